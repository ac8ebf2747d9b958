import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { createAccount, grantAdmin } from '../accounts/users.server'
import { deleteUsersByEmail } from '../accounts/deletion.server'
import { presetTwoFactor } from '../accounts/two-factor/preset.server'
import { clearCities, insertCities } from '../cities/demo.server'
import { insertPlacements } from '../featured/demo.server'
import { enableDemoBookings } from '../bookings/demo.server'
import { DEMO_REVIEWERS, seedDemoReviews } from './demo-reviews.server'
import { seedDemoAppointments } from '../bookings/demo-appointments.server'
import { userIdByLowerEmail } from '../accounts/users.server'
import { clearCaches } from '../platform/cache.server'
import type { Database } from '../platform/db/client.server'
import {
	clearSalons,
	giveUnownedWithHours,
	insertSalons,
	mostRatedUnownedWithPhoto,
	salonCount,
	setFirstSalonOf,
} from '../salons/demo.server'
import { DEMO_ADMIN_BACKUP_CODES, DEMO_ADMIN_TOTP_KEY } from './demo-two-factor.server'
import { demoCities, demoSalons, type SeedSalon } from './generate.server'
import { seedOwnerStatistics } from './statistics.server'

export const DEMO_PASSWORD = 'demo1234'
export const DEMO_ACCOUNTS = {
	admin: 'admin@example.com',
	owner: 'eigenaar@example.com',
	user: 'gebruiker@example.com',
} as const
export const DEFAULT_SALON_COUNT = 2500
/**
 * The owner of a few salons in the big cities that take online bookings too, so the filter and the
 * cards show more than the demo owner's two; it has a random password (nobody signs in as it).
 */
const DEMO_AGENDA_OWNER = 'agenda@example.com'
const MORE_BOOKABLE: [city: string, salons: number][] = [
	['Rotterdam', 2],
	['Utrecht', 2],
	['Den Haag', 1],
]

const BATCH = 1000

export async function isDatabaseEmpty(database: Database) {
	return (await salonCount(database)) === 0
}

/**
 * Replaces the directory with deterministic demo data: cities, salons, a few live featured
 * placements and the demo accounts. Runs in one transaction, so a failed seed leaves nothing behind.
 */
export async function seedDemoData(
	database: Database,
	options: { salons?: number; onProgress?: (done: number, total: number) => void } = {},
) {
	const total = options.salons ?? DEFAULT_SALON_COUNT
	await database.transaction(async (tx) => {
		const txDb = tx as unknown as Database
		// A large seed (100,000 salons) takes longer than the pool's statement timeout allows.
		await tx.execute(sql`set local statement_timeout = 0`)
		// Emptying salons and cities empties all that refers to them: claims, submissions, placements, reviews …
		await clearSalons(tx)
		await clearCities(tx)
		await deleteUsersByEmail(tx, [...Object.values(DEMO_ACCOUNTS), DEMO_AGENDA_OWNER, ...DEMO_REVIEWERS.map((reviewer) => reviewer.email)])

		const cityRows = await insertCities(tx, demoCities())
		const cityIds = new Map(cityRows.map((city) => [city.name, city.id]))

		let batch: SeedSalon[] = []
		let done = 0
		const flush = async () => {
			await insertSalons(
				tx,
				batch.map(({ cityName, ...salon }) => ({ ...salon, city_id: cityIds.get(cityName)! })),
			)
			done += batch.length
			batch = []
			options.onProgress?.(done, total)
		}
		for (const salon of demoSalons(total)) {
			batch.push(salon)
			if (batch.length === BATCH) await flush()
		}
		if (batch.length) await flush()

		const [amsterdam, haarlem] = await seedAccounts(txDb, cityIds)
		await seedFeatured(txDb, cityIds)
		await seedOwnerStatistics(txDb, { id: amsterdam!, cityId: cityIds.get('Amsterdam')! }, haarlem!)
		const bookable = await moreBookableSalons(txDb, cityIds)
		await enableDemoBookings(txDb, [amsterdam!, haarlem!, ...bookable])
		await seedDemoReviews(txDb, cityIds, bookable)
		await seedDemoAppointments(txDb, (await userIdByLowerEmail(DEMO_ACCOUNTS.user, txDb))!, haarlem!)
	})
	clearCaches()
}

async function seedAccounts(database: Database, cityIds: Map<string, number>) {
	const admin = await createAccount(
		{ email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, firstName: 'Anne', lastName: 'Beheer', emailVerified: true },
		database,
	)
	await grantAdmin(admin.id, database)
	await presetTwoFactor(database, admin.id, { base32Key: DEMO_ADMIN_TOTP_KEY, backupCodes: DEMO_ADMIN_BACKUP_CODES })
	const owner = await createAccount(
		{ email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD, firstName: 'Eva', lastName: 'Eigenaar', emailVerified: true },
		database,
	)
	await createAccount(
		{ email: DEMO_ACCOUNTS.user, password: DEMO_PASSWORD, firstName: 'Gijs', lastName: 'Gebruiker', emailVerified: true },
		database,
	)
	// The owner has a salon in Amsterdam (all three featured slots taken) and one in Haarlem (slots free).
	// Both take place requests: Amsterdam takes new clients, Haarlem keeps a waiting list (said today).
	const owned: number[] = []
	const availability = {
		Amsterdam: { accepts_new_clients: 'ja', waiting_weeks: 1 },
		Haarlem: { accepts_new_clients: 'wachtlijst', waiting_weeks: 4 },
	} as const
	for (const city of ['Amsterdam', 'Haarlem'] as const)
		owned.push(
			await setFirstSalonOf(database, cityIds.get(city)!, {
				owner_id: owner.id,
				...availability[city],
				availability_updated_at: new Date(),
			}),
		)
	return owned
}

async function moreBookableSalons(database: Database, cityIds: Map<string, number>) {
	const owner = await createAccount(
		{
			email: DEMO_AGENDA_OWNER,
			password: randomBytes(18).toString('base64url'),
			firstName: 'Agenda',
			lastName: 'Demo',
			emailVerified: true,
		},
		database,
	)
	const ids: number[] = []
	for (const [city, count] of MORE_BOOKABLE) {
		const cityId = cityIds.get(city)
		if (cityId) ids.push(...(await giveUnownedWithHours(database, cityId, count, owner.id)))
	}
	return ids
}

/** Live placements so the featured sections have content: Amsterdam full, Rotterdam two, Utrecht one. */
async function seedFeatured(database: Database, cityIds: Map<string, number>) {
	const perCity: [string, number][] = [
		['Amsterdam', 3],
		['Rotterdam', 2],
		['Utrecht', 1],
	]
	for (const [city, count] of perCity) {
		const cityId = cityIds.get(city)!
		const salonIds = await mostRatedUnownedWithPhoto(database, cityId, count)
		if (salonIds.length === 0) continue
		await insertPlacements(
			database,
			salonIds.map((salonId, index) => ({
				salon_id: salonId,
				city_id: cityId,
				status: 'active' as const,
				plan_type: index % 2 ? ('monthly' as const) : ('yearly' as const),
				listing_position: index + 1,
				current_period_start: new Date(Date.UTC(2025, 0, 1)),
				current_period_end: null,
			})),
		)
	}
}
