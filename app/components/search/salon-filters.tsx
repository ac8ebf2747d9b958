import { Form } from 'react-router'
import { NEW_CLIENTS_PARAM, ONLINE_BOOKING_PARAM, type SalonFilters } from '~/lib/search/search-params'

/** A filter's checkbox: applied at once with JavaScript, with the button without. */
function FilterCheckbox({ name, label, checked }: { name: string; label: string; checked: boolean }) {
	return (
		<label className="flex items-center gap-2 text-sm font-medium text-slate-800">
			<input
				type="checkbox"
				name={name}
				value="1"
				defaultChecked={checked}
				onChange={(event) => event.currentTarget.form?.requestSubmit()}
				className="size-4"
			/>
			{label}
		</label>
	)
}

/** The checkboxes "Neemt nieuwe klanten aan" and "Online te boeken", inside a search form. */
export function FilterCheckboxes({ filters }: { filters: SalonFilters }) {
	return (
		<>
			<FilterCheckbox name={NEW_CLIENTS_PARAM} label="Neemt nieuwe klanten aan" checked={filters.newClients} />
			<FilterCheckbox name={ONLINE_BOOKING_PARAM} label="Online te boeken" checked={filters.onlineBooking} />
		</>
	)
}

/** The filters as a form of their own (city pages): a GET to the same page, so it works without JavaScript. */
export function SalonFiltersForm({ filters, action }: { filters: SalonFilters; action: string }) {
	return (
		<Form method="get" action={action} className="flex flex-wrap items-center gap-x-5 gap-y-3" aria-label="Filter">
			<FilterCheckboxes filters={filters} />
			<noscript>
				<button type="submit" className="rounded-md border border-slate-300 px-3 py-1 text-sm">
					Filter toepassen
				</button>
			</noscript>
		</Form>
	)
}
