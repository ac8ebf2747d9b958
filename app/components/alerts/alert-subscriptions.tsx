import { Form } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { dutchDay, formatDutchDate } from '~/lib/common/dutch-date'
import { watchedLabel } from '~/lib/alerts/alerts'
import type { ActionFailure } from '~/lib/common/forms'
import type { subscriptionsOf } from '~/server/alerts/subscriptions.server'

type Subscription = Awaited<ReturnType<typeof subscriptionsOf>>[number]

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** Mijn account: the alerts made with the account's address, each with a button that ends it. */
export function AlertSubscriptions({ alerts, failure }: { alerts: Subscription[]; failure?: ActionFailure }) {
	return (
		<section aria-labelledby="meldingen" className="mt-12">
			<h2 id="meldingen" className="mb-2 text-xl font-semibold">
				Meldingen over nieuwe plekken
			</h2>
			{failure ? <Alert tone="error">{failure.message}</Alert> : null}
			{alerts.length ? (
				<ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
					{alerts.map((alert) => (
						<li key={alert.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
							<span>
								{capitalised(watchedLabel(alert))}
								<span className="block text-sm text-slate-600">Loopt tot {formatDutchDate(dutchDay(new Date(alert.expires_at)))}</span>
							</span>
							<Form method="post">
								<input type="hidden" name="intent" value="endAlert" />
								<input type="hidden" name="subscriptionId" value={alert.id} />
								<Button type="submit" variant="secondary" aria-label={`Melding beëindigen: ${watchedLabel(alert)}`}>
									Beëindigen
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="text-slate-700">
					Je hebt geen meldingen. Vraag er een aan op de pagina met alle trimsalons, op de pagina van een stad of bij een trimsalon met een
					klantenstop of wachtlijst.
				</p>
			)}
		</section>
	)
}
