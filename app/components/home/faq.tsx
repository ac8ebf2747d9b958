import { useId, useState } from 'react'
import { HOME_FAQ } from '~/lib/seo/faq'

type Question = { question: string; answer: string }

/**
 * The FAQ accordion: one answer open at a time, and it can be closed again (the WAI-ARIA accordion
 * pattern: a heading with a button that controls its answer). A few lines of state instead of a
 * component library keeps it out of the page's JavaScript budget.
 */
export function Faq({ questions = HOME_FAQ, id = 'faq-title' }: { questions?: readonly Question[]; id?: string }) {
	const [open, setOpen] = useState<number | null>(null)
	const prefix = useId()
	return (
		<section aria-labelledby={id} className="bg-slate-50">
			<div className="mx-auto max-w-3xl px-4 py-16">
				<h2 id={id} className="text-center text-3xl font-bold">
					Veelgestelde vragen
				</h2>
				{/* Without JavaScript the buttons cannot open anything, so every answer is shown. */}
				<noscript>
					<style>{'.faq-answer{display:block!important}'}</style>
				</noscript>
				<div className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
					{questions.map((faq, index) => {
						const expanded = open === index
						const answerId = `${prefix}-antwoord-${index}`
						return (
							<div key={faq.question}>
								<h3>
									<button
										type="button"
										aria-expanded={expanded}
										aria-controls={answerId}
										onClick={() => setOpen(expanded ? null : index)}
										className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
									>
										{faq.question}
										<svg
											aria-hidden="true"
											viewBox="0 0 24 24"
											className="h-5 w-5 shrink-0 transition group-aria-expanded:rotate-180"
											fill="none"
											stroke="currentColor"
											strokeWidth="2"
										>
											<path d="M6 9l6 6 6-6" />
										</svg>
									</button>
								</h3>
								{/* Rendered even when closed (and hidden), so the answers are in the server-rendered HTML. */}
								<div
									id={answerId}
									role="region"
									aria-label={faq.question}
									className={`faq-answer px-5 pb-5 text-slate-700 ${expanded ? '' : 'hidden'}`}
								>
									{faq.answer}
								</div>
							</div>
						)
					})}
				</div>
			</div>
		</section>
	)
}
