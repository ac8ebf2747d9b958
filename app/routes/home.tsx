import { useState } from 'react'
import { Form, useNavigate } from 'react-router'
import type { Route } from './+types/home'
import { salonCountBadge, salonCountFigure } from '~/lib/salon-count'
import { pageMeta, siteFrom } from '~/lib/meta'
import { countSalons } from '~/server/salons.server'

export async function loader() {
	return { salonCount: await countSalons() }
}

function description(count: number | undefined) {
	return `Vind de beste trimsalon voor je hond. Vergelijk meer dan ${salonCountFigure(count)} trimsalons in heel Nederland op beoordelingen, diensten en locatie.`
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Vind de beste trimsalon voor je hond',
		description: description(loaderData?.salonCount),
		path: '/',
	})

export default function Home({ loaderData }: Route.ComponentProps) {
	const { salonCount } = loaderData
	return (
		<section id="zoeken" aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white">
			<div className="mx-auto max-w-5xl px-4 py-20 text-center">
				<p className="inline-block rounded-full bg-brand-100 px-4 py-1 text-sm font-semibold text-brand-700" data-testid="salon-count-badge">
					{salonCountBadge(salonCount)}
				</p>
				<h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
					Vind de perfecte trimsalon voor je hond
				</h1>
				<p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{description(salonCount)}</p>
				<SearchBox />
			</div>
		</section>
	)
}

/** A non-empty text goes to /directory?location=..., an empty one to /directory (spec: no validation). */
export function SearchBox() {
	const navigate = useNavigate()
	const [location, setLocation] = useState('')
	return (
		<Form
			method="get"
			action="/directory"
			role="search"
			className="mx-auto mt-8 flex max-w-xl gap-2"
			onSubmit={(event) => {
				event.preventDefault()
				const text = location.trim()
				navigate(text ? `/directory?location=${encodeURIComponent(text)}` : '/directory')
			}}
		>
			<label htmlFor="home-search" className="sr-only">
				Zoek op stad, postcode of naam
			</label>
			<input
				id="home-search"
				name="location"
				value={location}
				onChange={(event) => setLocation(event.target.value)}
				placeholder="Zoek op stad, postcode of naam"
				className="min-w-0 flex-1 rounded-lg border border-slate-300 px-4 py-3 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
			/>
			<button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700">
				Zoeken
			</button>
		</Form>
	)
}
