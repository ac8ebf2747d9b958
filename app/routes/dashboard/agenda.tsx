import type { Route } from './+types/agenda'
import { AgendaPage } from '~/components/bookings/agenda-page'
import { requireUser } from '~/edge/guards.server'
import { actAndReturn, POLICY_REFUSALS } from '~/edge/act.server'
import { failure, handleAction, handleLoader } from '~/edge/errors.server'
import { parseForm, peekField, readForm } from '~/edge/forms.server'
import * as schemas from '~/lib/bookings/agenda-schema'
import { calendarFeedPath, paths } from '~/lib/common/paths'
import { overrideSaved } from '~/lib/bookings/agenda'
import { UNKNOWN_ACTION } from '~/lib/common/forms'
import {
	approveAppointment,
	cancelAppointmentAsOwner,
	declineAppointment,
	markNoShow,
	removeBlock,
} from '~/server/bookings/agenda-appointments.server'
import { addWeeklyBreak, deleteWeeklyBreak } from '~/server/bookings/agenda-breaks.server'
import { deleteDateOverride, saveDateOverride } from '~/server/bookings/agenda-hours.server'
import { ownerAgenda } from '~/server/bookings/agenda-read.server'
import { ownerWaitingList } from '~/server/bookings/waiting-list.server'
import { renewCalendarToken, saveBookingSettings } from '~/server/bookings/agenda-settings.server'
import { addBlock, addPhoneAppointment } from '~/server/bookings/agenda-times.server'
import { retireTreatment, saveTreatment } from '~/server/bookings/agenda-treatments.server'
import { saveOpeningHours } from '~/server/salons/owner-edit.server'
import { openingHoursEditorSchema } from '~/lib/salons/opening-hours-schema'
import type { Actor } from '~/server/accounts/actor.server'
import { config } from '~/server/platform/config.server'
import { AppError, invalid } from '~/server/platform/errors.server'
import { redirectWithToast, type NewToast } from '~/edge/toast.server'

const agendaOf = (salonId: string | null) =>
	salonId && /^[1-9]\d{0,9}$/.test(salonId) ? `${paths.dashboardAgenda}?salon=${salonId}` : paths.dashboardAgenda

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const asked = new URL(request.url).searchParams.get('salon')
	const found = await handleLoader(() => ownerAgenda(actor, asked && /^[1-9]\d{0,9}$/.test(asked) ? Number(asked) : null))
	// Without salons the dashboard says so itself.
	if (!found) return { agenda: null, shownAt: 0, feedUrl: null, waitingList: [] }
	const { calendarToken, ...agenda } = found
	return {
		agenda,
		shownAt: Date.now(),
		feedUrl: calendarToken ? `${config().SITE_URL}${calendarFeedPath(calendarToken)}` : null,
		waitingList: await ownerWaitingList(actor, { salonId: agenda.salon.id }),
	}
}

/**
 * `inPlace`: a form with fields, which answers a refusal next to its fields and keeps what was typed; buttons go back with a toast.
 * `done` is what the owner reads after it, or made from what `run` answered.
 */
type Intent = {
	run: (actor: Actor, request: Request) => Promise<unknown>
	done: NewToast | ((result: unknown) => NewToast)
	inPlace?: true
}

/** An intent whose toast is made from what its run answered. */
function toastFrom<T>(run: (actor: Actor, request: Request) => Promise<T>, done: (result: T) => NewToast): Pick<Intent, 'run' | 'done'> {
	return { run, done: (result) => done(result as T) }
}

const toastOfDone = (intent: Intent, result: unknown) => (typeof intent.done === 'function' ? intent.done(result) : intent.done)

