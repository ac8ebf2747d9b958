import { Form } from 'react-router'
import { NEW_CLIENTS_PARAM } from '~/lib/search/search-params'

/** The checkbox "Neemt nieuwe klanten aan": applied at once with JavaScript, with the button without. */
export function NewClientsCheckbox({ checked }: { checked: boolean }) {
	return (
		<label className="flex items-center gap-2 text-sm font-medium text-slate-800">
			<input
				type="checkbox"
				name={NEW_CLIENTS_PARAM}
				value="1"
				defaultChecked={checked}
				onChange={(event) => event.currentTarget.form?.requestSubmit()}
				className="size-4"
			/>
			Neemt nieuwe klanten aan
		</label>
	)
}

/** The filter as a form of its own (city pages): a GET to the same page, so it works without JavaScript. */
export function NewClientsFilter({ checked, action }: { checked: boolean; action: string }) {
	return (
		<Form method="get" action={action} className="flex flex-wrap items-center gap-3" aria-label="Filter">
			<NewClientsCheckbox checked={checked} />
			<noscript>
				<button type="submit" className="rounded-md border border-slate-300 px-3 py-1 text-sm">
					Filter toepassen
				</button>
			</noscript>
		</Form>
	)
}
