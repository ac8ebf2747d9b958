import { LinkButton } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'

/** After a submission: when we review it, what we received and what happens next. */
export function SubmissionConfirmation({ businessName, email }: { businessName: string; email: string }) {
	return (
		<section className="mx-auto max-w-2xl px-4 py-16" aria-labelledby="bevestiging">
			<h1 id="bevestiging" className="text-3xl font-bold text-slate-900">
				Bedankt voor je aanmelding!
			</h1>
			<p className="mt-4 text-lg text-slate-700">
				We hebben de aanmelding van <strong>{businessName}</strong> ontvangen. Ons team beoordeelt je aanmelding binnen 2-3 werkdagen.
			</p>
			<p className="mt-2 text-slate-700">
				Je ontvangt een bevestiging en later het resultaat op <strong>{email}</strong>.
			</p>
			<h2 className="mt-8 text-xl font-semibold">Wat gebeurt er nu?</h2>
			<ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-700">
				<li>We controleren de gegevens van je trimsalon.</li>
				<li>Na goedkeuring staat je trimsalon direct in de gids en krijg je een e-mail met de link.</li>
				<li>
					Maak een account aan met hetzelfde e-mailadres ({email}); je vermelding wordt dan automatisch aan je account gekoppeld en je
					beheert hem zelf in je dashboard.
				</li>
			</ol>
			<LinkButton to={paths.home} className="mt-8">
				Terug naar home
			</LinkButton>
		</section>
	)
}
