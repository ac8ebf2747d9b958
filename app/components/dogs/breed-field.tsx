import { useId, type ComponentProps } from 'react'
import { TextField } from '~/components/ui/field'
import { COMMON_BREEDS } from '~/lib/dogs/dogs'

/** 'Ras': free text with the common breeds as suggestions, wherever a form asks for a dog. */
export function BreedField({ error, ...input }: { error?: string } & Omit<ComponentProps<'input'>, 'list'>) {
	const breeds = useId()
	return (
		<>
			<TextField
				label="Ras"
				name="breed"
				list={breeds}
				maxLength={60}
				autoComplete="off"
				error={error}
				hint="Kies een ras uit de lijst of typ het zelf, bijvoorbeeld 'kruising'."
				{...input}
			/>
			<datalist id={breeds}>
				{COMMON_BREEDS.map((breed) => (
					<option key={breed} value={breed} />
				))}
			</datalist>
		</>
	)
}
