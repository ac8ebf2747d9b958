import { data } from 'react-router'
import { paths } from '~/lib/common/paths'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work'
import { formatPhone } from '~/lib/accounts/phone'
import { newEmailSchema, phoneNumberCodeSchema, phoneNumberSchema } from '~/lib/accounts/account-schema'
import { codeRequest, phoneResendSchema } from '~/lib/accounts/auth-schema'
import type { SignedIn } from '~/server/accounts/actor.server'
import {
	confirmNumberChange,
	requestEmailChange,
	requestNumberChange,
	resendNumberChangeCode,
} from '~/server/accounts/contact-details.server'
import { handleAction } from '~/edge/errors.server'
import { readForm } from '~/edge/forms.server'
import { redirectWithToast } from '~/edge/toast.server'
import { parseInput } from '~/server/platform/input.server'

export const CONTACT_INTENTS = ['phone', 'phoneCode', 'email'] as const
export type ContactIntent = (typeof CONTACT_INTENTS)[number]

/** What the number form gets back after a code went out: the code step, for this number and request key. */
export type NumberCodeSent = { ok: true; intent: 'phone'; notice: string; codeFor: { phone: string; request: string } }

/**
 * The Mijn account forms for the number and the address. A refused code step keeps the number and
 * request key it posted, so the page shows the code step again.
 */
export async function handleContactForm(intent: ContactIntent, request: Request, actor: SignedIn) {
	const form = await readForm(request)
	const step = parseInput(form, phoneNumberSchema.pick({ phone: true }).extend({ request: codeRequest }).partial().catch({}))
	return handleAction(
		async () => {
			if (intent === 'phone') {
				const { phone, currentPassword } = parseInput(form, phoneNumberSchema)
				const codeRequest = await requestNumberChange(actor, { phone, currentPassword, proof: form[PROOF_OF_WORK_FIELD] })
				const notice = `Als ${formatPhone(phone)} nog niet bij een account hoort, ontvang je binnen een minuut een sms met een code van 6 cijfers.`
				return data<NumberCodeSent>({ ok: true, intent, notice, codeFor: { phone, request: codeRequest } })
			}
			if (intent === 'phoneCode' && form.resend) {
				const { phone } = parseInput(form, phoneResendSchema)
				const codeRequest = await resendNumberChangeCode(actor, { phone, proof: form[PROOF_OF_WORK_FIELD] })
				const notice = `Als ${formatPhone(phone)} nog niet bij een account hoort, ontvang je binnen een minuut een sms met een nieuwe code; een eerdere code werkt niet meer.`
				return data<NumberCodeSent>({ ok: true, intent: 'phone', notice, codeFor: { phone, request: codeRequest } })
			}
			if (intent === 'phoneCode') {
				await confirmNumberChange(actor, parseInput(form, phoneNumberCodeSchema))
				return redirectWithToast(paths.account, { title: 'Nummer opgeslagen', description: 'Je kunt nu ook inloggen met dit nummer.' })
			}
			const { email } = parseInput(form, newEmailSchema)
			await requestEmailChange(actor, { email })
			const description = `Als ${email} nog niet bij een ander account hoort, sturen we er een mail heen met een bevestigingslink. Zodra je op die link klikt, is dit je e-mailadres.`
			return redirectWithToast(paths.account, { title: 'Bevestig je e-mailadres', description })
		},
		{ intent, values: step.phone && step.request ? { phone: step.phone, request: step.request } : undefined },
	)
}
