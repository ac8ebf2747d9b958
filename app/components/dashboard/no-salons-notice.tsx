import { LinkButton } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'

/** A user without salons: claim yours first (or add one that is missing). */
export function NoSalonsNotice() {
	return (
		<section aria-labelledby="geen-salons" className="mt-8 rounded-2xl border border-amber-200 bg-amber-50 p-6">
			<h2 id="geen-salons" className="text-xl font-semibold text-slate-900">
				Je beheert nog geen trimsalon
			</h2>
			<p className="mt-2 max-w-2xl text-slate-700">
				Claim eerst je trimsalon: zoek hem op in de zoekpagina en klik op 'Claim deze trimsalon'. Na goedkeuring door ons team beheer je hem
				hier. Staat je trimsalon er nog niet tussen? Meld hem dan aan.
			</p>
			<div className="mt-4 flex flex-wrap gap-3">
				<LinkButton to={paths.directory}>Zoek je trimsalon</LinkButton>
				<LinkButton to={paths.salonSignup} variant="secondary">
					Bekijk je claims
				</LinkButton>
				<LinkButton to={paths.submitSalon} variant="secondary">
					Trimsalon aanmelden
				</LinkButton>
			</div>
		</section>
	)
}
