import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import {
	ACCEPTS_LABELS,
	ACCEPTS_NEW_CLIENTS,
	availabilityLine,
	AVAILABILITY_FRESH_DAYS,
	type Availability,
} from '~/lib/salons/availability'
import { ownerAvailabilitySchema } from '~/lib/salons/salon-owner-schema'

/** Whether the salon takes new clients and the usual wait; visitors see it with its date, for 60 days. */
export function AvailabilityForm({ salonId, availability }: { salonId: number; availability: Availability }) {
	const { errors, onSubmit, onChange } = useSchemaValidation(ownerAvailabilitySchema, undefined)
	const shown = availabilityLine(availability, new Date())
	const status = shown
		? `Bezoekers zien nu: ${shown}.`
		: availability.accepts_new_clients
			? `Je laatste opgave is ouder dan ${AVAILABILITY_FRESH_DAYS} dagen; bezoekers zien daarom niets. Sla hem opnieuw op.`
			: 'Je hebt nog niet opgegeven of je nieuwe klanten aanneemt.'
	return (
		<Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="max-w-xl space-y-4">
			<input type="hidden" name="salonId" value={salonId} />
			<p className="text-sm text-slate-700">{status}</p>
			<fieldset aria-describedby={errors.accepts_new_clients ? `nieuwe-klanten-${salonId}-error` : undefined}>
				<legend className="text-sm font-medium text-slate-800">Neem je nieuwe klanten aan?</legend>
				<div className="mt-2 space-y-2">
					{ACCEPTS_NEW_CLIENTS.map((value) => (
						<label key={value} className="flex items-center gap-2 text-sm">
							<input
								type="radio"
								name="accepts_new_clients"
								value={value}
								defaultChecked={availability.accepts_new_clients === value}
								className="size-4"
							/>
							{ACCEPTS_LABELS[value]}
						</label>
					))}
				</div>
				{errors.accepts_new_clients ? (
					<p id={`nieuwe-klanten-${salonId}-error`} className="mt-1 text-sm text-red-700">
						{errors.accepts_new_clients}
					</p>
				) : null}
			</fieldset>
			<TextField
				label="Gebruikelijke wachttijd voor een eerste afspraak (weken)"
				name="waiting_weeks"
				type="number"
				inputMode="numeric"
				min={0}
				max={52}
				defaultValue={availability.waiting_weeks ?? ''}
				hint="Laat leeg als je dat niet wilt noemen."
				error={errors.waiting_weeks}
				className="max-w-xs"
			/>
			<Button type="submit" name="intent" value="availability">
				Beschikbaarheid opslaan
			</Button>
		</Form>
	)
}
