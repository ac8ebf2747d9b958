import { Form, useNavigation } from 'react-router'
import { NewPasswordFields } from '~/components/auth/new-password-fields'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formMessage, type ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'
import { changePasswordSchema } from '~/lib/accounts/account-schema'

/** The current password, a new one and its confirmation; posted to the account page from wherever it is shown. */
export function ChangePasswordForm({ failure }: { failure?: ActionFailure }) {
	const { errors, onSubmit, onChange } = useSchemaValidation(changePasswordSchema, failure?.fields)
	const navigation = useNavigation()
	const message = formMessage(failure)
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'password'
	return (
		<Form method="post" action={paths.account} noValidate onSubmit={onSubmit} onChange={onChange} className="max-w-md space-y-4">
			{message ? <Alert tone="error">{message}</Alert> : null}
			<TextField
				label="Huidig wachtwoord"
				name="currentPassword"
				type="password"
				autoComplete="current-password"
				required
				error={errors.currentPassword}
			/>
			<NewPasswordFields label="Nieuw wachtwoord" confirmLabel="Bevestig nieuw wachtwoord" errors={errors} />
			<Button type="submit" name="intent" value="password" disabled={pending}>
				{pending ? 'Bezig...' : 'Wachtwoord wijzigen'}
			</Button>
		</Form>
	)
}
