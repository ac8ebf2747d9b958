/**
 * Mijn honden through the real stack: the route's actions and loader with a real session, the verbs,
 * PostgreSQL. Another account's dog is answered as not found, the eleventh dog is refused, hostile
 * input stores nothing, and deleting the account deletes its dogs.
 */
import { count, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { action as dogsAction, loader as dogsLoader } from '~/routes/account.dogs'
import { loader as placeRequestLoader } from '~/routes/place-request'
import { actorWith } from '~/server/accounts/actor.server'
import { createAccount } from '~/server/accounts/users.server'
import { DOG_MESSAGES, deleteDog, dogsOf, saveDog } from '~/server/dogs/dogs.server'
import { dogs } from '~/server/dogs/tables.server'
import { salons } from '~/server/salons/tables.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { DOG_MESSAGES as FIELD_MESSAGES } from '~/lib/dogs/dog-schema'
import { DOG_NOT_FOUND, MAX_SAVED_DOGS } from '~/lib/dogs/dogs'
import { DOG_FORM_MESSAGES } from '~/lib/dogs/schema'
import { formRequest, run, toastOf, uniqueEmail, userOf } from '../actions'
import { requestAs } from '../auth'
import { useTestDatabase } from '../db'

const database = await useTestDatabase()
const PASSWORD = 'geheim123'

async function account(prefix = 'baasje') {
	const email = uniqueEmail(prefix)
	await createAccount({ email, password: PASSWORD, emailVerified: true, firstName: 'Fleur' })
	const request = await requestAs(email, PASSWORD)
	const user = await userOf(request)
	return { user, actor: actorWith(user), cookie: request.headers.get('cookie')! }
}
type Account = Awaited<ReturnType<typeof account>>

let clients = 0
const post = (as: Account, fields: Record<string, string>) =>
	run(dogsAction, formRequest('/account/honden', fields, as.cookie), `198.51.100.${++clients % 250}`)
const page = async (as: Account, search = '') => {
	const request = new Request(`${formRequest('/account/honden', {}).url}${search}`, { headers: { cookie: as.cookie } })
	return (await run(dogsLoader, request)).data as Awaited<ReturnType<typeof dogsLoader>>
}
const storedOf = (as: Account) => database.select().from(dogs).where(eq(dogs.user_id, as.user.id))
const allDogs = async () => (await database.select({ n: count() }).from(dogs))[0]!.n

const BOBBIE = { name: 'Bobbie', breed: 'Labradoodle', weight: '12,5', coat: 'krullend', notes: 'Bang voor de föhn.\nGevoelige huid.' }

describe('Mijn honden', () => {
	it('adds, lists, edits and deletes a dog through the page’s forms', async () => {
		const owner = await account()
		const added = await post(owner, { intent: 'save', ...BOBBIE })
		expect(added.status).toBe(302)
		expect(added.location).toBe('/account/honden')
		expect(await toastOf(added.headers)).toMatchObject({ title: 'Hond toegevoegd', description: 'Bobbie staat in Mijn honden.' })
		await post(owner, { intent: 'save', name: 'Fikkie', breed: 'Kruising', weight: '30', coat: 'dubbel', notes: '' })

		const listed = await page(owner)
		expect(listed.editing).toBeNull()
		expect(listed.dogs).toEqual([
			{
				id: expect.any(Number),
				name: 'Bobbie',
				breed: 'Labradoodle',
				weightKg: 12.5,
				coat: 'krullend',
				rhythmWeeks: null,
				notes: 'Bang voor de föhn.\nGevoelige huid.',
			},
			{ id: expect.any(Number), name: 'Fikkie', breed: 'Kruising', weightKg: 30, coat: 'dubbel', rhythmWeeks: null, notes: null },
		])
		const bobbie = listed.dogs[0]!

		expect((await page(owner, `?bewerken=${bobbie.id}`)).editing).toEqual(bobbie)
		const edited = await post(owner, {
			intent: 'save',
			dogId: String(bobbie.id),
			...BOBBIE,
			weight: '13',
			coat: 'lang',
			rhythmWeeks: '6',
			notes: '',
		})
		expect(edited.status).toBe(302)
		expect(await toastOf(edited.headers)).toMatchObject({ title: 'Hond bijgewerkt' })
		expect((await page(owner)).dogs[0]).toEqual({ ...bobbie, weightKg: 13, coat: 'lang', rhythmWeeks: 6, notes: null })
		// 'Geen vast ritme' takes the rhythm away again.
		await post(owner, { intent: 'save', dogId: String(bobbie.id), ...BOBBIE, rhythmWeeks: '' })
		expect((await page(owner)).dogs[0]!.rhythmWeeks).toBeNull()

		const deleted = await post(owner, { intent: 'delete', dogId: String(bobbie.id) })
		expect(deleted.status).toBe(302)
		expect(await toastOf(deleted.headers)).toMatchObject({
			title: 'Hond verwijderd',
			description: 'Bobbie staat niet meer in Mijn honden.',
		})
		expect((await page(owner)).dogs.map((dog) => dog.name)).toEqual(['Fikkie'])
	})

	it('never shows, edits or deletes another account’s dog: it is answered as not found, like a dog that does not exist', async () => {
		const owner = await account()
		const stranger = await account('vreemde')
		const dog = await saveDog(owner.actor, BOBBIE)

		expect(await dogsOf(stranger.actor)).toEqual([])
		expect((await page(stranger)).dogs).toEqual([])
		expect((await page(stranger, `?bewerken=${dog.id}`)).editing).toBeNull()

		const edit = await post(stranger, { intent: 'save', dogId: String(dog.id), ...BOBBIE, name: 'Gestolen' })
		expect(edit.status).toBe(404)
		expect(edit.data).toMatchObject({ ok: false, message: DOG_NOT_FOUND, intent: 'save' })
		const remove = await post(stranger, { intent: 'delete', dogId: String(dog.id) })
		expect(remove.status).toBe(404)
		expect(remove.data).toMatchObject({ ok: false, message: DOG_NOT_FOUND })
		await expect(deleteDog(stranger.actor, { dogId: String(dog.id) })).rejects.toMatchObject({ code: 'notFound', message: DOG_NOT_FOUND })

		// A dog that does not exist at all gets the very same answer.
		const missing = await post(stranger, { intent: 'delete', dogId: String(dog.id + 100_000) })
		expect([missing.status, missing.data]).toEqual([
			404,
			{ ...(remove.data as object), values: { intent: 'delete', dogId: String(dog.id + 100_000) } },
		])

		expect(await dogsOf(owner.actor)).toEqual([dog])
		expect(await storedOf(stranger)).toEqual([])
	})

	it('keeps at most ten dogs per account, also when several adds arrive at once', async () => {
		const owner = await account()
		for (let i = 1; i < MAX_SAVED_DOGS; i++) await saveDog(owner.actor, { ...BOBBIE, name: `Hond ${i}` })
		// Six adds for the last place at once: the account's row is locked while counting, so exactly one gets it.
		const racing = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((i) => saveDog(owner.actor, { ...BOBBIE, name: `Tiende ${i}` })))
		expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		for (const refused of racing.filter((result) => result.status === 'rejected'))
			expect(refused.reason).toMatchObject({ code: 'conflict', message: DOG_MESSAGES.tooMany })

		const eleventh = await post(owner, { intent: 'save', ...BOBBIE, name: 'Elfde' })
		expect(eleventh.status).toBe(409)
		expect(eleventh.data).toMatchObject({ ok: false, message: DOG_MESSAGES.tooMany })
		expect(DOG_MESSAGES.tooMany).toBe('Je kunt ten hoogste 10 honden bewaren. Verwijder eerst een hond die je niet meer nodig hebt.')
		expect(await storedOf(owner)).toHaveLength(MAX_SAVED_DOGS)

		// Editing one of the ten is still fine, and another account is not counted with this one.
		const [first] = await dogsOf(owner.actor)
		expect((await post(owner, { intent: 'save', dogId: String(first!.id), ...BOBBIE, name: 'Eerste' })).status).toBe(302)
		expect((await saveDog((await account()).actor, BOBBIE)).name).toBe('Bobbie')
	})

	it('refuses hostile input with the Dutch message of its field and stores nothing, on adding and on editing', async () => {
		const owner = await account()
		const dog = await saveDog(owner.actor, BOBBIE)
		const cases: [Record<string, string>, string, string][] = [
			[{ name: '<script>alert(1)</script>' }, 'name', FIELD_MESSAGES.markup],
			[{ breed: 'Poedel <img src=x onerror=alert(1)>' }, 'breed', FIELD_MESSAGES.markup],
			[{ notes: 'Lief</p><iframe src="https://example.com">' }, 'notes', FIELD_MESSAGES.markup],
			[{ name: '' }, 'name', FIELD_MESSAGES.dogName],
			[{ name: 'x'.repeat(51) }, 'name', 'De naam van je hond mag maximaal 50 tekens bevatten.'],
			[{ breed: 'x'.repeat(61) }, 'breed', 'Het ras mag maximaal 60 tekens bevatten.'],
			[{ notes: 'x'.repeat(501) }, 'notes', 'Je notitie mag maximaal 500 tekens bevatten.'],
			[{ weight: '0' }, 'weight', FIELD_MESSAGES.weight],
			[{ weight: 'abc' }, 'weight', FIELD_MESSAGES.weight],
			[{ weight: '101' }, 'weight', FIELD_MESSAGES.weight],
			[{ weight: '' }, 'weight', FIELD_MESSAGES.weight],
			[{ coat: 'zijdehaar' }, 'coat', DOG_FORM_MESSAGES.coat],
			[{ coat: '' }, 'coat', DOG_FORM_MESSAGES.coat],
			[{ rhythmWeeks: '1' }, 'rhythmWeeks', DOG_FORM_MESSAGES.rhythm],
			[{ rhythmWeeks: '27' }, 'rhythmWeeks', DOG_FORM_MESSAGES.rhythm],
			[{ rhythmWeeks: 'elke week' }, 'rhythmWeeks', DOG_FORM_MESSAGES.rhythm],
		]
		for (const [change, field, message] of cases) {
			for (const target of [{}, { dogId: String(dog.id) }] as Record<string, string>[]) {
				const answer = await post(owner, { intent: 'save', ...BOBBIE, ...target, ...change })
				expect(answer.status, JSON.stringify(change)).toBe(400)
				expect(answer.data).toMatchObject({ ok: false, message, fields: { [field]: message }, intent: 'save' })
			}
		}
		const badId = await post(owner, { intent: 'save', ...BOBBIE, dogId: '1; drop table dogs' })
		expect([badId.status, (badId.data as { message: string }).message]).toEqual([400, DOG_NOT_FOUND])
		expect((await post(owner, { intent: 'delete', dogId: 'abc' })).status).toBe(400)
		expect((await post(owner, { intent: 'wegwezen' })).status).toBe(400)
		expect(await dogsOf(owner.actor)).toEqual([dog])
	})

	it('answers generated hostile posts below 500, in Dutch, and stores nothing it refused', async () => {
		const owner = await account()
		const names = ['intent', 'dogId', 'name', 'breed', 'weight', 'coat', 'rhythmWeeks', 'notes']
		const value = fc.oneof(
			fc.string(),
			fc.constantFrom('', ' ', '\u0000', 'save', 'delete', '7,5', '0', '-1', '1e309', 'NaN', 'kort', '<b>x</b>', 'x'.repeat(600)),
		)
		const ENGLISH = /\b(expected|received|invalid input|required|undefined|null|error|failed)\b/i
		await fc.assert(
			fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), value), async (fields) => {
				const before = await allDogs()
				const answer = await post(owner, fields)
				expect(answer.status).toBeLessThan(500)
				if (answer.status !== 302) {
					expect(await allDogs()).toBe(before)
					const { message, fields: messages = {} } = answer.data as { message: string; fields?: Record<string, string> }
					for (const text of [message, ...Object.values(messages)]) expect(text).not.toMatch(ENGLISH)
				}
				await database.delete(dogs).where(eq(dogs.user_id, owner.user.id))
			}),
			{ numRuns: 300 },
		)
	}, 120_000)

	it('offers the account’s own dogs on the Plek aanvragen form', async () => {
		const owner = await account()
		const stranger = await account('vreemde')
		const dog = await saveDog(owner.actor, BOBBIE)
		await saveDog(stranger.actor, { ...BOBBIE, name: 'Niet van jou' })
		const [salon] = await database
			.insert(salons)
			.values({ name: 'Trimsalon Honden', slug: `honden-${Date.now()}` })
			.returning({ id: salons.id })
		const request = new Request(`${formRequest('/plek-aanvragen', {}).url}?salon=${salon!.id}`, { headers: { cookie: owner.cookie } })
		const form = (await run(placeRequestLoader, request)).data as Awaited<ReturnType<typeof placeRequestLoader>>
		expect(form.dogs).toEqual([dog])
	})

	it('deletes an account’s dogs with the account', async () => {
		const owner = await account()
		const other = await account()
		await saveDog(owner.actor, BOBBIE)
		await saveDog(owner.actor, { ...BOBBIE, name: 'Fikkie' })
		await saveDog(other.actor, BOBBIE)
		await deleteAccount(owner.actor, { password: PASSWORD })
		expect(await storedOf(owner)).toEqual([])
		expect(await storedOf(other)).toHaveLength(1)
	})
})
