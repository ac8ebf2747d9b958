import { useId, useMemo, type FormEvent } from 'react'
import { Form, useNavigate } from 'react-router'
import { cityOptionsHtml } from '~/lib/cities/city'
import { citySlugPath, paths } from '~/lib/common/paths'

/**
 * A section to choose a city and open its page. Without JavaScript the form goes to
 * /cities?stad={slug}, which redirects to the city page. The options are one string of HTML
 * (cityOptionsHtml), with the placeholder chosen, so the select starts there like a defaultValue.
 */
export function CityPicker({ cities, heading, className = '' }: { cities: readonly string[]; heading: string; className?: string }) {
	const navigate = useNavigate()
	const id = useId()
	// React sets the options again whenever it gets a new object, which drops the visitor's choice:
	// one object for as long as the options stay the same.
	const html = cityOptionsHtml(cities)
	const options = useMemo(() => ({ __html: html }), [html])
	function onSubmit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const slug = new FormData(event.currentTarget).get('stad')
		if (typeof slug === 'string' && slug) navigate(citySlugPath(slug))
	}
	return (
		<section aria-labelledby={`${id}-title`} className={className}>
			<h2 id={`${id}-title`} className="text-2xl font-bold">
				{heading}
			</h2>
			<Form method="get" action={paths.cities} onSubmit={onSubmit} className="mt-4 flex flex-wrap items-end gap-3">
				<div className="min-w-0 flex-1 basis-60">
					<label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
						Kies een stad
					</label>
					<select
						id={id}
						name="stad"
						required
						className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
						dangerouslySetInnerHTML={options}
					/>
				</div>
				<button type="submit" className="rounded-lg border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">
					Bekijk trimsalons
				</button>
			</Form>
		</section>
	)
}
