import { Form, Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { PASSWORD_MIN, resetPasswordSchema } from '~/lib/schemas/auth'
import { useAuthForm } from './use-auth-form'

/** mode=reset-password: the link from the reset mail carries the token. */
export function ResetPasswordForm({ token }: { token: string | null }) {
	const { result, pending } = useAuthForm('reset')
	const { errors, onSubmit } = useSchemaValidation(resetPasswordSchema, result?.fieldErrors)
	if (!token) {
		return (
			<Alert tone="error" title="Link ongeldig of verlopen">
				Deze link om je wachtwoord te herstellen werkt niet meer.{' '}
				<Link to="/auth?tab=login" className="font-medium underline">
					Vraag een nieuwe link aan
				</Link>
				.
			</Alert>
		)
	}
	return (
		<Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
			{result?.formError || errors.token ? <Alert tone="error">{result?.formError ?? errors.token}</Alert> : null}
			<input type="hidden" name="token" value={token} />
			<TextField
				label="Nieuw wachtwoord"
				name="password"
				type="password"
				autoComplete="new-password"
				required
				hint={`Minimaal ${PASSWORD_MIN} karakters.`}
				error={errors.password}
			/>
			<TextField
				label="Bevestig nieuw wachtwoord"
				name="confirmPassword"
				type="password"
				autoComplete="new-password"
				required
				error={errors.confirmPassword}
			/>
			<Button type="submit" name="intent" value="reset" className="w-full" disabled={pending('reset')}>
				{pending('reset') ? 'Bezig...' : 'Wachtwoord bijwerken'}
			</Button>
		</Form>
	)
}