/** Each form of the page: its schema (shared with the form) and verb, and what the owner reads after it. */
const INTENTS: Record<string, Intent> = {
	settings: {
		inPlace: true,
		run: async (actor, request) => saveBookingSettings(actor, await parseForm(request, schemas.bookingSettingsSchema)),
		done: { title: 'Instellingen opgeslagen', description: 'Je regels voor online afspraken zijn bijgewerkt.' },
	},
	treatment: {
		inPlace: true,
		...toastFrom(
			async (actor, request) => {
				const input = await parseForm(request, schemas.treatmentSchema)
				await saveTreatment(actor, input)
				return input.treatmentId !== undefined
			},
			(edited) => ({
				title: 'Behandeling opgeslagen',
				description: edited
					? 'Hondeneigenaren zien de nieuwe prijs en duur bij hun volgende afspraak.'
					: 'Hondeneigenaren kunnen deze behandeling nu kiezen; nieuwe afspraken krijgen deze prijs en duur.',
			}),
		),
	},
	retireTreatment: {
		run: async (actor, request) => retireTreatment(actor, await parseForm(request, schemas.treatmentRefSchema)),
		done: { title: 'Behandeling verwijderd', description: 'Gemaakte afspraken houden hun behandeling en prijs.' },
	},
	override: {
		inPlace: true,
		...toastFrom(
			async (actor, request) => {
				const input = await parseForm(request, schemas.dateOverrideSchema)
				await saveDateOverride(actor, input)
				return input
			},
			(input) => ({ title: 'Uitzondering opgeslagen', description: overrideSaved(input.date, input.ranges) }),
		),
	},
	deleteOverride: {
		run: async (actor, request) => deleteDateOverride(actor, await parseForm(request, schemas.dateOverrideRefSchema)),
		done: { title: 'Uitzondering verwijderd', description: 'Op die datum gelden weer je gewone openingstijden.' },
	},
	hours: {
		run: async (actor, request) => saveOpeningHours(actor, await parseForm(request, openingHoursEditorSchema)),
		done: { title: 'Openingstijden opgeslagen', description: 'Online te boeken zijn je nieuwe openingstijden, zonder je pauzes.' },
	},
	weeklyBreak: {
		inPlace: true,
		run: async (actor, request) => addWeeklyBreak(actor, await parseForm(request, schemas.weeklyBreakSchema)),
		done: { title: 'Pauze toegevoegd', description: 'Deze tijd wordt elke week niet meer online aangeboden.' },
	},
	deleteWeeklyBreak: {
		run: async (actor, request) => deleteWeeklyBreak(actor, await parseForm(request, schemas.weeklyBreakRefSchema)),
		done: { title: 'Pauze verwijderd', description: 'Deze tijd is weer online te boeken.' },
	},
	block: {
		inPlace: true,
		run: async (actor, request) => addBlock(actor, await parseForm(request, schemas.blockSchema)),
		done: { title: 'Tijd geblokkeerd', description: 'Deze tijd wordt niet meer online aangeboden.' },
	},
	removeBlock: {
		run: async (actor, request) => removeBlock(actor, await parseForm(request, schemas.appointmentRefSchema)),
		done: { title: 'Blokkade verwijderd', description: 'Deze tijd is weer vrij.' },
	},
	phone: {
		inPlace: true,
		run: async (actor, request) => addPhoneAppointment(actor, await parseForm(request, schemas.phoneAppointmentSchema)),
		done: { title: 'Afspraak toegevoegd', description: 'De telefonische afspraak staat in je agenda.' },
	},
	approve: {
		run: async (actor, request) => approveAppointment(actor, await parseForm(request, schemas.appointmentRefSchema)),
		done: { title: 'Afspraak goedgekeurd', description: 'De hondeneigenaar krijgt een bevestiging per e-mail.' },
	},
	decline: {
		run: async (actor, request) => declineAppointment(actor, await parseForm(request, schemas.cancelAppointmentSchema)),
		done: { title: 'Afspraak afgewezen', description: 'De hondeneigenaar krijgt je reden per e-mail; de tijd is weer vrij.' },
	},
	cancel: {
		run: async (actor, request) => cancelAppointmentAsOwner(actor, await parseForm(request, schemas.cancelAppointmentSchema)),
		done: { title: 'Afspraak geannuleerd', description: 'De tijd is weer vrij; een online klant krijgt je reden per e-mail.' },
	},
	noShow: {
		run: async (actor, request) => markNoShow(actor, await parseForm(request, schemas.appointmentRefSchema)),
		done: { title: 'Gemarkeerd als niet gekomen', description: 'Dit telt mee in je statistieken.' },
	},
	calendar: toastFrom(
		async (actor, request) => renewCalendarToken(actor, await parseForm(request, schemas.salonRefSchema)),
		({ replaced }) => ({
			title: 'Agendalink gemaakt',
			description: replaced ? 'Een eerdere link werkt niet meer.' : 'Abonneer je agenda-app op deze link.',
		}),
	),
}

/** Every form of the Agenda; each verb checks that the salon is the owner's own. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const [intent, salonId] = await Promise.all([peekField(request, 'intent'), peekField(request, 'salonId')])
	const chosen = intent && Object.hasOwn(INTENTS, intent) ? INTENTS[intent] : undefined
	if (chosen?.inPlace) {
		const values = await readForm(request.clone())
		return handleAction(
			async () => {
				const result = await chosen.run(actor, request).catch((error: unknown) => {
					// Not the owner's salon: the 403 or 404 page, as for the buttons.
					throw error instanceof AppError && POLICY_REFUSALS.has(error.code) ? failure(error) : error
				})
				return redirectWithToast(agendaOf(salonId), toastOfDone(chosen, result))
			},
			{ intent: intent!, values },
		)
	}
	return actAndReturn(
		agendaOf(salonId),
		(reason) => ({ title: 'Niet gelukt', description: reason, variant: 'destructive' }),
		async () => {
			if (!chosen) throw invalid(UNKNOWN_ACTION)
			return toastOfDone(chosen, await chosen.run(actor, request))
		},
		{ policyInPlace: true },
	)
}

/** The 'Agenda' tab: online booking's rules, treatments, date overrides, blocks, the coming two weeks and the calendar link. */
export default function DashboardAgenda({ loaderData }: Route.ComponentProps) {
	const { agenda, feedUrl, shownAt } = loaderData
	return agenda ? <AgendaPage agenda={agenda} feedUrl={feedUrl} shownAt={shownAt} /> : null
}
