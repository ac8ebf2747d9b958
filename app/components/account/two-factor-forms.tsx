import type { ReactNode } from 'react'
import { Form } from 'react-router'
import type { z } from 'zod'
import { Alert } from '~/components/ui/alert'
import { Button, type ButtonVariant } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formMessage, type ActionFailure } from '~/lib/common/forms'
import { confirmTwoFactorSchema, disableTwoFactorSchema, enableTwoFactorSchema } from '~/lib/accounts/two-factor'

type Setup = { qrCode: string; secret: string; backupCodes: string[] }

const FIELDS = {
	password: { label: 'Je wachtwoord', type: 'password', autoComplete: 'current-password' },
	code: { label: 'Code uit je authenticator-app', inputMode: 'numeric', autoComplete: 'one-time-code' },
} as const

type SettingsFormProps = {
	schema: z.ZodType
	fields: (keyof typeof FIELDS)[]
	intent: string
	submit: string
	variant?: ButtonVariant
	failure?: ActionFailure
	children?: ReactNode
}

/** One two-factor settings form: the browser checks the action's own schema first; the server's refusal shows in place. */
function SettingsForm({ schema, fields, intent, submit, variant, failure, children }: SettingsFormProps) {
	const { errors, onSubmit } = useSchemaValidation(schema, failure?.fields)
	const message = formMessage(failure)
	return (
		<Form method="post" noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
			{children}
			{fields.map((name) => (
				<TextField key={name} {...FIELDS[name]} name={name} required error={errors[name]} />
			))}
			{message ? <Alert tone="error">{message}</Alert> : null}
			<Button type="submit" name="intent" value={intent} variant={variant}>
				{submit}
			</Button>
		</Form>
	)
}

/** The start: the password proves it is the account's owner. A wrong first code starts again with a new key (shown once). */
export function Start({ failure, confirmFailure }: { failure?: ActionFailure; confirmFailure?: string }) {
	return (
		<div className="mt-8">
			<SettingsForm
				schema={enableTwoFactorSchema}
				fields={['password']}
				intent="start"
				submit="Tweestapsverificatie instellen"
				failure={failure}
			>
				<h2 className="text-xl font-semibold">Instellen</h2>
				{confirmFailure ? <Alert tone="error">{`${confirmFailure} Begin opnieuw; je krijgt een nieuwe sleutel.`}</Alert> : null}
			</SettingsForm>
		</div>
	)
}

/** The QR code and key, the backup codes (once, downloadable), and the first code that turns it on. */
export function Confirm({ setup, failure }: { setup: Setup; failure?: ActionFailure }) {
	const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Back-upcodes (elke code werkt één keer):\n\n${setup.backupCodes.join('\n')}\n`)}`
	return (
		<div className="mt-8 space-y-8">
			<section aria-labelledby="stap-1" className="space-y-3">
				<h2 id="stap-1" className="text-xl font-semibold">
					1. Scan de QR-code met je authenticator-app
				</h2>
				<img src={setup.qrCode} alt="QR-code voor je authenticator-app" width={220} height={220} />
				<p className="text-sm text-slate-700">
					Scannen lukt niet? Voer deze sleutel in:{' '}
					<code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1.5 py-0.5">
						{setup.secret}
					</code>
				</p>
			</section>
			<section aria-labelledby="stap-2" className="space-y-3">
				<h2 id="stap-2" className="text-xl font-semibold">
					2. Bewaar je back-upcodes
				</h2>
				<p className="text-sm text-slate-700">Ben je je telefoon kwijt, dan log je in met een van deze codes. Je ziet ze maar één keer.</p>
				<ul aria-label="Back-upcodes" className="grid w-fit grid-cols-2 gap-x-8 gap-y-1 font-mono">
					{setup.backupCodes.map((code) => (
						<li key={code}>{code}</li>
					))}
				</ul>
				<a href={download} download="back-upcodes.txt" className="font-medium text-brand-700 underline">
					Back-upcodes downloaden
				</a>
			</section>
			<SettingsForm schema={confirmTwoFactorSchema} fields={['code']} intent="confirm" submit="Bevestigen en aanzetten" failure={failure}>
				<h2 className="text-xl font-semibold">3. Bevestig met de eerste code</h2>
			</SettingsForm>
		</div>
	)
}

/** On: owners and users turn it off with the password and a current code; admins keep it. */
export function Disable({ failure, admin }: { failure?: ActionFailure; admin: boolean }) {
	return (
		<div className="mt-8 space-y-4">
			<Alert tone="success">Tweestapsverificatie staat aan.</Alert>
			{admin ? (
				<p className="text-slate-700">Als beheerder kun je tweestapsverificatie niet uitzetten.</p>
			) : (
				<SettingsForm
					schema={disableTwoFactorSchema}
					fields={['password', 'code']}
					intent="disable"
					submit="Tweestapsverificatie uitzetten"
					variant="danger"
					failure={failure}
				>
					<h2 className="text-xl font-semibold">Uitzetten</h2>
				</SettingsForm>
			)}
		</div>
	)
}
