import { BreedField } from '~/components/dogs/breed-field'
import { TextField } from '~/components/ui/field'

/**
 * A dog's name, breed and weight, as every form that asks for a dog has them (the saved-dog picker
 * fills them by these names); the form adds its coat field and what else it asks.
 */
export function DogNameBreedWeight({
	value,
	errors,
	weightHint,
}: {
	value: (name: string) => string | undefined
	errors: Partial<Record<string, string>>
	weightHint: string
}) {
	return (
		<>
			<TextField label="Naam van je hond" name="dogName" maxLength={50} defaultValue={value('dogName')} error={errors.dogName} />
			<BreedField defaultValue={value('breed')} error={errors.breed} />
			<TextField label="Gewicht" name="weight" inputMode="decimal" defaultValue={value('weight')} error={errors.weight} hint={weightHint} />
		</>
	)
}
