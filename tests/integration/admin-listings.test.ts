import { and, eq, isNull } from 'drizzle-orm'
import { actorWith } from '~/server/accounts/actor.server'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { action as listingAction, loader as listingLoader } from '~/routes/admin/listing'
import { action as listingsAction, loader as listingsLoader } from '~/routes/admin/listings'
import { createAccount } from '~/server/accounts/users.server'
import { users } from '~/server/accounts/tables.server'
import { auditLog } from '~/server/audit/tables.server'
import { cities } from '~/server/cities/tables.server'
import { listingClaims } from '~/server/claims/tables.server'
import { placements } from '~/server/featured/tables.server'
import { salons } from '~/server/salons/tables.server'
import { assignOwner } from '~/server/admin/assign-owner.server'
import { createSalon } from '~/server/salons/create.server'
import { deleteSalon } from '~/server/workflows/delete-salon.server'
import { previewImport, runImport } from '~/server/salons/import.server'
import { salonForAdmin } from '~/server/admin/salon.server'
import { updateSalon } from '~/server/salons/update.server'
import { salonAdminSchema } from '~/lib/salons/salon-admin-schema'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '~/server/seed/seed.server'
import { formRequest, run, toastOf, uniqueEmail } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
await seedDemoData(database, { salons: 120 })

const adminRequest = await requestAs(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)
const adminCookie = adminRequest.headers.get('cookie')!
const admin = {
	id: (await database.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)))[0]!.id,
	email: DEMO_ACCOUNTS.admin,
	name: 'Anne',
	emailVerified: true,
}
const user = {
	id: (await database.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.user)))[0]!.id,
	email: DEMO_ACCOUNTS.user,
	name: 'G',
	emailVerified: true,
}
const input = (fields: Record<string, string | string[]>) => salonAdminSchema.parse(fields)
const audits = (id: number) =>
	database
		.select()
		.from(auditLog)
		.where(and(eq(auditLog.entity, 'salon'), eq(auditLog.entity_id, String(id))))

