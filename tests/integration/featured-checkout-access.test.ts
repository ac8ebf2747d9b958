import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { featuredSubscriptions, petGroomers, standInPayments } from '~/server/db/schema.server'
import { startCheckout } from '~/server/featured/checkout.server'
import { setPaymentProvider, type PaymentProvider } from '~/server/payments/provider.server'
import { standInProvider } from '~/server/payments/stand-in.server'
import { useTestDatabase } from '../db'
import { cityWithOwners, sessionIdOf } from '../featured-fixtures'

const database = await useTestDatabase()

const placementOf = async (salonId: number) =>
	(await database.select().from(featuredSubscriptions).where(eq(featuredSubscriptions.groomer_id, salonId)))[0]!
/** The stand-in's own record of a checkout session, as Stripe would hold it. */
const sessionStatus = async (sessionId: string) =>
	((await database.select().from(standInPayments).where(eq(standInPayments.id, sessionId)))[0]!.data as { status: string }).status

/** The stand-in, keeping the name of each call made to it. */
function recordingStandIn(calls: string[]): PaymentProvider {
	const provider = standInProvider()
	return new Proxy(provider, {
		get: (target, name: keyof PaymentProvider) => {
			const value = target[name]
			if (typeof value !== 'function') return value
			return (...args: never[]) => {
				calls.push(name)
				return (value as (...args: never[]) => unknown)(...args)
			}
		},
	})
}

afterEach(() => setPaymentProvider(undefined))

describe('starting a checkout', () => {
	it('refuses anyone but the owner before anything reaches the payment provider', async () => {
		const [former, next] = await cityWithOwners(database, 'Overdrachtstad', 2)
		const url = await startCheckout(former!.user, { salonId: former!.salon.id, plan: 'monthly' })
		// The salon changes hands while the former owner's checkout is still open.
		await database.update(petGroomers).set({ owner_id: next!.user.id }).where(eq(petGroomers.id, former!.salon.id))
		const calls: string[] = []
		setPaymentProvider(recordingStandIn(calls))
		await expect(startCheckout(former!.user, { salonId: former!.salon.id, plan: 'monthly' })).rejects.toMatchObject({ status: 403 })
		expect(calls).toEqual([])
		expect(await sessionStatus(sessionIdOf(url))).toBe('open')
		expect((await placementOf(former!.salon.id)).status).toBe('pending')
	})
})
