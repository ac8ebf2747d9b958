import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { CONTROL, FormError, TextField } from '~/components/ui/field'
import { useFocusOnArrival } from '~/components/ui/use-focus-on-arrival'
import { WEEKDAYS } from '~/lib/salons/week-hours'
import { paths } from '~/lib/common/paths'
import { postedValue, type ActionFailure, type PostedValues } from '~/lib/common/forms'
import {
	DAY_PARTS,
	DAY_PART_LABELS,
	defaultWaitUntil,
	latestWaitUntil,
	MAX_OTHER_SALONS,
	WAITING_LIST_LABEL,
} from '~/lib/bookings/waiting-list'
import { amsterdamDate } from '~/lib/bookings/free-times'
import { BOOKING_CHOICE_FIELDS } from '~/lib/bookings/schema'
import { dutchList } from '~/lib/common/dutch-list'

/** What 'Zet me op de wachtlijst' answers: the salon (and the others it waits at), the dog and treatment, and until when. */
export type Joined = { salonName: string; otherSalonNames: string[]; treatmentName: string; dogName: string; until: string }

/** A salon near this one where the entry can wait as well, with its distance in km. */
export type OtherSalon = { id: number; name: string; km: number }

/** The refusal above the button: the end date's own message shows at its field, any other first. */
function topMessage(failure: ActionFailure | undefined) {
	if (!failure?.fields) return failure?.message
	return Object.entries(failure.fields).find(([name]) => name !== 'until' && name !== 'otherSalonIds')?.[1]
}

/**
 * 'Zet me op de wachtlijst' below the free times, whether or not any are free: the dog and treatment of
 * the first step go along, the wishes are optional (days, a part of the day, an end date: 8 weeks
 * unless chosen, at most 6 months), and so are up to four salons near this one to wait at as well. A
 * refusal shows above the button, with the focus on it.
 */
export function WaitingListJoin(props: {
	salonId: number
	values: PostedValues
	otherSalons: OtherSalon[]
	quotedAt: string
	failure: ActionFailure | undefined
}) {
	const { values, failure } = props
	const headingId = useId()
	const sending = useNavigation().formData?.get('intent') === 'wait'
	const refusal = useFocusOnArrival<HTMLParagraphElement>(failure)
	const today = new Date(props.quotedAt)
	const chosenDays = new Set([failure?.values?.weekdays ?? []].flat())
	return (
		<Form method="post" className="space-y-4 rounded-lg border border-slate-200 p-4" aria-labelledby={headingId}>
			<h3 id={headingId} className="text-lg font-semibold text-slate-900">
				Wachtlijst
			</h3>
			<p className="text-sm text-slate-700">
				Geen tijd die past, of liever eerder? Zet je op de wachtlijst. Komt er een tijd vrij die bij je wensen past, dan krijg je die als
				eerste per e-mail aangeboden (en per sms als je mobiele nummer bevestigd is, niet tussen 21:00 en 08:00) en houden we hem even voor
				je vrij.
			</p>
			<FormError ref={refusal} message={topMessage(failure)} />
			<input type="hidden" name="salonId" value={props.salonId} />
			{BOOKING_CHOICE_FIELDS.map((name) => (
				<input key={name} type="hidden" name={name} value={postedValue(values, name) ?? ''} />
			))}
			<fieldset>
				<legend className="text-sm font-medium text-slate-800">Dagen (niet verplicht)</legend>
				<div className="mt-1 flex flex-wrap gap-3">
					{WEEKDAYS.map((day, index) => (
						<label key={day} className="flex items-center gap-1.5 text-sm">
							<input type="checkbox" name="weekdays" value={index} defaultChecked={chosenDays.has(String(index))} className="size-4" />
							{day}
						</label>
					))}
				</div>
			</fieldset>
			{props.otherSalons.length ? <OtherSalonsField salons={props.otherSalons} failure={failure} /> : null}
			<div className="grid gap-4 sm:grid-cols-2">
				<div>
					<label htmlFor={`${headingId}-part`} className="mb-1 block text-sm font-medium text-slate-800">
						Dagdeel (niet verplicht)
					</label>
					<select id={`${headingId}-part`} name="dayPart" className={CONTROL} defaultValue={postedValue(failure?.values, 'dayPart') ?? ''}>
						<option value="">Hele dag</option>
						{DAY_PARTS.map((part) => (
							<option key={part} value={part}>
								{DAY_PART_LABELS[part]}
							</option>
						))}
					</select>
				</div>
				<TextField
					label="Op de wachtlijst tot en met"
					name="until"
					type="date"
					min={amsterdamDate(today)}
					max={latestWaitUntil(today)}
					defaultValue={postedValue(failure?.values, 'until') ?? defaultWaitUntil(today)}
					error={failure?.fields?.until}
					hint="Standaard 8 weken, hoogstens 6 maanden."
				/>
			</div>
			<Button type="submit" name="intent" value="wait" variant="secondary" disabled={sending}>
				{sending ? 'Even geduld...' : 'Zet me op de wachtlijst'}
			</Button>
		</Form>
	)
}

