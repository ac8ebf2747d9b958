import { Form } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { deletedData } from '~/lib/accounts/account-deletion'
import { formMessage, type ActionFailure } from '~/lib/common/forms'
import { deleteAccountSchema } from '~/lib/accounts/account-schema'

/** Deleting the account: what happens, the password, and a checkbox that confirms it. */
export function DeleteAccountForm({
	ownsSalons,
	hasEmail,
	hasNumber,
	failure,
}: {
	ownsSalons: boolean
	hasEmail: boolean
	hasNumber: boolean
	failure?: ActionFailure
}) {
	const { errors, onSubmit, onChange } = useSchemaValidation(deleteAccountSchema, failure?.fields)
	const message = formMessage(failure)
	return (
		<Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="max-w-md space-y-4">
			<p className="text-slate-700">
				We verwijderen je account: {deletedData({ hasEmail, hasNumber })}. Dit kan niet ongedaan worden gemaakt.
				{hasEmail ? ' Je krijgt daarna een bevestiging per e-mail.' : ''}
				{ownsSalons
					? ' Je trimsalons blijven in de gids staan, maar zonder eigenaar; je kunt ze later opnieuw claimen. Een lopend abonnement voor een uitgelichte vermelding wordt direct opgezegd, zonder terugbetaling van de lopende periode.'
					: ''}
			</p>
			{message ? <Alert tone="error">{message}</Alert> : null}
			<TextField label="Wachtwoord" name="password" type="password" autoComplete="current-password" required error={errors.password} />
			<div>
				<label className="flex items-start gap-2 text-sm text-slate-800">
					<input
						type="checkbox"
						name="confirm"
						className="mt-0.5 size-4"
						aria-invalid={errors.confirm ? true : undefined}
						aria-describedby={errors.confirm ? 'confirm-error' : undefined}
					/>
					Ja, verwijder mijn account en mijn gegevens definitief.
				</label>
				{errors.confirm ? (
					<p id="confirm-error" className="mt-1 text-sm text-red-700">
						{errors.confirm}
					</p>
				) : null}
			</div>
			<Button type="submit" name="intent" value="delete" variant="danger">
				Account verwijderen
			</Button>
		</Form>
	)
}
