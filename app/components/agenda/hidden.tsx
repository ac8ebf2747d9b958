/** The fields every Agenda form posts: which form, and which salon. */
export function AgendaFormFields({ intent, salonId }: { intent: string; salonId: number }) {
	return (
		<>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="salonId" value={salonId} />
		</>
	)
}

export const SECTION = 'space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm'
export const SELECT = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm'
