import { Link } from 'react-router'
import type { CityTile } from '~/lib/cities/city'
import { countLabel } from '~/lib/common/dutch-number'
import { citySlugPath } from '~/lib/common/paths'

/** City tiles with photo, name and number of salons, each linking to the city page. */
export function CityTiles({ cities, headingLevel: Heading = 'h3' }: { cities: readonly CityTile[]; headingLevel?: 'h2' | 'h3' }) {
	return (
		<ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
			{cities.map((city) => (
				<li key={city.slug} className="relative overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md">
					<img
						src={city.photo}
						alt=""
						loading="lazy"
						decoding="async"
						width={320}
						height={180}
						className="aspect-video w-full bg-slate-100 object-cover"
					/>
					<div className="p-3">
						<Heading className="font-semibold">
							<Link to={citySlugPath(city.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
								{city.name}
							</Link>
						</Heading>
						<p className="text-sm text-slate-600">{countLabel(city.salonCount, 'trimsalon', 'trimsalons')}</p>
					</div>
				</li>
			))}
		</ul>
	)
}

export function CityTileSkeletons({ count }: { count: number }) {
	return (
		<div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4" aria-busy="true">
			<p className="sr-only">Steden worden geladen…</p>
			{Array.from({ length: count }, (_, index) => (
				<div key={index} aria-hidden="true" data-testid="city-tile-skeleton" className="overflow-hidden rounded-xl border border-slate-200">
					<div className="aspect-video animate-pulse bg-slate-200" />
					<div className="space-y-2 p-3">
						<div className="h-4 w-2/3 animate-pulse rounded bg-slate-200" />
						<div className="h-3 w-1/3 animate-pulse rounded bg-slate-200" />
					</div>
				</div>
			))}
		</div>
	)
}
