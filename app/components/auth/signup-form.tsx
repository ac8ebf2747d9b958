import { Form } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { ProofOfWork } from '~/components/ui/proof-of-work'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { identifierField } from '~/lib/accounts/auth-form'
import { formMessage, postedValue } from '~/lib/common/forms'
import { NAME_MAX, signupSchema } from '~/lib/accounts/auth-schema'
import { MailSent } from './mail-sent'
import { PhoneCodeForm } from './phone-code-form'
import { NewPasswordFields } from './new-password-fields'
import { phoneCodeStep, useAuthForm } from './use-auth-form'

/** Register with an e-mail address or a Dutch mobile number and a password; the optional names go to the profile. */
export function SignupForm({ phoneSignIn }: { phoneSignIn: boolean }) {
	const { sent, failure, pending } = useAuthForm('signup', 'resend', 'phone-code')
	const { errors, onSubmit } = useSchemaValidation(signupSchema, failure?.intent === 'signup' ? failure.fields : undefined)

	const codeStep = phoneCodeStep(sent, failure, 'phone-code')
	if (codeStep) return <PhoneCodeForm step={codeStep} notice={sent?.notice} />
	if (sent) {
		const title = sent.intent === 'signup' ? 'Bevestig je email' : 'Bevestigingsmail verzonden'
		return <MailSent title={title} notice={sent.notice} resendTo={sent.email} />
	}
	const message = formMessage(failure)
	return (
		<Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
			{message ? <Alert tone="error">{message}</Alert> : null}
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField
					label="Voornaam (niet verplicht)"
					name="firstName"
					autoComplete="given-name"
					maxLength={NAME_MAX}
					error={errors.firstName}
				/>
				<TextField
					label="Achternaam (niet verplicht)"
					name="lastName"
					autoComplete="family-name"
					maxLength={NAME_MAX}
					error={errors.lastName}
				/>
			</div>
			<TextField {...identifierField(phoneSignIn)} defaultValue={postedValue(failure?.values, 'email')} error={errors.email} />
			<NewPasswordFields label="Wachtwoord" confirmLabel="Bevestig wachtwoord" errors={errors} />
			{phoneSignIn ? <ProofOfWork round={failure} /> : null}
			<Button type="submit" name="intent" value="signup" className="w-full" disabled={pending('signup')}>
				{pending('signup') ? 'Account wordt aangemaakt...' : 'Account aanmaken'}
			</Button>
		</Form>
	)
}
