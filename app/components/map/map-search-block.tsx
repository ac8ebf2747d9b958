import { useEffect, useId, useState, type FormEvent } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { DEFAULT_RADIUS, directoryHref } from '~/lib/search/search-params'
import { RadiusSelect } from '../search/radius-select'
import { buttonClass } from '~/components/ui/button'
import type { MapSearch } from './directory-map.client'
import { LazyDirectoryMap } from './lazy-map'
import { paths } from '~/lib/common/paths'
import { countLabel } from '~/lib/common/dutch-number'
import type { locateForMap } from '~/server/search/search.server'

/** The place GET /api/map/locate answers, as the server returns it. */
type Located = NonNullable<Awaited<ReturnType<typeof locateForMap>>>

/**
 * 'Vind Trimsalons in Jouw Buurt': a postcode or place plus a radius moves the map there (zoom 12)
 * and shows only the salons within the radius. Without JavaScript the form lists them in the directory.
 */
export function MapSearchBlock({ tileUrl }: { tileUrl: string }) {
	const fetcher = useFetcher<{ place: Located | null }>()
	const [query, setQuery] = useState({ location: '', radius: DEFAULT_RADIUS })
	const [search, setSearch] = useState<MapSearch | null>(null)
	const id = useId()
	const busy = fetcher.state !== 'idle'
	const place = fetcher.data?.place

	useEffect(() => {
		if (!fetcher.data) return
		// The spec logs a geocoding failure and leaves the map where it is.
		if (!fetcher.data.place) console.warn('Locatie niet gevonden voor de kaart:', query.location)
		else setSearch({ lat: fetcher.data.place.lat, lng: fetcher.data.place.lng, radius: fetcher.data.place.radius })
	}, [fetcher.data])

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = new FormData(event.currentTarget)
		const location = String(form.get('location') ?? '').trim()
		const radius = Number(form.get('radius'))
		setQuery({ location, radius })
		if (location) fetcher.load(`${paths.api.mapLocate}?${new URLSearchParams({ location, radius: String(radius) })}`)
	}

	return (
		<section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-16">
			<h2 id={`${id}-title`} className="text-3xl font-bold">
				Vind Trimsalons in Jouw Buurt
			</h2>
			<p className="mt-2 text-slate-600">Vul je postcode of woonplaats in en zie welke trimsalons er binnen de gekozen afstand liggen.</p>
			<Form method="get" action={paths.directory} onSubmit={onSubmit} className="mt-6 flex flex-wrap items-end gap-3">
				<div className="min-w-0 flex-1 basis-56">
					<label htmlFor={`${id}-location`} className="mb-1 block text-sm font-medium text-slate-800">
						Postcode of stad
					</label>
					<input
						id={`${id}-location`}
						name="location"
						placeholder="Voer postcode of stad in"
						className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
					/>
				</div>
				<RadiusSelect />
				<button type="submit" disabled={busy} className={buttonClass('primary', 'px-6 text-base')}>
					{busy ? 'Zoeken...' : 'Zoeken'}
				</button>
			</Form>
			<p aria-live="polite" className="mt-3 min-h-6 text-sm text-slate-700">
				{place && search ? (
					<>
						{countLabel(place.total, 'trimsalon', 'trimsalons')} binnen {place.radius} km van {place.label}.{' '}
						<Link to={directoryHref({ location: query.location, radius: place.radius })} className="font-medium text-brand-700 underline">
							Bekijk ze in de lijst
						</Link>
					</>
				) : null}
			</p>
			<div className="mt-4">
				<LazyDirectoryMap tileUrl={tileUrl} search={search} />
			</div>
		</section>
	)
}
