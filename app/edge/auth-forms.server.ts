import { AUTH_INTENTS, type AuthIntent, type PhoneCodeStep } from '~/lib/accounts/auth-form'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { normalizeDutchMobile } from '~/lib/accounts/phone'
import {
	codeRequest as codeRequestSchema,
	emailOnlySchema,
	forgotSchema,
	loginSchema,
	phoneResendSchema,
	resetPasswordSchema,
	signupSchema,
} from '~/lib/accounts/auth-schema'
import { twoFactorLoginSchema } from '~/lib/accounts/two-factor'
import type { Requester } from '~/server/accounts/actor.server'
import { requestPasswordReset, resetPassword, resetPasswordByCode } from '~/server/accounts/password-reset.server'
import { resendCode } from '~/server/accounts/phone/phone-auth.server'
import { confirmSecondStep, signIn } from '~/server/accounts/sign-in.server'
import { confirmSignUpCode, resendConfirmation, signUp } from '~/server/accounts/sign-up.server'
import { handleAction } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { readForm } from '~/edge/forms.server'
import { parseInput } from '~/server/platform/input.server'
import { accepted, accountMade, codeSent, loggedIn, passwordUpdated, sent, toSecondStep, type AuthAnswer } from '~/edge/auth-answers.server'

/**
 * The /auth action: one handler per form, chosen by the submit button's intent. A refusal goes back to
 * that form (an unknown one to the login form) with the address it posted.
 */
export async function handleAuthForm(request: Request, actor: Requester) {
	const form = await readForm(request)
	const intent = AUTH_INTENTS.find((name) => name === form.intent)
	const email = form.email?.slice(0, 254)
	// The code step keeps the number its code went to, so a wrong code shows that step again.
	const phone = normalizeDutchMobile(form.phone?.slice(0, 40) ?? '')
	const codeRequest = codeRequestSchema.safeParse(form.request).data
	return handleAction(
		async () => {
			if (!intent) throw invalid('Onbekend formulier. Vernieuw de pagina en probeer het opnieuw.')
			return HANDLERS[intent](actor, form)
		},
		{
			intent: intent ?? 'login',
			values:
				email || phone ? { ...(email && { email }), ...(phone && { phone }), ...(codeRequest && { request: codeRequest }) } : undefined,
		},
	)
}

const HANDLERS: Record<AuthIntent, (actor: Requester, form: Record<string, string>) => Promise<AuthAnswer>> = {
	async login(actor, form) {
		const result = accepted(await signIn(actor, parseInput(form, loginSchema)))
		if (result.kind === 'two-factor-needed') return toSecondStep(form.redirectTo, result.cookies)
		return loggedIn(actor, result, form.redirectTo)
	},

	async 'two-factor'(actor, form) {
		const { code, trustDevice } = parseInput(form, twoFactorLoginSchema)
		return loggedIn(actor, accepted(await confirmSecondStep(actor, { code, trustDevice: Boolean(trustDevice) })), form.redirectTo)
	},

	async signup(actor, form) {
		const input = parseInput(form, signupSchema)
		const result = accepted(await signUp(actor, { ...input, proof: form[PROOF_OF_WORK_FIELD] }))
		if (result.kind === 'code-sent') return codeSent('signup', result.step)
		return sent(
			'signup',
			input.email,
			`We hebben een bevestigingslink gestuurd naar ${input.email}. Klik op de link in die e-mail om je account te activeren.`,
			{ title: 'Bevestig je email', description: 'Controleer je inbox om je account te activeren.' },
		)
	},

	async forgot(actor, form) {
		const { email } = parseInput(form, forgotSchema)
		const result = accepted(await requestPasswordReset(actor, { email, proof: form[PROOF_OF_WORK_FIELD] }))
		if (result.kind === 'code-sent') return codeSent('forgot', result.step)
		return sent(
			'forgot',
			email,
			`Als er een account bestaat voor ${email}, ontvang je binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.`,
			{ title: 'Wachtwoord reset email verzonden', description: 'Controleer je inbox.' },
		)
	},

	async resend(actor, form) {
		const { email } = parseInput(form, emailOnlySchema)
		accepted(await resendConfirmation(actor, { email }))
		return sent('resend', email, `Als ${email} nog niet bevestigd is, ontvang je binnen enkele minuten een nieuwe bevestigingslink.`, {
			title: 'Bevestigingsmail verzonden',
			description: 'Controleer je inbox.',
		})
	},

	async reset(actor, form) {
		accepted(await resetPassword(actor, parseInput(form, resetPasswordSchema)))
		return passwordUpdated()
	},

	async 'phone-code'(actor, form) {
		if (form.resend) return codeResent('phone-code', 'sign-up', form, actor)
		return accountMade(actor, await confirmSignUpCode(actor, form))
	},

	async 'phone-reset'(actor, form) {
		if (form.resend) return codeResent('phone-reset', 'reset', form, actor)
		await resetPasswordByCode(actor, form)
		return passwordUpdated()
	},
}

/** 'Geen sms ontvangen?' on the code step: a new code for the open request, and the code step again. */
async function codeResent(intent: AuthIntent, purpose: PhoneCodeStep['purpose'], form: Record<string, string>, actor: Requester) {
	const { phone } = parseInput(form, phoneResendSchema)
	const codeRequest = await resendCode(actor, { purpose, phone, proof: form[PROOF_OF_WORK_FIELD] })
	return codeSent(intent, { purpose, phone, request: codeRequest }, true)
}
