import { Form, Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formMessage } from '~/lib/common/forms'
import { resetPasswordSchema } from '~/lib/accounts/auth-schema'
import { NewPasswordFields } from './new-password-fields'
import { useAuthForm } from './use-auth-form'
import { loginPath } from '~/lib/common/paths'

/** mode=reset-password: the link from the reset mail carries the token. */
export function ResetPasswordForm({ token }: { token: string | null }) {
	const { failure, pending } = useAuthForm('reset')
	const { errors, onSubmit } = useSchemaValidation(resetPasswordSchema, failure?.fields)
	// The token is a hidden field: its message is shown above the form.
	const message = formMessage(failure) ?? errors.token
	if (!token) {
		return (
			<Alert tone="error" title="Link ongeldig of verlopen">
				Deze link om je wachtwoord te herstellen werkt niet meer.{' '}
				<Link to={loginPath()} className="font-medium underline">
					Vraag een nieuwe link aan
				</Link>
				.
			</Alert>
		)
	}
	return (
		<Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
			{message ? <Alert tone="error">{message}</Alert> : null}
			<input type="hidden" name="token" value={token} />
			<NewPasswordFields label="Nieuw wachtwoord" confirmLabel="Bevestig nieuw wachtwoord" errors={errors} />
			<Button type="submit" name="intent" value="reset" className="w-full" disabled={pending('reset')}>
				{pending('reset') ? 'Bezig...' : 'Wachtwoord bijwerken'}
			</Button>
		</Form>
	)
}
