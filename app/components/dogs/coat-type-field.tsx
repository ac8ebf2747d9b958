import { useId } from 'react'
import { CONTROL, FieldShell } from '~/components/ui/field'
import { COAT_TYPE_LABELS, COAT_TYPES } from '~/lib/dogs/coats'

/** 'Vachttype': the coat types a price and a saved dog know, wherever a form asks for a dog's coat. */
export function CoatTypeField({ defaultValue, error }: { defaultValue?: string; error?: string }) {
	const id = useId()
	return (
		<FieldShell id={id} label="Vachttype" error={error} className="">
			<select
				id={id}
				name="coat"
				defaultValue={defaultValue ?? ''}
				className={CONTROL}
				aria-invalid={error ? true : undefined}
				aria-describedby={error ? `${id}-error` : undefined}
			>
				<option value="">Kies de vacht</option>
				{COAT_TYPES.map((coat) => (
					<option key={coat} value={coat}>
						{COAT_TYPE_LABELS[coat]}
					</option>
				))}
			</select>
		</FieldShell>
	)
}
