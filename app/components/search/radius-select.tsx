import { useId } from 'react'
import { DEFAULT_RADIUS, RADIUS_OPTIONS } from '~/lib/search/search-params'

type Props = {
	defaultValue?: number
	/** Submit the form as soon as another radius is chosen (the directory); the map block waits for its button. */
	submitOnChange?: boolean
	/** Label beside the field instead of above it. */
	inline?: boolean
}

/** 'Straal': 5, 10, 20 or 50 km, default 10, sent as `radius`. */
export function RadiusSelect({ defaultValue = DEFAULT_RADIUS, submitOnChange = false, inline = false }: Props) {
	const id = useId()
	return (
		<div className={inline ? 'flex items-center gap-2' : undefined}>
			<label htmlFor={id} className={`text-sm font-medium text-slate-800 ${inline ? '' : 'mb-1 block'}`}>
				Straal
			</label>
			<select
				id={id}
				name="radius"
				defaultValue={String(defaultValue)}
				onChange={submitOnChange ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
				className="block rounded-lg border border-slate-300 bg-white px-3 py-2.5 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500"
			>
				{RADIUS_OPTIONS.map((radius) => (
					<option key={radius} value={String(radius)}>
						{radius} km
					</option>
				))}
			</select>
		</div>
	)
}
