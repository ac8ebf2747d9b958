import { eq } from 'drizzle-orm'
import { placeholderEmail } from '~/lib/accounts/phone'
import { createAccount } from '~/server/accounts/users.server'
import { db } from '~/server/platform/db/client.server'
import { profiles, users } from '~/server/accounts/tables.server'
import { uniqueEmail } from './actions'
import { requestAs } from './auth'

const PASSWORD = 'geheim123'
let numbers = 0

/** A Dutch mobile number no other test of this run uses. */
export const uniqueNumber = () => `+3165${String(process.pid % 1000).padStart(3, '0')}${String(++numbers).padStart(4, '0')}`

/** An account made by sign-up with a number: a verified number and the stand-in address, logged in. */
export async function phoneOnlyAccount(phoneNumber = uniqueNumber()) {
	const { id } = await createAccount({ email: uniqueEmail('telefoon'), password: PASSWORD, emailVerified: true })
	const email = placeholderEmail(id)
	await db().update(users).set({ email, phoneNumber, phoneNumberVerified: true }).where(eq(users.id, id))
	await db().update(profiles).set({ email }).where(eq(profiles.id, id))
	const cookie = (await requestAs(email, PASSWORD)).headers.get('cookie')!
	return { id, email, phoneNumber, cookie }
}

/** An account with a confirmed e-mail address, logged in. */
export async function emailAccount() {
	const account = await createAccount({ email: uniqueEmail('mail'), password: PASSWORD, emailVerified: true })
	return { ...account, cookie: (await requestAs(account.email, PASSWORD)).headers.get('cookie')! }
}
