import { useState } from 'react'
import { Form } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { ProofOfWork } from '~/components/ui/proof-of-work'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { identifierField } from '~/lib/accounts/auth-form'
import { UNVERIFIED_MESSAGE } from '~/lib/accounts/auth-messages'
import { formMessage, postedValue } from '~/lib/common/forms'
import { forgotSchema, loginSchema } from '~/lib/accounts/auth-schema'
import { MailSent, ResendVerification } from './mail-sent'
import { PhoneCodeForm } from './phone-code-form'
import { phoneCodeStep, useAuthForm } from './use-auth-form'

/** Log in with an e-mail address or number, ask for a new verification link when the address is unverified, or start a password reset (by mail or SMS). */
export function LoginForm({ redirectTo, phoneSignIn }: { redirectTo: string | null; phoneSignIn: boolean }) {
	const { sent, failure, pending } = useAuthForm('login', 'forgot', 'resend', 'phone-reset')
	const [email, setEmail] = useState(postedValue(failure?.values, 'email') ?? '')
	const login = useSchemaValidation(loginSchema, failure?.intent === 'login' ? failure.fields : undefined)
	const forgot = useSchemaValidation(forgotSchema, failure?.intent === 'forgot' ? failure.fields : undefined)

	const codeStep = phoneCodeStep(sent, failure, 'phone-reset')
	if (codeStep) return <PhoneCodeForm step={codeStep} notice={sent?.notice} />
	if (sent) {
		const title = sent.intent === 'forgot' ? 'Wachtwoord reset email verzonden' : 'Bevestigingsmail verzonden'
		return <MailSent title={title} notice={sent.notice} />
	}
	const message = formMessage(failure)
	// A login refused because the address is not verified yet offers a new link to the address typed.
	const unverified = message === UNVERIFIED_MESSAGE ? postedValue(failure?.values, 'email') : undefined
	return (
		<div className="space-y-4">
			{message ? <Alert tone="error">{message}</Alert> : null}
			{unverified ? <ResendVerification email={unverified} pending={pending('resend')} /> : null}
			<Form method="post" noValidate onSubmit={login.onSubmit} className="space-y-4">
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<TextField
					{...identifierField(phoneSignIn)}
					value={email}
					onChange={(event) => setEmail(event.target.value)}
					error={login.errors.email ?? forgot.errors.email}
				/>
				<TextField
					label="Wachtwoord"
					name="password"
					type="password"
					autoComplete="current-password"
					required
					error={login.errors.password}
				/>
				<Button type="submit" name="intent" value="login" className="w-full" disabled={pending('login')}>
					{pending('login') ? 'Bezig met inloggen...' : 'Inloggen'}
				</Button>
			</Form>
			<Form method="post" noValidate onSubmit={forgot.onSubmit}>
				<input type="hidden" name="email" value={email} />
				{/* A reset by number sends a text, which past a few from one client needs a proof of work: it
				    is solved after a refusal (at once), never for a log-in. */}
				{phoneSignIn && failure?.intent === 'forgot' ? <ProofOfWork round={failure} /> : null}
				{/* Spec: enabled only when an e-mail address or number is typed. */}
				<Button type="submit" name="intent" value="forgot" variant="ghost" className="w-full" disabled={!email.trim() || pending('forgot')}>
					{pending('forgot') ? 'Bezig...' : 'Wachtwoord vergeten?'}
				</Button>
			</Form>
		</div>
	)
}
