import { Form, useNavigation } from 'react-router'
import { TrapField } from './trap-field'
import { Button } from '~/components/ui/button'
import { FormError, TextAreaField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { failureIn, formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'
import { reportSchema } from '~/lib/reviews/schema'

/** 'Meld deze beoordeling': the reason, and nothing else (anonymous reports are welcome). */
export function ReportForm({ result }: { result: ActionFailure | undefined }) {
	const busy = useNavigation().state === 'submitting'
	const failure = failureIn(result)
	const { errors, onSubmit, onChange } = useSchemaValidation(reportSchema, failure?.fields)
	const message = formMessage(failure)
	return (
		<Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
			<FormError message={message} />
			<TextAreaField
				label="Reden van je bezwaar"
				name="reason"
				rows={5}
				defaultValue={postedValue(failure?.values, 'reason')}
				error={errors.reason}
				hint="Bijvoorbeeld: beledigend, geen echte klant, persoonlijke gegevens of reclame."
			/>
			<TrapField />
			<Button type="submit" disabled={busy}>
				Bezwaar versturen
			</Button>
		</Form>
	)
}
