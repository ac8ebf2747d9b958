import { SALON_FIELD_LABELS } from './salon-admin-schema'

const ACTIONS: Record<string, string> = {
	create: 'Toegevoegd',
	update: 'Bewerkt',
	delete: 'Verwijderd',
	'owner-change': 'Eigenaar gewijzigd',
	approve: 'Goedgekeurd',
	reject: 'Afgewezen',
	import: 'Geïmporteerd',
}

/** The Dutch name of an audit action. */
export function auditActionLabel(action: string): string {
	return ACTIONS[action] ?? action
}

const shown = (value: unknown) =>
	value === null || value === undefined || value === '' ? 'leeg' : Array.isArray(value) ? value.join(', ') || 'leeg' : String(value)

/** Each changed field as 'Telefoon: leeg → 020 123 4567', with the form's Dutch labels. */
export function auditChangeLines(changes: Record<string, [unknown, unknown]> | null): string[] {
	return Object.entries(changes ?? {}).map(([field, [before, after]]) => {
		const label = SALON_FIELD_LABELS[field as keyof typeof SALON_FIELD_LABELS] ?? field
		return `${label}: ${shown(before)} → ${shown(after)}`
	})
}

/** What deleting a listing takes with it, said before the admin confirms. */
export function deleteConsequences(salon: { claimCount: number; placementCount: number; owner_id: string | null }): string {
	const parts = [
		salon.claimCount ? `${salon.claimCount === 1 ? '1 claim wordt' : `${salon.claimCount} claims worden`} verwijderd.` : '',
		salon.placementCount
			? `${salon.placementCount === 1 ? '1 uitgelichte vermelding wordt' : `${salon.placementCount} uitgelichte vermeldingen worden`} beëindigd en verwijderd; een lopend abonnement wordt direct opgezegd, zonder terugbetaling van de lopende periode.`
			: '',
		salon.owner_id ? 'De eigenaar houdt zijn account maar verliest deze vermelding.' : '',
	].filter(Boolean)
	return parts.length ? parts.join(' ') : 'Er hangen geen claims, uitgelichte vermeldingen of eigenaar aan deze trimsalon.'
}
