import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { AppError } from '~/server/platform/http/errors.server'
import { limitRequest, RATE_LIMITS } from '~/server/platform/rate-limit.server'
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
		expect(await refused('smsPerNumber', '+31611111111')).toMatchObject({ status: 429 })
		await expect(limitRequest('smsPerNumber', '+31622222222')).resolves.toBeUndefined()
	})

	it('counts an IPv6 client per /64, so hopping addresses inside it does not help', async () => {
		for (let i = 0; i < RATE_LIMITS.smsPerClient.max; i++) await limitRequest('smsPerClient', `2001:db8:1:2::${i + 1}`)
		const error = await limitRequest('smsPerClient', '2001:db8:1:2:ffff::9').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(AppError)
		await expect(limitRequest('smsPerClient', '2001:db8:1:3::1')).resolves.toBeUndefined()
	})

	it('stops every message once the daily cap for the site is reached', async () => {
		for (let i = 0; i < RATE_LIMITS.smsDaily.max; i++) await limitRequest('smsDaily', 'site')
		expect(await limitRequest('smsDaily', 'site').catch((e: unknown) => e)).toMatchObject({ status: 429 })
	})

	it('lets a client past its own limit use up no limit of a number', async () => {
		const flooder = '192.0.2.77'
		for (let i = 0; i < RATE_LIMITS.smsPerClient.max; i++) await limitSms(`+3169000${String(i).padStart(4, '0')}`, flooder)
		const victim = '+31698765432'
		for (let i = 0; i < 5; i++) expect(await limitSms(victim, flooder).catch((e: unknown) => e)).toMatchObject({ status: 429 })
		for (let i = 0; i < RATE_LIMITS.smsPerNumber.max; i++) await expect(limitSms(victim, '192.0.2.78')).resolves.toBeUndefined()
	})
})
