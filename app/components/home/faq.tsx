import { Accordion } from 'radix-ui'
import { HOME_FAQ } from '~/lib/faq'

type Question = { question: string; answer: string }

/** The FAQ accordion: one answer open at a time, and it can be closed again. */
export function Faq({ questions = HOME_FAQ, id = 'faq-title' }: { questions?: readonly Question[]; id?: string }) {
	return (
		<section aria-labelledby={id} className="bg-slate-50">
			<div className="mx-auto max-w-3xl px-4 py-16">
				<h2 id={id} className="text-center text-3xl font-bold">
					Veelgestelde vragen
				</h2>
				{/* Without JavaScript the accordion cannot open, so every answer is shown. */}
				<noscript>
					<style>{'.faq-answer{display:block!important}'}</style>
				</noscript>
				<Accordion.Root type="single" collapsible className="mt-8 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
					{questions.map((faq, index) => (
						<Accordion.Item key={faq.question} value={`vraag-${index + 1}`}>
							<Accordion.Header asChild>
								<h3>
									<Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600">
										{faq.question}
										<svg
											aria-hidden="true"
											viewBox="0 0 24 24"
											className="h-5 w-5 shrink-0 transition group-data-[state=open]:rotate-180"
											fill="none"
											stroke="currentColor"
											strokeWidth="2"
										>
											<path d="M6 9l6 6 6-6" />
										</svg>
									</Accordion.Trigger>
								</h3>
							</Accordion.Header>
							{/* Mounted even when closed (and hidden by CSS), so the answers are in the server-rendered HTML. */}
							<Accordion.Content forceMount className="faq-answer px-5 pb-5 text-slate-700 data-[state=closed]:hidden">
								{faq.answer}
							</Accordion.Content>
						</Accordion.Item>
					))}
				</Accordion.Root>
			</div>
		</section>
	)
}
