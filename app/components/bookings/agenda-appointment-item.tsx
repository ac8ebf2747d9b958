import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextAreaField } from '~/components/ui/field'
import { clockOf } from '~/lib/bookings/agenda'
import { appointmentMoment } from '~/lib/bookings/free-times'
import { weightText } from '~/lib/dogs/dogs'
import { COAT_TYPE_LABELS } from '~/lib/bookings/pricing'
import { formatEuro } from '~/lib/featured/featured-plans'
import { formatPhone } from '~/lib/accounts/phone'
import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import { ClientHistory } from './agenda-client-history'
import { AgendaFormFields } from './agenda-form'
import { NextAppointmentForm } from './agenda-next-form'

const KIND_LABELS = { online: 'Online geboekt', phone: 'Telefonisch', block: 'Geblokkeerd' } as const

/** A button that posts one intent about one appointment. */
function ActOn({
	intent,
	label,
	salonId,
	id,
	variant = 'secondary',
}: {
	intent: string
	label: string
	salonId: number
	id: number
	variant?: 'primary' | 'secondary'
}) {
	return (
		<Form method="post" preventScrollReset>
			<AgendaFormFields intent={intent} salonId={salonId} />
			<input type="hidden" name="appointmentId" value={id} />
			<Button type="submit" variant={variant}>
				{label}
			</Button>
		</Form>
	)
}

/**
 * 'Annuleren' or 'Afwijzen': opens a form that asks the reason the dog owner will read; of a series
 * (`inSeries`), also whether only this appointment goes or 'de rest van de reeks' (this and the later ones).
 */
function WithReason({
	intent,
	label,
	salonId,
	id,
	inSeries = false,
}: {
	intent: 'cancel' | 'decline'
	label: string
	salonId: number
	id: number
	inSeries?: boolean
}) {
	return (
		<details className="w-full">
			<summary className="cursor-pointer text-sm font-medium text-red-700 underline">{label}</summary>
			<Form method="post" preventScrollReset className="mt-2 space-y-2">
				<AgendaFormFields intent={intent} salonId={salonId} />
				<input type="hidden" name="appointmentId" value={id} />
				{inSeries ? (
					<fieldset className="space-y-1 text-sm text-slate-800">
						<legend className="font-medium">Wat annuleer je?</legend>
						<label className="flex items-center gap-2">
							<input type="radio" name="which" value="one" defaultChecked /> Alleen deze afspraak
						</label>
						<label className="flex items-center gap-2">
							<input type="radio" name="which" value="rest" /> De rest van de reeks (deze en de latere afspraken)
						</label>
					</fieldset>
				) : null}
				<TextAreaField label="Reden" name="reason" rows={2} maxLength={300} required hint="De klant krijgt deze reden per e-mail." />
				<Button type="submit" variant="danger">
					{intent === 'cancel' ? 'Afspraak annuleren' : 'Afspraak afwijzen'}
				</Button>
			</Form>
		</details>
	)
}

/**
 * One appointment or block: time, what and who, and what the owner can do with it now. `place` tells
 * the grid's dialog ('raster') from the list on the page, where the same appointment shows too.
 */
