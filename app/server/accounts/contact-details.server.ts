import { and, eq, ne, sql } from 'drizzle-orm'
import { formatPhone, isPlaceholderEmail } from '~/lib/accounts/phone'
import { callAuth, EMAIL_ADDED_CALLBACK } from './auth.server'
import { config } from '../platform/config.server'
import { db } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { users } from '~/server/accounts/tables.server'
import { invalid, relayed } from '../platform/errors.server'
import { authorize } from './permissions.server'
import type { Requester } from './actor.server'
import { limitRequest } from '../platform/rate-limit.server'
import { admitText, CODE_REFUSED, issueCode, redeemCode, requirePhoneSignIn, resendCode, type TypedCode } from './phone/phone-auth.server'
import { sendSmsInBackground } from '../platform/sms/send.server'
import { numberChangedText } from '~/server/accounts/phone/sms-text.server'
import { queueNumberChangedMail } from './mails.server'
import { requireCurrentPassword } from './password-check.server'

/**
 * Adding or changing the mobile number: the current password first (a session alone is not enough,
 * and a wrong one uses up no text), then a code to the new number. A number that any account has
 * (another one, or this one) gets no text and the same answer, so the answer never tells whose it is;
 * its code step can never succeed. The rules of every text (`admitText`) come before anything is sent.
 */
export async function requestNumberChange(
	actor: Requester,
	{ phone: phoneNumber, currentPassword, proof }: { phone: string; currentPassword: string; proof: unknown },
) {
	const { id: userId } = await authorize(actor, 'account:act')
	requirePhoneSignIn()
	await requireCurrentPassword(userId, currentPassword, 'numberChange', 'currentPassword')
	await admitText(actor, phoneNumber, proof)
	const [taken] = await db().select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber))
	return issueCode(phoneNumber, 'change', taken ? null : { userId })
}

/** 'Geen sms ontvangen?': only this account's own open request (made after its password) gets a new code. */
export async function resendNumberChangeCode(actor: Requester, { phone, proof }: { phone: string; proof: unknown }) {
	await authorize(actor, 'account:act')
	return resendCode(actor, { purpose: 'change', phone, proof })
}

/**
 * The right code (asked for by this account, in this browser) makes the number the account's,
 * verified. The account's address is told in the same transaction (through the mail queue); a phone
 * account without one gets a text at its old number, so a stolen session cannot move the account
 * to another phone unseen.
 */
export async function confirmNumberChange(actor: Requester, typed: TypedCode) {
	const { id: userId } = await authorize(actor, 'account:act')
	requirePhoneSignIn()
	await limitRequest('smsCodeEntry', actor.client.ip)
	const oldNumber = await redeemCode('change', typed, async (row, tx) => {
		// Another account's open code, or a number taken since: the same refusal, and the code stays unused.
		const [taken] = await tx
			.select({ id: users.id })
			.from(users)
			.where(and(eq(users.phoneNumber, typed.phone), ne(users.id, userId)))
		if (row.user_id !== userId || taken) throw invalid(CODE_REFUSED, { code: CODE_REFUSED })
		const [before] = await tx
			.select({ email: users.email, name: users.name, phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified })
			.from(users)
			.where(eq(users.id, userId))
			.for('update')
		await tx.update(users).set({ phoneNumber: typed.phone, phoneNumberVerified: true }).where(eq(users.id, userId))
		const previous = before?.verified && before.phoneNumber !== typed.phone ? before.phoneNumber : null
		if (before && !isPlaceholderEmail(before.email)) {
			await queueNumberChangedMail(tx, before, { added: !previous, number: formatPhone(typed.phone) })
			return null
		}
		return previous
	})
	if (oldNumber) sendSmsInBackground({ to: oldNumber, body: numberChangedText(config().SITE_NAME) })
}

/**
 * A real address for a phone-only account, through better-auth's change-email flow: a link to the new
 * address, and only its click replaces the stand-in (and marks it verified). An address another
 * account has gets the same answer and no mail. Accounts that have a real address keep it here.
 */
export async function requestEmailChange(actor: Requester, { email: newEmail }: { email: string }) {
	const user = await authorize(actor, 'account:act')
	if (!isPlaceholderEmail(user.email)) throw invalid('Je account heeft al een e-mailadres.')
	const answer = await callAuth(actor.client, '/change-email', { newEmail, callbackURL: EMAIL_ADDED_CALLBACK })
	if (!answer.ok) throw relayed(answer.status, 'Het e-mailadres kon nu niet worden toegevoegd. Probeer het later opnieuw.')
}

/** The account's number (for display) and whether its address is only the stand-in of a phone account. */
const contactOf = preparedQuery((database) =>
	database
		.select({ email: users.email, phoneNumber: users.phoneNumber, verified: users.phoneNumberVerified })
		.from(users)
		.where(eq(users.id, sql.placeholder('userId')))
		.prepare('contact_details'),
)

export async function contactDetailsOf(actor: Requester) {
	const { id: userId } = await authorize(actor, 'account:act')
	const [user] = await contactOf().execute({ userId })
	return {
		phoneNumber: user?.phoneNumber && user.verified ? formatPhone(user.phoneNumber) : null,
		needsEmail: isPlaceholderEmail(user?.email ?? ''),
		phoneSignIn: config().phoneSignIn,
	}
}
