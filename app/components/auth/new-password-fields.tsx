import { TextField } from '~/components/ui/field'
import { PASSWORD_MIN } from '~/lib/accounts/auth-schema'

/** A new password and its confirmation, as sign-up and password reset both ask for them. */
export function NewPasswordFields({
	label,
	confirmLabel,
	errors,
}: {
	label: string
	confirmLabel: string
	errors: { password?: string; confirmPassword?: string }
}) {
	return (
		<>
			<TextField
				label={label}
				name="password"
				type="password"
				autoComplete="new-password"
				required
				hint={`Minimaal ${PASSWORD_MIN} tekens.`}
				error={errors.password}
			/>
			<TextField
				label={confirmLabel}
				name="confirmPassword"
				type="password"
				autoComplete="new-password"
				required
				error={errors.confirmPassword}
			/>
		</>
	)
}