export function AppointmentItem({
	appointment: a,
	salonId,
	place = '',
}: {
	appointment: AgendaAppointment
	salonId: number
	place?: string
}) {
	const time = `${clockOf(new Date(a.startsAt))}–${clockOf(new Date(a.endsAt))}`
	const dog = [a.dogName, a.breed, a.weightKg !== null ? weightText(a.weightKg) : null, a.coat ? COAT_TYPE_LABELS[a.coat] : null].filter(
		Boolean,
	)
	return (
		<article className={`rounded-lg border p-4 ${a.kind === 'block' ? 'border-slate-200 bg-slate-50' : 'border-slate-200 bg-white'}`}>
			<p className="font-semibold text-slate-900">
				<span>{time}</span> · {a.kind === 'block' ? 'Geblokkeerd' : (a.treatmentName ?? 'Afspraak')}
				{a.status === 'requested' ? (
					<span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">Wacht op goedkeuring</span>
				) : null}
				{a.status === 'offered' ? (
					<span className="ml-2 rounded bg-sky-100 px-2 py-0.5 text-sm text-sky-900">Aangeboden aan de wachtlijst</span>
				) : null}
				{a.status === 'no_show' ? <span className="ml-2 rounded bg-red-100 px-2 py-0.5 text-sm text-red-900">Niet gekomen</span> : null}
			</p>
			<dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-[max-content_1fr]">
				{a.status === 'requested' && a.respondBy ? (
					<>
						<dt className="font-medium">Antwoord vóór</dt>
						<dd>{appointmentMoment(new Date(a.respondBy))}, daarna vervalt de aanvraag</dd>
					</>
				) : null}
				{a.kind !== 'block' ? (
					<>
						<dt className="font-medium">Soort</dt>
						<dd>{KIND_LABELS[a.kind]}</dd>
					</>
				) : null}
				{dog.length ? (
					<>
						<dt className="font-medium">Hond</dt>
						<dd>{dog.join(', ')}</dd>
					</>
				) : null}
				{a.dogNotes ? (
					<>
						<dt className="font-medium">Notities</dt>
						<dd className="whitespace-pre-line">{a.dogNotes}</dd>
					</>
				) : null}
				{a.clientNote ? (
					<>
						<dt className="font-medium">{a.kind === 'block' ? 'Notitie' : 'Klant'}</dt>
						<dd>{a.clientNote}</dd>
					</>
				) : null}
				{a.seriesWeeks !== null ? (
					<>
						<dt className="font-medium">Reeks</dt>
						<dd>Elke {a.seriesWeeks} weken</dd>
					</>
				) : null}
				{a.history ? <ClientHistory history={a.history} /> : null}
				{a.priceCents !== null ? (
					<>
						<dt className="font-medium">Prijs</dt>
						<dd>{formatEuro(a.priceCents)}</dd>
					</>
				) : null}
				{a.contact?.name ? (
					<>
						<dt className="font-medium">Hondeneigenaar</dt>
						<dd>{a.contact.name}</dd>
					</>
				) : null}
				{a.contact?.email ? (
					<>
						<dt className="font-medium">E-mail</dt>
						<dd>
							<a href={`mailto:${a.contact.email}`} className="text-brand-700 underline">
								{a.contact.email}
							</a>
						</dd>
					</>
				) : null}
				{a.contact?.phone ? (
					<>
						<dt className="font-medium">Telefoon</dt>
						<dd>
							<a href={`tel:${a.contact.phone}`} className="text-brand-700 underline">
								{formatPhone(a.contact.phone)}
							</a>
						</dd>
					</>
				) : null}
			</dl>
			<div className="mt-3 flex flex-wrap items-start gap-2">
				{a.status === 'requested' && !a.past ? (
					<>
						<ActOn intent="approve" label="Goedkeuren" salonId={salonId} id={a.id} variant="primary" />
						<WithReason intent="decline" label="Afwijzen" salonId={salonId} id={a.id} />
					</>
				) : null}
				{a.kind === 'block' && !a.past ? <ActOn intent="removeBlock" label="Blokkade verwijderen" salonId={salonId} id={a.id} /> : null}
				{a.kind !== 'block' && a.status === 'booked' && !a.past ? (
					<WithReason intent="cancel" label="Annuleren" salonId={salonId} id={a.id} inSeries={a.seriesId !== null} />
				) : null}
				{a.kind !== 'block' && a.status === 'booked' && a.past ? (
					<ActOn intent="noShow" label="Niet gekomen" salonId={salonId} id={a.id} />
				) : null}
				{a.plannable ? <NextAppointmentForm appointment={a} salonId={salonId} place={place} /> : null}
			</div>
		</article>
	)
}
