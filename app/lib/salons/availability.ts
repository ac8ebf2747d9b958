import { countLabel } from '../common/dutch-number'

/** Does the salon take new clients: yes, no, or on a waiting list. */
export const ACCEPTS_NEW_CLIENTS = ['ja', 'nee', 'wachtlijst'] as const
export type AcceptsNewClients = (typeof ACCEPTS_NEW_CLIENTS)[number]

/** A statement older than this is shown as unknown, and no longer counts for the filter. */
export const AVAILABILITY_FRESH_DAYS = 60
export const MAX_WAITING_WEEKS = 52

export const ACCEPTS_LABELS: Record<AcceptsNewClients, string> = {
	ja: 'Ja, we nemen nieuwe klanten aan',
	wachtlijst: 'Wachtlijst: nieuwe klanten komen op een wachtlijst',
	nee: 'Nee, we hebben een klantenstop',
}

export type Availability = {
	accepts_new_clients: AcceptsNewClients | null
	waiting_weeks: number | null
	availability_updated_at: Date | string | null
}

const DAY_MS = 24 * 60 * 60 * 1000
const daysSince = (date: Date | string, now: Date) => Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS)

/** 'vandaag', 'gisteren', '3 dagen geleden', '2 weken geleden'. */
export function updatedAgo(date: Date | string, now: Date): string {
	const days = Math.max(0, daysSince(date, now))
	if (days === 0) return 'vandaag'
	if (days === 1) return 'gisteren'
	if (days < 14) return `${days} dagen geleden`
	return `${Math.floor(days / 7)} weken geleden`
}

/** Whether the statement is recent enough to show (and to count for the filter). */
export function isFresh(availability: Availability, now: Date): boolean {
	const updated = availability.availability_updated_at
	return Boolean(availability.accepts_new_clients && updated && daysSince(updated, now) < AVAILABILITY_FRESH_DAYS)
}

/** 'geen wachttijd', 'wachttijd ± 2 weken'; undefined when the owner gave none. */
export const waitingText = (weeks: number | null) =>
	weeks === null ? undefined : weeks === 0 ? 'geen wachttijd' : `wachttijd ± ${countLabel(weeks, 'week', 'weken')}`
const waiting = (weeks: number | null) => (weeks === null ? [] : [waitingText(weeks)!])

/**
 * The line on salon pages and cards: 'Neemt nieuwe klanten aan · wachttijd ± 2 weken · bijgewerkt 3
 * dagen geleden'; undefined when the owner said nothing, or not within 60 days.
 */
export function availabilityLine(availability: Availability, now: Date): string | undefined {
	if (!isFresh(availability, now)) return undefined
	const updated = `bijgewerkt ${updatedAgo(availability.availability_updated_at!, now)}`
	const parts = {
		ja: ['Neemt nieuwe klanten aan', ...waiting(availability.waiting_weeks)],
		wachtlijst: ['Wachtlijst voor nieuwe klanten', ...waiting(availability.waiting_weeks)],
		nee: ['Neemt geen nieuwe klanten aan'],
	}[availability.accepts_new_clients!]
	return [...parts, updated].join(' · ')
}
