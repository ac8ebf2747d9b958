import { useId } from 'react'
import { Form } from 'react-router'
import { WEIGHT_CLASS_NAMES, WEIGHT_CLASS_RANGES, WEIGHT_CLASSES, type WeightClass } from '~/lib/bookings/pricing'
import { FIRST_FREE_PARAM, NEW_CLIENTS_PARAM, ONLINE_BOOKING_PARAM, type SalonFilters } from '~/lib/search/search-params'

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

/** 'Volgorde': the list's own, or 'Eerst vrij' for a dog of a weight class (bookable salons first); applied at once with JavaScript. */
function FirstFreeSelect({ value }: { value?: WeightClass }) {
	const id = useId()
	return (
		<div className="flex w-full min-w-0 items-center gap-2 sm:w-auto">
			<label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-800">
				Volgorde
			</label>
			<select
				id={id}
				name={FIRST_FREE_PARAM}
				defaultValue={value ?? ''}
				onChange={(event) => event.currentTarget.form?.requestSubmit()}
				className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
			>
				<option value="">Standaard</option>
				{WEIGHT_CLASSES.map((weightClass) => (
					<option key={weightClass} value={weightClass}>
						Eerst vrij, {WEIGHT_CLASS_NAMES[weightClass].toLowerCase()} ({WEIGHT_CLASS_RANGES[weightClass]})
					</option>
				))}
			</select>
		</div>
	)
}

/** The checkboxes "Neemt nieuwe klanten aan" and "Online te boeken" and the order 'Eerst vrij', inside a search form. */
export function FilterCheckboxes({ filters }: { filters: SalonFilters }) {
	return (
		<>
			<FilterCheckbox name={NEW_CLIENTS_PARAM} label="Neemt nieuwe klanten aan" checked={filters.newClients} />
			<FilterCheckbox name={ONLINE_BOOKING_PARAM} label="Online te boeken" checked={filters.onlineBooking} />
			<FirstFreeSelect value={filters.firstFree} />
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
