import { useId, useState } from 'react'
import { CONTROL, FieldShell } from '~/components/ui/field'
import { COAT_TYPES, type CoatType } from '~/lib/dogs/coats'
import { NO_RHYTHM_LABEL, RHYTHM_CHOICES, rhythmText, SUGGESTED_RHYTHM } from '~/lib/dogs/rhythm'

const coatOf = (value: string | undefined) => ((COAT_TYPES as readonly string[]).includes(value ?? '') ? (value as CoatType) : undefined)

/**
 * 'Ritme': every how many weeks the dog goes to the groomer, or 'Geen vast ritme'. The hint names what
 * the chosen coat suggests; for a new dog the suggestion is chosen as the coat is, until the owner picks
 * a rhythm of their own.
 */
export function RhythmField({
	coat,
	defaultValue,
	suggestWithCoat,
	error,
}: {
	coat: string | undefined
	defaultValue: string | undefined
	suggestWithCoat: boolean
	error?: string
}) {
	const id = useId()
	const known = coatOf(coat)
	const suggested = known ? SUGGESTED_RHYTHM[known] : undefined
	const [picked, setPicked] = useState<string | undefined>(defaultValue)
	const value = picked ?? (suggestWithCoat && suggested ? String(suggested) : '')
	const hint = suggested
		? `Voor deze vacht raden trimmers meestal ${rhythmText(suggested).toLowerCase()} aan. We mailen je een paar dagen voordat het weer tijd is.`
		: 'We mailen je een paar dagen voordat het weer tijd is voor de trimsalon.'
	const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<FieldShell id={id} label="Hoe vaak naar de trimsalon" hint={hint} error={error} className="">
			<select
				id={id}
				name="rhythmWeeks"
				value={value}
				onChange={(event) => setPicked(event.target.value)}
				className={CONTROL}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy}
			>
				<option value="">{NO_RHYTHM_LABEL}</option>
				{RHYTHM_CHOICES.map((weeks) => (
					<option key={weeks} value={weeks}>
						{rhythmText(weeks)}
					</option>
				))}
			</select>
		</FieldShell>
	)
}
