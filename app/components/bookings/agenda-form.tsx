import { useActionData } from 'react-router'
import { failureIn, formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'

/** The fields every Agenda form posts: which form, and which salon. */
export function AgendaFormFields({ intent, salonId }: { intent: string; salonId: number }) {
	return (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="salonId" value={salonId} />
		</>
	)
}

/** The refusal of this form by its intent, when `mine` says the posted values are this form's: the message, each field's and what was posted. */
function useFailureWhere(intent: string, mine: (values: ActionFailure['values']) => boolean) {
	const failure = failureIn(useActionData<ActionFailure | undefined>(), intent)
	const own = failure && mine(failure.values) ? failure : undefined
	return {
		message: formMessage(own),
		error: (name: string) => own?.fields?.[name],
		value: (name: string, otherwise?: string | number) => postedValue(own?.values, name) ?? otherwise,
		posted: Boolean(own),
	}
}

/**
 * The refusal of this form (by its intent; a treatment's form also by the treatment it edits, '' for a
 * new one): its message above the fields, the message per field, and what was posted, to fill in again.
 */
export function useAgendaFailure(intent: string, treatmentId?: string) {
	return useFailureWhere(intent, (values) => treatmentId === undefined || (postedValue(values, 'treatmentId') ?? '') === treatmentId)
}

/** The same for a form of one waiting-list entry: the posted `entryId` tells them apart. */
export function useEntryFailure(intent: string, entryId: string) {
	return useFailureWhere(intent, (values) => postedValue(values, 'entryId') === entryId)
}

/** The same for a form that is both on the page and in the grid's dialog: the posted `place` tells them apart ('' on the page). */
export function usePlacedFailure(intent: string, place: string) {
	return useFailureWhere(intent, (values) => (postedValue(values, 'place') ?? '') === place)
}

export const SECTION = 'space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm'
export const SELECT = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm'
