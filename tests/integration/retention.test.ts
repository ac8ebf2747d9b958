import { describe, expect, it } from 'vitest'
import { createAccount } from '~/server/accounts.server'
import { contactMessages, listingClaims, petGroomers } from '~/server/db/schema.server'
import { purgeExpiredRecords } from '~/server/retention.server'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()

describe('retention', () => {
	it('deletes contact messages and rejected claims older than a year, and keeps the rest', async () => {
		const old = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000)
		const message = { name: 'Anna', email: 'anna@example.com', subject: 'Vraag', message: 'Een bericht van genoeg tekens.' }
		await database.insert(contactMessages).values([
			{ ...message, createdAt: old },
			{ ...message, subject: 'Recent' },
		])
		const user = await createAccount({ email: 'bewaar@example.com', password: 'geheim123', emailVerified: true })
		const [salon] = await database.insert(petGroomers).values({ name: 'Bewaar', slug: 'bewaar' }).returning({ id: petGroomers.id })
		await database.insert(listingClaims).values([
			{ salon_id: salon!.id, user_id: user.id, status: 'rejected', reviewed_at: old },
			{ salon_id: salon!.id, user_id: user.id, status: 'approved', reviewed_at: old },
		])
		await purgeExpiredRecords()
		expect((await database.select().from(contactMessages)).map((m) => m.subject)).toEqual(['Recent'])
		expect((await database.select().from(listingClaims)).map((c) => c.status)).toEqual(['approved'])
	})
})
