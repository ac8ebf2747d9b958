import { Form } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { ProofOfWork } from '~/components/ui/proof-of-work'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import type { PhoneCodeStep } from '~/lib/accounts/auth-form'
import { formMessage, type ActionFailure } from '~/lib/common/forms'
import { phoneCodeSchema, phoneResetSchema } from '~/lib/accounts/auth-schema'
import { NewPasswordFields } from './new-password-fields'
import { useAuthForm } from './use-auth-form'

/**
 * The step after a code went out by SMS: the six digits (and for a reset the new password twice),
 * posted with the number they were sent to and the request key only this browser got.
 */
export function PhoneCodeForm({ step, notice }: { step: PhoneCodeStep; notice?: string }) {
	const intent = step.purpose === 'sign-up' ? 'phone-code' : 'phone-reset'
	const { failure, pending } = useAuthForm(intent)
	const schema = step.purpose === 'sign-up' ? phoneCodeSchema : phoneResetSchema
	const { errors, onSubmit } = useSchemaValidation(schema, failure?.fields)
	const message = formMessage(failure)
	return (
		<div>
			<Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
				{notice ? <Alert tone="success">{notice}</Alert> : null}
				{message ? <Alert tone="error">{message}</Alert> : null}
				<input type="hidden" name="phone" value={step.phone} />
				<input type="hidden" name="request" value={step.request} />
				<SmsCodeField error={errors.code} />
				{step.purpose === 'reset' ? (
					<NewPasswordFields label="Nieuw wachtwoord" confirmLabel="Bevestig nieuw wachtwoord" errors={errors} />
				) : null}
				<Button type="submit" name="intent" value={intent} className="w-full" disabled={pending(intent)}>
					{pending(intent) ? 'Bezig...' : step.purpose === 'sign-up' ? 'Bevestigen' : 'Wachtwoord opslaan'}
				</Button>
			</Form>
			<ResendCodeForm intent={intent} phone={step.phone} request={step.request} failure={failure} />
		</div>
	)
}

type ResendProps = { intent: string; phone: string; request: string; action?: string; failure?: ActionFailure }

/**
 * 'Geen sms ontvangen? Vraag een nieuwe code aan': the code step's number and request key posted with
 * `resend`, for a new code under the same rules as the first (the server answers the code step
 * again). The code step follows an answer, so its proof of work starts at once, and again after
 * each answer (a new request key, or a refusal).
 */
export function ResendCodeForm({ intent, phone, request, action, failure }: ResendProps) {
	return (
		<Form method="post" action={action} className="mt-4 text-sm text-slate-700">
			<input type="hidden" name="phone" value={phone} />
			<input type="hidden" name="request" value={request} />
			<input type="hidden" name="intent" value={intent} />
			Geen sms ontvangen?{' '}
			<button type="submit" name="resend" value="1" className="font-medium text-brand-700 underline">
				Vraag een nieuwe code aan
			</button>
			<ProofOfWork round={failure ?? request} />
		</Form>
	)
}

/** The six digits from the text message; phones offer the code they just received. */
export function SmsCodeField({ error }: { error?: string }) {
	return (
		<TextField
			label="Code uit de sms"
			name="code"
			inputMode="numeric"
			autoComplete="one-time-code"
			pattern="[0-9]{6}"
			maxLength={6}
			required
			hint="6 cijfers, 10 minuten geldig."
			error={error}
		/>
	)
}