describe('[ADMIN][LISTINGS] the verbs', () => {
	it('adds a live listing with a slug of its own, empty fields as null, and an audit entry', async () => {
		const first = await createSalon(
			actorWith(admin),
			input({ name: 'Kapsalon Wolf', search_city: 'Utrecht', phone_number: '', services_nl: ['Wassen', ' wassen ', 'Knippen'] }),
		)
		const second = await createSalon(actorWith(admin), input({ name: 'Kapsalon Wolf', search_city: 'Utrecht' }))
		expect(first.slug).toBe('kapsalon-wolf-utrecht')
		expect(second.slug).toBe('kapsalon-wolf-utrecht-2')
		const [row] = await database.select().from(salons).where(eq(salons.id, first.id))
		expect(row).toMatchObject({ phone_number: null, services_nl: ['Wassen', 'Knippen'], rating: 0, business_status: 'OPERATIONAL' })
		expect(await audits(first.id)).toMatchObject([{ action: 'create', actor_id: admin.id }])
	})

	it('records exactly the changed fields of an edit, and a refused edit changes nothing', async () => {
		const { id } = await createSalon(actorWith(admin), input({ name: 'Bewerk Mij', search_city: 'Utrecht' }))
		await updateSalon(actorWith(admin), {
			...input({ name: 'Bewerk Mij', search_city: 'Utrecht', phone_number: '030 123 4567', latitude: '52,09' }),
			salonId: id,
		})
		const entries = await audits(id)
		expect(entries.find((e) => e.action === 'update')!.changes).toEqual({ phone_number: [null, '030 123 4567'], latitude: [null, 52.09] })
		await expect(updateSalon(actorWith(admin), { ...input({ name: 'Anders', city_id: '999999' }), salonId: id })).rejects.toMatchObject({
			code: 'invalid',
		})
		const [row] = await database.select().from(salons).where(eq(salons.id, id))
		expect(row!.name).toBe('Bewerk Mij')
		expect(await audits(id)).toHaveLength(2)
	})

	it('deletes a listing with its claims and placements in one go, and says so beforehand', async () => {
		const owner = await createAccount({ email: uniqueEmail('owner'), password: DEMO_PASSWORD, emailVerified: true })
		const claimant = await createAccount({ email: uniqueEmail('claimant'), password: DEMO_PASSWORD, emailVerified: true })
		const { id } = await createSalon(actorWith(admin), input({ name: 'Weg Ermee', search_city: 'Utrecht' }))
		await database.update(salons).set({ owner_id: owner.id }).where(eq(salons.id, id))
		await database.insert(listingClaims).values({ salon_id: id, user_id: claimant.id })
		const [city] = await database.select().from(cities).limit(1)
		await database.insert(placements).values({ salon_id: id, city_id: city!.id, user_id: owner.id, status: 'active', plan_type: 'monthly' })
		expect(await salonForAdmin(actorWith(admin), { salonId: id })).toMatchObject({ claimCount: 1, placementCount: 1, owner_id: owner.id })
		await deleteSalon(actorWith(admin), { salonId: id })
		expect(await database.select().from(salons).where(eq(salons.id, id))).toEqual([])
		expect(await database.select().from(listingClaims).where(eq(listingClaims.salon_id, id))).toEqual([])
		expect(await database.select().from(placements).where(eq(placements.salon_id, id))).toEqual([])
		expect((await audits(id)).map((e) => e.action)).toEqual(['create', 'delete'])
	})

	it('assigns and removes an owner by e-mail; an unknown address is refused in Dutch', async () => {
		const [salon] = await database.select({ id: salons.id }).from(salons).where(isNull(salons.owner_id)).limit(1)
		await assignOwner(actorWith(admin), { salonId: salon!.id, ownerEmail: DEMO_ACCOUNTS.user })
		expect((await salonForAdmin(actorWith(admin), { salonId: salon!.id })).ownerEmail).toBe(DEMO_ACCOUNTS.user)
		await expect(assignOwner(actorWith(admin), { salonId: salon!.id, ownerEmail: 'niemand@example.com' })).rejects.toMatchObject({
			code: 'invalid',
			message: 'Er is geen account met dit e-mailadres.',
		})
		await assignOwner(actorWith(admin), { salonId: salon!.id, ownerEmail: null })
		expect((await salonForAdmin(actorWith(admin), { salonId: salon!.id })).owner_id).toBeNull()
		expect((await audits(salon!.id)).filter((e) => e.action === 'owner-change')).toHaveLength(2)
	})

	it('refuses every verb to anyone but an admin', async () => {
		const [salon] = await database.select({ id: salons.id }).from(salons).limit(1)
		const attempts = [
			() => createSalon(actorWith(user), input({ name: 'X' })),
			() => updateSalon(actorWith(user), { ...input({ name: 'X' }), salonId: salon!.id }),
			() => deleteSalon(actorWith(user), { salonId: salon!.id }),
			() => assignOwner(actorWith(user), { salonId: salon!.id, ownerEmail: null }),
			() => salonForAdmin(actorWith(user), { salonId: salon!.id }),
		]
		for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: 'forbidden' })
	})
})

