import { Form, useNavigation } from 'react-router'
import { ResendCodeForm, SmsCodeField } from '~/components/auth/phone-code-form'
import { Alert } from '~/components/ui/alert'
import { ProofOfWork } from '~/components/ui/proof-of-work'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { failureIn, formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'
import { newEmailSchema, phoneNumberCodeSchema, phoneNumberSchema } from '~/lib/accounts/account-schema'

type Contact = { phoneNumber: string | null; needsEmail: boolean; phoneSignIn: boolean }
type CodeSent = { ok: true; intent: 'phone'; notice: string; codeFor: { phone: string; request: string } }
type Answer = CodeSent | ActionFailure | { ok: true } | undefined

/** The account's mobile number (add or change it, confirmed by a code by SMS) and, for a phone account, an e-mail address. */
export function ContactDetails({ contact, emailConfirmed, actionData }: { contact: Contact; emailConfirmed: boolean; actionData: Answer }) {
	const sent = actionData && 'codeFor' in actionData ? actionData : undefined
	const codeFailure = failureIn(actionData as ActionFailure | undefined, 'phoneCode')
	const phone = sent?.codeFor.phone ?? postedValue(codeFailure?.values, 'phone')
	const request = sent?.codeFor.request ?? postedValue(codeFailure?.values, 'request')
	return (
		<>
			{emailConfirmed ? (
				<div className="mt-6">
					<Alert tone="success">Je e-mailadres is bevestigd.</Alert>
				</div>
			) : null}
			{contact.needsEmail ? <EmailForm failure={failureIn(actionData as ActionFailure | undefined, 'email')} /> : null}
			<section aria-labelledby="mobiel" className="mt-10">
				<h2 id="mobiel" className="mb-2 text-xl font-semibold">
					Mobiel nummer
				</h2>
				<p className="mb-4 text-slate-700">
					{contact.phoneNumber
						? `Je nummer: ${contact.phoneNumber}. Je kunt er ook mee inloggen.`
						: 'Je hebt nog geen mobiel nummer toegevoegd.'}
				</p>
				{!contact.phoneSignIn ? (
					<p className="text-slate-700">Een nummer toevoegen kan nu niet: er worden geen sms-berichten verstuurd.</p>
				) : phone && request ? (
					<NumberCodeForm phone={phone} request={request} notice={sent?.notice} failure={codeFailure} />
				) : (
					<NumberForm hasNumber={Boolean(contact.phoneNumber)} failure={failureIn(actionData as ActionFailure | undefined, 'phone')} />
				)}
			</section>
		</>
	)
}

function usePending(intent: string) {
	const navigation = useNavigation()
	return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
}

function NumberForm({ hasNumber, failure }: { hasNumber: boolean; failure?: ActionFailure }) {
	const { errors, onSubmit } = useSchemaValidation(phoneNumberSchema, failure?.fields)
	const pending = usePending('phone')
	return (
		<Form method="post" action={paths.account} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
			{formMessage(failure) ? <Alert tone="error">{formMessage(failure)}</Alert> : null}
			<TextField
				label={hasNumber ? 'Nieuw mobiel nummer' : 'Mobiel nummer'}
				name="phone"
				type="tel"
				autoComplete="tel"
				required
				hint="Een Nederlands 06-nummer."
				error={errors.phone}
			/>
			<TextField
				label="Je wachtwoord"
				name="currentPassword"
				type="password"
				autoComplete="current-password"
				required
				hint={
					hasNumber
						? 'Ter controle: zonder je wachtwoord kan niemand je nummer wijzigen.'
						: 'Ter controle: zonder je wachtwoord kan niemand een nummer toevoegen.'
				}
				error={errors.currentPassword}
			/>
			<ProofOfWork round={failure} />
			<Button type="submit" name="intent" value="phone" disabled={pending}>
				{pending ? 'Bezig...' : 'Code sturen'}
			</Button>
		</Form>
	)
}

function NumberCodeForm({ phone, request, notice, failure }: { phone: string; request: string; notice?: string; failure?: ActionFailure }) {
	const { errors, onSubmit } = useSchemaValidation(phoneNumberCodeSchema, failure?.fields)
	const pending = usePending('phoneCode')
	return (
		<div>
			<Form method="post" action={paths.account} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
				{notice ? <Alert tone="success">{notice}</Alert> : null}
				{formMessage(failure) ? <Alert tone="error">{formMessage(failure)}</Alert> : null}
				<input type="hidden" name="phone" value={phone} />
				<input type="hidden" name="request" value={request} />
				<SmsCodeField error={errors.code} />
				<Button type="submit" name="intent" value="phoneCode" disabled={pending}>
					{pending ? 'Bezig...' : 'Nummer bevestigen'}
				</Button>
			</Form>
			<ResendCodeForm intent="phoneCode" phone={phone} request={request} action={paths.account} failure={failure} />
		</div>
	)
}

function EmailForm({ failure }: { failure?: ActionFailure }) {
	const { errors, onSubmit } = useSchemaValidation(newEmailSchema, failure?.fields)
	const pending = usePending('email')
	return (
		<section aria-labelledby="email" className="mt-10">
			<h2 id="email" className="mb-2 text-xl font-semibold">
				E-mailadres
			</h2>
			<p className="mb-4 text-slate-700">
				Je account heeft nog geen e-mailadres. Voeg er een toe; we sturen je daar bevestigingen en facturen.
			</p>
			<Form method="post" action={paths.account} noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
				{formMessage(failure) ? <Alert tone="error">{formMessage(failure)}</Alert> : null}
				<TextField label="E-mailadres" name="email" type="email" autoComplete="email" required error={errors.email} />
				<Button type="submit" name="intent" value="email" disabled={pending}>
					{pending ? 'Bezig...' : 'Bevestigingslink sturen'}
				</Button>
			</Form>
		</section>
	)
}
