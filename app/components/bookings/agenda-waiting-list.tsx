import { useId } from 'react'
import { Form, useRouteLoaderData } from 'react-router'
import { Button } from '~/components/ui/button'
import type { ownerWaitingList } from '~/server/bookings/waiting-list.server'
import { AgendaFormFields, SECTION, SELECT, useEntryFailure as useFailureWhere } from './agenda-form'

type WaitingEntry = Awaited<ReturnType<typeof ownerWaitingList>>[number]

/**
 * The salon's waiting list in the Agenda, in line order: each dog, its treatment, since when and the
 * wishes, and a time held for it now with its deadline. It reads the Agenda route's data itself.
 */
export function AgendaWaitingList() {
	const data = useRouteLoaderData<{ waitingList: WaitingEntry[]; agenda: { salon: { id: number } } | null }>('routes/dashboard/agenda')
	const entries = data?.waitingList ?? []
	const salonId = data?.agenda?.salon.id ?? 0
	const offers = entries.filter((entry) => entry.offer)
	return (
		<section aria-labelledby="wachtlijst" className={SECTION}>
			<h3 id="wachtlijst" className="text-xl font-semibold">
				Wachtlijst
			</h3>
			<p className="text-sm text-slate-700">
				Komt er een tijd vrij (een annulering, een verwijderde blokkade, een verlopen aanvraag), dan bieden we die aan de eerste op de
				wachtlijst aan bij wie hij past, en daarna aan de volgende. Dat zet je uit onder Instellingen. Met Tijd aanbieden bied je zelf een
				vrije tijd aan een hond naar keuze aan; slaat die hem af, dan gaat hij naar de wachtlijst op volgorde.
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
							{entry.offer ? null : <OfferToEntryForm salonId={salonId} entryId={entry.id} dogName={entry.dogName} />}
						</li>
					))}
				</ol>
			) : (
				<p className="text-sm text-slate-700">Er staat nog niemand op de wachtlijst.</p>
			)}
		</section>
	)
}

/** 'Tijd aanbieden': a free date and time offered to this entry out of line; a refusal shows at the time, with what was typed. */
function OfferToEntryForm({ salonId, entryId, dogName }: { salonId: number; entryId: number; dogName: string }) {
	const failure = useFailureWhere('offerToEntry', String(entryId))
	const id = useId()
	return (
		<Form method="post" className="mt-2 flex flex-wrap items-end gap-3" aria-label={`Tijd aanbieden aan ${dogName}`}>
			<AgendaFormFields intent="offerToEntry" salonId={salonId} />
			<input type="hidden" name="entryId" value={entryId} />
			<div>
				<label htmlFor={`${id}-date`} className="mb-1 block text-sm font-medium text-slate-800">
					Datum
				</label>
				<input id={`${id}-date`} type="date" name="date" required defaultValue={failure.value('date')} className={SELECT} />
			</div>
			<div>
				<label htmlFor={`${id}-time`} className="mb-1 block text-sm font-medium text-slate-800">
					Tijd
				</label>
				<input
					id={`${id}-time`}
					type="time"
					name="time"
					required
					defaultValue={failure.value('time')}
					aria-describedby={failure.posted ? `${id}-error` : undefined}
					className={SELECT}
				/>
			</div>
			<Button type="submit" variant="secondary">
				Tijd aanbieden
			</Button>
			{failure.posted ? (
				<p id={`${id}-error`} className="w-full text-sm text-red-700">
					{failure.error('time') ?? failure.message}
				</p>
			) : null}
		</Form>
	)
}
