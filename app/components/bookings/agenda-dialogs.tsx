import { useState } from 'react'
import { FormDialog } from '~/components/ui/form-dialog'
import { amsterdamInstant, appointmentMoment } from '~/lib/bookings/free-times'
import type { AgendaAppointment } from '~/server/bookings/agenda-read.server'
import { AppointmentItem } from './agenda-appointment-item'
import { BlockForm, PhoneForm, type ChosenTime } from './agenda-time-forms'

export type { ChosenTime }

/** The forms in the appointment's dialog post where they are, so what they answer shows there and not in the list below. */
export const IN_DIALOG = 'raster'

/** Where the focus goes when a dialog closes: back to the appointment or time in the grid that opened it. */
type FocusBack = (event: Event) => void

/** An appointment chosen in the grid: all the owner knows of it, and what they can do with it now. */
export function AppointmentDialog({
	salonId,
	appointment,
	onClose,
	focusBack,
}: {
	salonId: number
	appointment: AgendaAppointment | undefined
	onClose: () => void
	focusBack: FocusBack
}) {
	return (
		<FormDialog
			title={appointment?.kind === 'block' ? 'Blokkade' : `Afspraak${appointment?.dogName ? ` voor ${appointment.dogName}` : ''}`}
			description={appointment ? appointmentMoment(new Date(appointment.startsAt)) : ''}
			open={Boolean(appointment)}
			onOpenChange={(open) => open || onClose()}
			onCloseAutoFocus={focusBack}
		>
			{appointment ? (
				<div className="mt-4">
					<AppointmentItem appointment={appointment} salonId={salonId} place={IN_DIALOG} />
				</div>
			) : null}
		</FormDialog>
	)
}

const CHOICE = 'rounded-lg border px-3 py-1.5 text-sm font-medium'

/** An empty time chosen in the grid: a phone appointment or a block there, with the date and start filled in. */
export function NewTimeDialog({
	salonId,
	treatments,
	chosen,
	onClose,
	focusBack,
}: {
	salonId: number
	treatments: { id: number; name: string }[]
	chosen: ChosenTime | null
	onClose: () => void
	focusBack: FocusBack
}) {
	const [what, setWhat] = useState<'phone' | 'block'>('phone')
	const [hours, minutes] = (chosen?.time ?? '').split(':').map(Number)
	const moment = chosen ? amsterdamInstant(chosen.date, hours! * 60 + minutes!) : undefined
	return (
		<FormDialog
			title="Tijd in je agenda"
			description={moment ? `Vanaf ${appointmentMoment(moment)}.` : ''}
			open={Boolean(chosen)}
			onOpenChange={(open) => open || onClose()}
			onCloseAutoFocus={focusBack}
		>
			{chosen ? (
				<div className="mt-4 space-y-4">
					<div role="group" aria-label="Wat wil je hier?" className="flex flex-wrap gap-2">
						{(
							[
								['phone', 'Telefonische afspraak'],
								['block', 'Tijd blokkeren'],
							] as const
						).map(([choice, label]) => (
							<button
								key={choice}
								type="button"
								aria-pressed={what === choice}
								onClick={() => setWhat(choice)}
								className={`${CHOICE} ${what === choice ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-700'}`}
							>
								{label}
							</button>
						))}
					</div>
					{what === 'phone' ? (
						<PhoneForm salonId={salonId} treatments={treatments} chosen={chosen} />
					) : (
						<BlockForm salonId={salonId} chosen={chosen} />
					)}
				</div>
			) : null}
		</FormDialog>
	)
}
