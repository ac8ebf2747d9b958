import { Link } from 'react-router'
import { paths } from '~/lib/common/paths'

const HELP_TOPICS = [
	{ label: 'Een trimsalon zoeken of vergelijken', to: paths.directory },
	{ label: 'Je trimsalon aanmelden', to: paths.submitSalon },
	{ label: 'Je vermelding claimen of wijzigen', to: paths.salonSignup },
	{ label: 'Uitgelicht worden in je stad' },
	{ label: 'Onjuiste gegevens of een beoordeling melden' },
	{ label: 'Privacy en je gegevens', to: paths.privacy },
]

/** Beside the form: the e-mail address, what we can help with and when we answer. */
export function ContactAside({ contactEmail }: { contactEmail: string }) {
	return (
		<aside className="space-y-6">
			<section aria-labelledby="mail-ons" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
				<h2 id="mail-ons" className="text-lg font-semibold text-slate-900">
					Liever direct mailen?
				</h2>
				<p className="mt-2 text-slate-700">
					Stuur een e-mail naar{' '}
					<a href={`mailto:${contactEmail}`} className="font-medium text-brand-700 underline">
						{contactEmail}
					</a>
					.
				</p>
				<p className="mt-3 font-medium text-slate-900">We reageren binnen 48 uur op je bericht.</p>
			</section>
			<section aria-labelledby="waarmee-helpen" className="rounded-xl border border-slate-200 p-6">
				<h2 id="waarmee-helpen" className="text-lg font-semibold text-slate-900">
					Waar kunnen we je mee helpen?
				</h2>
				<ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
					{HELP_TOPICS.map((topic) => (
						<li key={topic.label}>
							{topic.to ? (
								<Link to={topic.to} className="text-brand-700 underline">
									{topic.label}
								</Link>
							) : (
								topic.label
							)}
						</li>
					))}
				</ul>
			</section>
		</aside>
	)
}