describe('[ADMIN][LISTINGS] the pages', () => {
	it('searches all salons on the server, a page at a time', async () => {
		const [salon] = await database.select({ name: salons.name }).from(salons).limit(1)
		const all = await run(listingsLoader, new Request('http://localhost:3000/admin/listings', { headers: adminRequest.headers }))
		expect(all.data).toMatchObject({ total: expect.any(Number), pages: expect.any(Number) })
		const found = await run(
			listingsLoader,
			new Request(`http://localhost:3000/admin/listings?q=${encodeURIComponent(salon!.name)}`, { headers: adminRequest.headers }),
		)
		expect((found.data as { salons: { name: string }[] }).salons.map((s) => s.name)).toContain(salon!.name)
	})

	it('answers the dialog with the spec toasts', async () => {
		const added = await run(
			listingsAction,
			formRequest('/admin/listings', { intent: 'create', name: 'Via Het Formulier', search_city: 'Utrecht' }, adminCookie),
		)
		expect(added.location).toBe('/admin/listings')
		expect(await toastOf(added.headers)).toMatchObject({ title: 'Trimsalon succesvol toegevoegd' })
		const blank = await run(listingsAction, formRequest('/admin/listings', { intent: 'create', name: ' ' }, adminCookie))
		expect(await toastOf(blank.headers)).toMatchObject({
			title: 'Fout bij toevoegen van trimsalon: Naam is verplicht.',
			variant: 'destructive',
		})
		const [row] = await database.select({ id: salons.id }).from(salons).where(eq(salons.name, 'Via Het Formulier'))
		const details = await run(
			listingLoader,
			new Request(`http://localhost:3000/admin/listings/${row!.id}`, { headers: adminRequest.headers }),
			undefined,
			{ id: String(row!.id) },
		)
		expect(details.status).toBe(200)
		const missing = await run(
			listingLoader,
			new Request('http://localhost:3000/admin/listings/99999999', { headers: adminRequest.headers }),
			undefined,
			{ id: '99999999' },
		)
		expect(missing).toMatchObject({ status: 404, data: { ok: false, message: 'Trimsalon niet gevonden' } })
		const deleted = await run(listingAction, formRequest(`/admin/listings/${row!.id}`, { intent: 'delete' }, adminCookie), undefined, {
			id: String(row!.id),
		})
		expect(await toastOf(deleted.headers)).toMatchObject({ title: 'Trimsalon succesvol verwijderd' })
	})

	it('never answers generated hostile input with a 5xx or stores a listing for refused input', async () => {
		const field = fc.oneof(fc.string(), fc.constantFrom('', ' ', '1e309', 'NaN', '-1', '52,3', '999999999999', '\u0000', 'x'.repeat(6000)))
		const keys = [
			'name',
			'city_id',
			'latitude',
			'longitude',
			'rating',
			'user_ratings_total',
			'business_status',
			'website',
			'services_nl',
			'opening_hours',
		]
		let client = 0
		await fc.assert(
			fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), field), async (fields) => {
				const before = (await database.select({ id: salons.id }).from(salons)).length
				const answer = await run(
					listingsAction,
					formRequest('/admin/listings', { ...fields, intent: 'create' }, adminCookie),
					`10.66.${++client >> 8}.${client & 255}`,
				)
				expect(answer.status).toBeLessThan(500)
				const toast = await toastOf(answer.headers)
				const after = (await database.select({ id: salons.id }).from(salons)).length
				expect(after).toBe(toast?.variant === 'destructive' ? before : before + 1)
				expect(toast?.title ?? '').not.toMatch(/expected|received|invalid input/i)
			}),
			{ numRuns: 1000 },
		)
	}, 180_000)
})

describe('[ADMIN][LISTINGS] CSV import', () => {
	const csv = (lines: string[]) => `name,postal_code,search_city,city_id,services_nl\n${lines.join('\n')}\n`

	it('previews per row, then creates and updates in one transaction', async () => {
		const { id } = await createSalon(actorWith(admin), input({ name: 'Import Bestaand', postal_code: '3511 AB', search_city: 'Utrecht' }))
		const text = csv(['import bestaand,3511AB,Utrecht,,Wassen|Knippen', 'Import Nieuw,1012 AB,Amsterdam,,', ',,,,'])
		const preview = await previewImport(actorWith(admin), { text })
		expect(preview.map((row) => row.action)).toEqual(['update', 'create', 'reject'])
		expect(await runImport(actorWith(admin), { text })).toEqual({ created: 1, updated: 1, rejected: 1 })
		const [updated] = await database.select().from(salons).where(eq(salons.id, id))
		expect(updated!.services_nl).toEqual(['Wassen', 'Knippen'])
		expect(await database.select().from(salons).where(eq(salons.name, 'Import Nieuw'))).toHaveLength(1)
		expect((await audits(id)).map((e) => e.action)).toContain('import')
	})

	it('imports nothing when one row cannot be stored, and refuses what is no CSV', async () => {
		const text = csv(['Import Nooit,1234 AB,Utrecht,,', 'Import Stadloos,1234 AC,Utrecht,99999999,'])
		await expect(runImport(actorWith(admin), { text })).rejects.toMatchObject({ code: 'invalid' })
		expect(await database.select().from(salons).where(eq(salons.name, 'Import Nooit'))).toEqual([])
		await expect(previewImport(actorWith(admin), { text: 'foo;bar\n1;2' })).rejects.toMatchObject({
			message: expect.stringContaining("De kolom 'name' ontbreekt"),
		})
		await expect(previewImport(actorWith(user), { text })).rejects.toMatchObject({ code: 'forbidden' })
	})
})
