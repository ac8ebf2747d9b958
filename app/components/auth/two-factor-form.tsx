import { Form, Link } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formMessage } from '~/lib/common/forms'
import { loginPath } from '~/lib/common/paths'
import { TRUST_DEVICE_DAYS, twoFactorLoginSchema } from '~/lib/accounts/two-factor'
import { useAuthForm } from './use-auth-form'

/** The second step of the login: one field for the code from the authenticator app or a backup code. */
export function TwoFactorForm({ redirectTo }: { redirectTo: string | null }) {
	const { failure, pending } = useAuthForm('two-factor')
	const { errors, onSubmit } = useSchemaValidation(twoFactorLoginSchema, failure?.fields)
	const message = formMessage(failure)
	return (
		<div className="space-y-4">
			<p className="text-slate-700">
				Open je authenticator-app en vul de code van 6 cijfers in die bij deze website staat. Geen telefoon bij de hand? Vul dan een van je
				back-upcodes in; elke back-upcode werkt één keer.
			</p>
			{message ? (
				<Alert tone="error">
					{message}{' '}
					<Link to={loginPath()} className="font-medium underline">
						Opnieuw inloggen
					</Link>
				</Alert>
			) : null}
			<Form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
				{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
				<TextField label="Verificatiecode" name="code" autoComplete="one-time-code" autoFocus required error={errors.code} />
				<label className="flex items-center gap-2 text-sm text-slate-800">
					<input type="checkbox" name="trustDevice" className="size-4" />
					Deze browser {TRUST_DEVICE_DAYS} dagen vertrouwen
				</label>
				<Button type="submit" name="intent" value="two-factor" className="w-full" disabled={pending('two-factor')}>
					{pending('two-factor') ? 'Bezig met controleren...' : 'Bevestigen'}
				</Button>
			</Form>
		</div>
	)
}
