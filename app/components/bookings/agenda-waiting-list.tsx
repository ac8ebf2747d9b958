import { useRouteLoaderData } from 'react-router'
import type { ownerWaitingList } from '~/server/bookings/waiting-list.server'
import { SECTION } from './agenda-form'

type WaitingEntry = Awaited<ReturnType<typeof ownerWaitingList>>[number]

/**
 * The salon's waiting list in the Agenda, in line order: each dog, its treatment, since when and the
 * wishes, and a time held for it now with its deadline. It reads the Agenda route's data itself.
 */
export function AgendaWaitingList() {
	const entries = useRouteLoaderData<{ waitingList: WaitingEntry[] }>('routes/dashboard/agenda')?.waitingList ?? []
	const offers = entries.filter((entry) => entry.offer)
	return (
		<section aria-labelledby="wachtlijst" className={SECTION}>
			<h3 id="wachtlijst" className="text-xl font-semibold">
				Wachtlijst
			</h3>
			<p className="text-sm text-slate-700">
				Komt er een tijd vrij (een annulering, een verwijderde blokkade, een verlopen aanvraag), dan bieden we die aan de eerste op de
				wachtlijst aan bij wie hij past, en daarna aan de volgende. Dat zet je uit onder Instellingen.
			</p>
			{offers.length ? (
				<div>
					<h4 className="font-semibold text-slate-900">Nu aangeboden</h4>
					<ul className="mt-1 space-y-1 text-sm">
						{offers.map((entry) => (
							<li key={entry.id}>
								{entry.offer!.when}: {entry.dogName} ({entry.treatment}), boeken kan tot {entry.offer!.deadline}
							</li>
						))}
					</ul>
				</div>
			) : null}
			{entries.length ? (
				<ol className="list-decimal space-y-2 pl-5 text-sm">
					{entries.map((entry) => (
						<li key={entry.id}>
							<span className="font-medium text-slate-900">
								{entry.dogName} ({entry.breed})
							</span>
							: {entry.treatment}, sinds {entry.since}. Wensen: {entry.wishes}.
						</li>
					))}
				</ol>
			) : (
				<p className="text-sm text-slate-700">Er staat nog niemand op de wachtlijst.</p>
			)}
		</section>
	)
}
