import type { ReactNode } from 'react'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import type { Crumb } from '~/lib/seo/structured-data'
import { formatDutchDate } from '~/lib/common/dutch-date'

/** Both legal pages were last changed on this date (spec: 27 April 2025). */
export const LEGAL_UPDATED = '2025-04-27'

export type LegalSection = { id: string; title: string; body: ReactNode }

/** What the legal texts mention of the site itself. */
export type Company = { name: string; address: string; kvk: string; vat: string; isExample: boolean }
export type LegalSite = { siteName: string; contactEmail: string; company: Company }

/** A legal page: breadcrumbs, title, last-updated date, a table of contents and numbered sections. */
export function LegalPage({
	title,
	crumbs,
	intro,
	sections,
}: {
	title: string
	crumbs: Crumb[]
	intro: ReactNode
	sections: LegalSection[]
}) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Breadcrumbs crumbs={crumbs} />
			<h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
			<p className="mt-2 text-slate-600">
				Laatst bijgewerkt: <time dateTime={LEGAL_UPDATED}>{formatDutchDate(LEGAL_UPDATED)}</time>
			</p>
			<p className="mt-6 text-lg text-slate-700">{intro}</p>
			<nav aria-labelledby="inhoudsopgave" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5">
				<h2 id="inhoudsopgave" className="font-semibold text-slate-900">
					Inhoud
				</h2>
				<ol className="mt-2 list-decimal space-y-1 pl-6 text-brand-700">
					{sections.map((section) => (
						<li key={section.id}>
							<a href={`#${section.id}`} className="hover:underline">
								{section.title}
							</a>
						</li>
					))}
				</ol>
			</nav>
			{sections.map((section, index) => (
				<section key={section.id} id={section.id} aria-labelledby={`${section.id}-titel`} className="mt-10 scroll-mt-24">
					<h2 id={`${section.id}-titel`} className="text-2xl font-bold text-slate-900">
						{index + 1}. {section.title}
					</h2>
					<div className="mt-3 space-y-4 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-1 [&_ul]:list-disc [&_ul]:pl-6">
						{section.body}
					</div>
				</section>
			))}
		</div>
	)
}