/** The salons near this one to wait at as well, ticked as a place request's salons are; at most four. */
function OtherSalonsField({ salons, failure }: { salons: OtherSalon[]; failure: ActionFailure | undefined }) {
	const chosen = new Set([failure?.values?.otherSalonIds ?? []].flat())
	const error = failure?.fields?.otherSalonIds
	const errorId = useId()
	return (
		<fieldset aria-describedby={error ? errorId : undefined}>
			<legend className="text-sm font-medium text-slate-800">
				Ook wachten bij trimsalons in de buurt (niet verplicht, hoogstens {MAX_OTHER_SALONS})
			</legend>
			<p className="text-sm text-slate-600">
				Je krijgt de eerste tijd die vrijkomt bij een van deze salons. Boek je er een, dan ga je bij de andere van de wachtlijst af.
			</p>
			{error ? (
				<p id={errorId} className="mt-1 text-sm text-red-700">
					{error}
				</p>
			) : null}
			<ul className="mt-1 space-y-1">
				{salons.map((salon) => (
					<li key={salon.id}>
						<label className="flex items-center gap-1.5 text-sm">
							<input
								type="checkbox"
								name="otherSalonIds"
								value={salon.id}
								defaultChecked={chosen.has(String(salon.id))}
								className="size-4"
							/>
							{salon.name} ({formatKm(salon.km)})
						</label>
					</li>
				))}
			</ul>
		</fieldset>
	)
}

const formatKm = (km: number) => `${km.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} km`

/** After 'Zet me op de wachtlijst': where, for which dog, until when, and where to leave the list. It takes the focus as it appears. */
export function WaitingListJoined({ joined }: { joined: Joined }) {
	const heading = useFocusOnArrival<HTMLHeadingElement>(joined)
	return (
		<div className="space-y-4">
			<h2 ref={heading} tabIndex={-1} className="scroll-mt-24 text-2xl font-bold text-slate-900 focus:outline-none">
				Je staat op de wachtlijst
			</h2>
			<Alert tone="success">
				Je staat op de wachtlijst van {dutchList([joined.salonName, ...joined.otherSalonNames])} voor {joined.treatmentName.toLowerCase()}{' '}
				voor {joined.dogName}, tot en met {joined.until}. Komt er een tijd vrij die past, dan krijg je een e-mail en houden we de tijd even
				voor je vrij.
			</Alert>
			<p className="text-sm text-slate-600">
				Van de wachtlijst af? Dat doe je onder{' '}
				<Link to={paths.accountWaitingLists} className="font-medium text-brand-700 underline">
					{WAITING_LIST_LABEL}
				</Link>
				.
			</p>
		</div>
	)
}
