import { actAndReturn, POLICY_REFUSALS } from '~/edge/act.server'
import { failure, handleAction, handleLoader } from '~/edge/errors.server'
import { parseForm, peekField, readForm } from '~/edge/forms.server'
import * as schemas from '~/lib/bookings/agenda-schema'
import { agendaPath } from '~/lib/common/paths'
import { shownWeek } from '~/lib/bookings/agenda-week'
import { amsterdamDate } from '~/lib/bookings/free-times'
import { UNKNOWN_ACTION } from '~/lib/common/forms'
import {
	approveAppointment,
	cancelAppointmentAsOwner,
	declineAppointment,
	markNoShow,
	removeBlock,
} from '~/server/bookings/agenda-appointments.server'
import { addWeeklyBreak, deleteWeeklyBreak } from '~/server/bookings/agenda-breaks.server'
import { bookNextAppointments, planNextAppointments } from '~/server/bookings/agenda-next.server'
import { deleteDateOverride, saveDateOverride } from '~/server/bookings/agenda-hours.server'
import { ownerAgendaRules } from '~/server/bookings/agenda-read.server'
import { renewCalendarToken, saveBookingSettings } from '~/server/bookings/agenda-settings.server'
import { addBlock, addPhoneAppointment } from '~/server/bookings/agenda-times.server'
import { retireTreatment, saveTreatment } from '~/server/bookings/agenda-treatments.server'
import { saveOpeningHours } from '~/server/salons/owner-edit.server'
import { offerTimeToEntry } from '~/server/bookings/offers.server'
import { offerToEntrySchema } from '~/lib/bookings/waiting-list'
import { openingHoursEditorSchema } from '~/lib/salons/opening-hours-schema'
import { overrideSaved } from '~/lib/bookings/agenda'
import type { Actor } from '~/server/accounts/actor.server'
import { AppError, invalid } from '~/server/platform/errors.server'
import { redirectWithToast, type NewToast } from '~/edge/toast.server'

const SALON_ID = /^[1-9]\d{0,9}$/

/** The salon a page of the Agenda asks for (`?salon=<id>`), or null for the owner's first. */
export function askedSalon(request: Request): number | null {
	const asked = new URL(request.url).searchParams.get('salon')
	return asked && SALON_ID.test(asked) ? Number(asked) : null
}

/** The Monday of the week a page asks for (`?week=`, any day of it), or null for this week. */
export function askedWeek(request: Request): string | null {
	const week = new URL(request.url).searchParams.get('week')
	return week ? shownWeek(week, amsterdamDate(new Date())) : null
}

/** The page a form was on, with its salon and week: a save comes back where the owner was. */
function backTo(page: string, request: Request, salonId: string | null) {
	return salonId && SALON_ID.test(salonId) ? agendaPath(Number(salonId), page, askedWeek(request) ?? undefined) : page
}

/** The rules, treatments and dates of the salon a page of the Agenda asks for (null without salons: the dashboard says so itself). */
export function agendaRulesOf(actor: Actor, request: Request) {
	return handleLoader(() => ownerAgendaRules(actor, askedSalon(request)))
}

/**
 * `inPlace`: a form with fields, which answers a refusal next to its fields and keeps what was typed; buttons go back with a toast.
 * `done` is what the owner reads after it, or made from what `run` answered; `answers` instead: the form stays, and shows what
 * `run` answered (`{ ok, intent, place, result }`, `place` telling a form in the grid's dialog from the same one on the page).
 */
type Intent = {
	run: (actor: Actor, request: Request) => Promise<unknown>
	inPlace?: true
} & ({ done: NewToast | ((result: unknown) => NewToast); answers?: never } | { answers: true; inPlace: true; done?: never })
type Done = Extract<Intent, { done: unknown }>

/** An intent whose toast is made from what its run answered. */
function toastFrom<T>(run: (actor: Actor, request: Request) => Promise<T>, done: (result: T) => NewToast): Pick<Done, 'run' | 'done'> {
	return { run, done: (result) => done(result as T) }
}

const toastOfDone = (intent: Done, result: unknown) => (typeof intent.done === 'function' ? intent.done(result) : intent.done)

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
	offerToEntry: {
		inPlace: true,
		...toastFrom(
			async (actor, request) => offerTimeToEntry(actor, await parseForm(request, offerToEntrySchema)),
			(offered) => ({
				title: 'Tijd aangeboden',
				description: `${offered.when} is voor ${offered.dogName} vrijgehouden tot ${offered.deadline}.`,
			}),
		),
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
	cancel: toastFrom(
		async (actor, request) => cancelAppointmentAsOwner(actor, await parseForm(request, schemas.cancelAsOwnerSchema)),
		({ cancelled }) =>
			cancelled > 1
				? {
						title: `${cancelled} afspraken geannuleerd`,
						description: 'De tijden zijn weer vrij; de klant krijgt één e-mail met je reden en de data.',
					}
				: { title: 'Afspraak geannuleerd', description: 'De tijd is weer vrij; een online klant krijgt je reden per e-mail.' },
	),
	planNext: {
		inPlace: true,
		answers: true,
		run: async (actor, request) => planNextAppointments(actor, await parseForm(request, schemas.planNextSchema)),
	},
	bookNext: {
		inPlace: true,
		answers: true,
		run: async (actor, request) => bookNextAppointments(actor, await parseForm(request, schemas.bookNextSchema)),
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

/** Every form of the Agenda's pages, posted to the page it is on (`page`) by a signed-in account; each verb checks that the salon is the owner's own. */
export async function agendaAction(actor: Actor, request: Request, page: string) {
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
				if (chosen.answers) return { ok: true as const, intent: intent!, place: values.place ?? '', result }
				return redirectWithToast(backTo(page, request, salonId), toastOfDone(chosen, result))
			},
			{ intent: intent!, values },
		)
	}
	return actAndReturn(
		backTo(page, request, salonId),
		(reason) => ({ title: 'Niet gelukt', description: reason, variant: 'destructive' }),
		async () => {
			if (!chosen || chosen.answers) throw invalid(UNKNOWN_ACTION)
			return toastOfDone(chosen, await chosen.run(actor, request))
		},
		{ policyInPlace: true },
	)
}
