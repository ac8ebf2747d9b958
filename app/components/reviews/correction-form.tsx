import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import { TrapField } from './trap-field'
import { Button } from '~/components/ui/button'
import { CONTROL, FormError, TextAreaField, TextField } from '~/components/ui/field'
import { ProofOfWork } from '~/components/ui/proof-of-work'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { failureIn, formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'
import { CORRECTION_KINDS, CORRECTION_LABELS } from '~/lib/reviews/reviews'
import { correctionSchema } from '~/lib/reviews/schema'

/**
 * 'Fout melden': what is wrong, a note and, for an answer, an optional e-mail address. The browser
 * solves a proof of work while the person fills it in (the server needs it from anyone but a
 * confirmed account).
 */
export function CorrectionForm({ result }: { result: ActionFailure | undefined }) {
	const busy = useNavigation().state === 'submitting'
	const failure = failureIn(result)
	const { errors, onSubmit, onChange } = useSchemaValidation(correctionSchema, failure?.fields)
	const value = (name: string) => postedValue(failure?.values, name)
	const kindId = useId()
	const message = formMessage(failure)
	return (
		<Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
			<FormError message={message} />
			<div>
				<label htmlFor={kindId} className="mb-1 block text-sm font-medium text-slate-800">
					Wat klopt er niet?
				</label>
				<select
					id={kindId}
					name="kind"
					className={CONTROL}
					defaultValue={value('kind') ?? ''}
					aria-invalid={errors.kind ? true : undefined}
				>
					<option value="" disabled>
						Kies wat er niet klopt
					</option>
					{CORRECTION_KINDS.map((kind) => (
						<option key={kind} value={kind}>
							{CORRECTION_LABELS[kind]}
						</option>
					))}
				</select>
				{errors.kind ? (
					<p className="mt-1 text-sm text-red-700" role="alert">
						{errors.kind}
					</p>
				) : null}
			</div>
			<TextAreaField
				label="Toelichting"
				name="note"
				rows={5}
				defaultValue={value('note')}
				error={errors.note}
				hint="Wat is er veranderd of wat is het juiste gegeven?"
			/>
			<TextField
				label="E-mailadres (niet verplicht)"
				name="email"
				type="email"
				autoComplete="email"
				defaultValue={value('email')}
				error={errors.email}
				hint="Alleen als je een antwoord wilt; we delen het met niemand."
			/>
			<TrapField />
			<ProofOfWork round={result} />
			<Button type="submit" disabled={busy}>
				Correctie versturen
			</Button>
		</Form>
	)
}
