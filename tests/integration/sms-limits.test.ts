import { and, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '~/server/platform/errors.server'
import { limitRequest, RATE_LIMITS, withinLimit } from '~/server/platform/rate-limit.server'
import { actorWith } from '~/server/accounts/actor.server'
import { startPhoneReset } from '~/server/accounts/phone/phone-auth.server'
import { config } from '~/server/platform/config.server'
import { smsCodes, users } from '~/server/accounts/tables.server'
import { limitSms } from '~/server/platform/sms/send.server'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()

async function refused(action: 'smsPerNumber' | 'smsPerClient', key: string) {
	for (let i = 0; i < RATE_LIMITS[action].max; i++) await limitRequest(action, key)
	return limitRequest(action, key).catch((error: unknown) => error)
}

describe('SMS limits', () => {
	beforeEach(() => database.execute(sql`delete from rate_limits`))

	it('refuses a fourth code to one number within the hour, while another number still gets one', async () => {
		expect(await refused('smsPerNumber', '+31611111111')).toMatchObject({ code: 'tooManyRequests' })
		await expect(limitRequest('smsPerNumber', '+31622222222')).resolves.toBeUndefined()
	})

	it('counts an IPv6 client per /64, so hopping addresses inside it does not help', async () => {
		for (let i = 0; i < RATE_LIMITS.smsPerClient.max; i++) await limitRequest('smsPerClient', `2001:db8:1:2::${i + 1}`)
		const error = await limitRequest('smsPerClient', '2001:db8:1:2:ffff::9').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(AppError)
		await expect(limitRequest('smsPerClient', '2001:db8:2:3::1')).resolves.toBeUndefined()
	})

	it('stops every message once the daily cap for the site is reached', async () => {
		for (let i = 0; i < RATE_LIMITS.smsDaily.max; i++) await limitRequest('smsDaily', 'site')
		expect(await limitRequest('smsDaily', 'site').catch((e: unknown) => e)).toMatchObject({ code: 'tooManyRequests' })
	})

	it('lets a client past its own limit use up no limit of a number', async () => {
		const flooder = '192.0.2.77'
		for (let i = 0; i < RATE_LIMITS.smsPerClient.max; i++) await limitSms(`+3169000${String(i).padStart(4, '0')}`, flooder)
		const victim = '+31698765432'
		for (let i = 0; i < 5; i++) expect(await limitSms(victim, flooder).catch((e: unknown) => e)).toMatchObject({ code: 'tooManyRequests' })
		for (let i = 0; i < RATE_LIMITS.smsPerNumber.max; i++) await expect(limitSms(victim, '192.0.2.78')).resolves.toBeUndefined()
	})

	it('counts an IPv6 client per /48 for text messages, so hopping between its /64s does not help', async () => {
		for (let i = 0; i < RATE_LIMITS.smsPerClient.max; i++)
			await limitSms(`+3161100${String(i).padStart(4, '0')}`, `2001:db8:48:${i + 1}::1`)
		expect(await limitSms('+31611009999', '2001:db8:48:ff::1').catch((e: unknown) => e)).toMatchObject({ code: 'tooManyRequests' })
		await expect(limitSms('+31611009999', '2001:db8:49:1::1')).resolves.toBeUndefined()
	})

	describe('daily budgets', () => {
		const phoneNumber = '+31655501234'
		beforeEach(async () => {
			await database.delete(users).where(eq(users.phoneNumber, phoneNumber))
			await database.insert(users).values({
				id: crypto.randomUUID(),
				name: 'Reset',
				email: `reset-${Date.now()}@example.com`,
				emailVerified: true,
				phoneNumber,
				phoneNumberVerified: true,
			})
		})
		const resetCode = () =>
			database
				.select()
				.from(smsCodes)
				.where(and(eq(smsCodes.phone_number, phoneNumber), eq(smsCodes.purpose, 'reset')))

		it('keeps resets of existing accounts going when sign-ups have used up their day', async () => {
			for (let i = 0; i < config().SMS_DAILY_CAP; i++) await limitRequest('smsDaily', 'site')
			// The site's budget lasts a day, and the refusal says so.
			expect(await limitSms('+31699990000', '192.0.2.200').catch((e: unknown) => e)).toMatchObject({
				code: 'tooManyRequests',
				message: 'Te veel pogingen. Probeer het over 24 uur opnieuw.',
			})
			await expect(startPhoneReset(actorWith(null, '192.0.2.201'), phoneNumber, undefined)).resolves.toEqual(expect.any(String))
			expect(await resetCode()).toHaveLength(1)
		})

		it('lets made-up numbers use up nothing of the reset budget, and past it sends nothing with the same answer', async () => {
			for (let i = 0; i <= config().SMS_RESET_DAILY_CAP; i++)
				await startPhoneReset(actorWith(null, `198.18.${Math.floor(i / 200)}.${i % 200}`), `+3167${String(i).padStart(7, '0')}`, undefined)
			await expect(startPhoneReset(actorWith(null, '192.0.2.202'), phoneNumber, undefined)).resolves.toEqual(expect.any(String))
			expect(await resetCode()).toHaveLength(1)
			await database.delete(smsCodes)
			for (let i = 0; i < config().SMS_RESET_DAILY_CAP; i++) await withinLimit('smsResetDaily', 'site')
			await expect(startPhoneReset(actorWith(null, '192.0.2.203'), phoneNumber, undefined)).resolves.toEqual(expect.any(String))
			expect(await resetCode()).toHaveLength(0)
		})
	})
})
