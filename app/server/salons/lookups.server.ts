import { and, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Executor } from '../platform/db/client.server'
import { preparedQuery } from '../platform/db/prepared.server'
import { salons } from '~/server/salons/tables.server'

/**
 * What other domains read of a salon: its name and page, address, city and point, owner and phone,
 * whether it takes new clients, and its opening hours. They ask here; the salons table is this domain's alone.
 */
const facts = {
	id: salons.id,
	name: salons.name,
	slug: salons.slug,
	formatted_address: salons.formatted_address,
	city_id: salons.city_id,
	owner_id: salons.owner_id,
	phone_number: salons.phone_number,
	latitude: salons.latitude,
	longitude: salons.longitude,
	accepts_new_clients: salons.accepts_new_clients,
	waiting_weeks: salons.waiting_weeks,
	availability_updated_at: salons.availability_updated_at,
	opening_hours: salons.opening_hours,
	online_booking: salons.online_booking,
}

export type SalonFacts = Awaited<ReturnType<typeof salonsByIds>>[number]

/** What a list of salons shows of each: its name, link and address. */
export const salonListColumns = {
	id: salons.id,
	name: salons.name,
	slug: salons.slug,
	formatted_address: salons.formatted_address,
	search_city: salons.search_city,
}

const query = new QueryBuilder()

/**
 * The salons' facts as a table to join, so that a list stays one query: `salonRows().as('salon')` in
 * a drizzle select, `${salonRows()} g` in raw SQL.
 */
export const salonRows = () => query.select(facts).from(salons)

/** The ids of the salons this account owns, as a subquery: `inArray(column, salonIdsOwnedBy(userId))` (or a prepared query's placeholder). */
export const salonIdsOwnedBy = (ownerId: string | Placeholder) =>
	query.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, ownerId))

/** The accounts that own a salon, as a subquery: `${column} in ${salonOwnerIds()}`. */
export const salonOwnerIds = () => query.select({ id: salons.owner_id }).from(salons)

/** How many salons there are, as a subquery: `${salonCount()}::int`. */
export const salonCount = () => query.select({ count: sql`count(*)` }).from(salons)

/** Whether the account in `ownerId` owns the salon in `salonId` now (false when it has no owner), for a select or a where. */
export const isOwnedBy = (salonId: AnyColumn, ownerId: AnyColumn) =>
	sql<boolean>`exists ${query
		.select({ one: sql`1` })
		.from(salons)
		.where(and(eq(salons.id, salonId), eq(salons.owner_id, ownerId)))}`

/** A lock held until the transaction ends: 'update' before the salon's row is written, 'share' to keep it as read. */
type Lock = 'update' | 'share'

async function factsWhere(executor: Executor, where: SQL, lock?: Lock) {
	const rows = executor.select(facts).from(salons).where(where)
	return lock ? rows.for(lock) : rows
}

/** The salons with these ids, in no order (an id no salon has is left out). */
export async function salonsByIds(executor: Executor, ids: number[], lock?: Lock) {
	return factsWhere(executor, inArray(salons.id, ids), lock)
}

/** The salon with this id, or undefined. */
export async function salonById(executor: Executor, id: number, lock?: Lock): Promise<SalonFacts | undefined> {
	const [salon] = await factsWhere(executor, eq(salons.id, id), lock)
	return salon
}

/** The salon a URL names by its slug or its id, or undefined. */
export async function salonBySlugOrId(executor: Executor, param: { id: number } | { slug: string }): Promise<SalonFacts | undefined> {
	const [salon] = await factsWhere(executor, 'id' in param ? eq(salons.id, param.id) : eq(salons.slug, param.slug))
	return salon
}

/** Every salon's id. */
export async function allSalonIds(executor: Executor): Promise<number[]> {
	const rows = await executor.select({ id: salons.id }).from(salons)
	return rows.map((row) => row.id)
}

const ownedFacts = preparedQuery((database) =>
	database
		.select(facts)
		.from(salons)
		.where(eq(salons.owner_id, sql.placeholder('ownerId')))
		.prepare('owned_salon_facts'),
)

/** The salons this account owns, in no order. */
export async function ownedSalonFacts(ownerId: string): Promise<SalonFacts[]> {
	return ownedFacts().execute({ ownerId })
}

/** The ids of the salons this account owns. */
export async function ownedSalonIds(executor: Executor, ownerId: string): Promise<number[]> {
	const rows = await executor.select({ id: salons.id }).from(salons).where(eq(salons.owner_id, ownerId))
	return rows.map((row) => row.id)
}

/**
 * The owned salons within `radiusKm` of this salon, nearest first (a salon without a point has none
 * near it), as far as `limit`: the GiST index on the points finds the box, the distance decides.
 */
export async function ownedSalonsNear(
	executor: Executor,
	{ salonId, radiusKm, limit }: { salonId: number; radiusKm: number; limit: number },
) {
	const centre = sql`(select ${salons.earth_point} from ${salons} where ${salons.id} = ${salonId})`
	const metres = radiusKm * 1000
	return executor
		.select({ id: salons.id, km: sql<number>`round((earth_distance(${salons.earth_point}, ${centre}) / 1000)::numeric, 1)::float8` })
		.from(salons)
		.where(
			and(
				sql`${salons.id} <> ${salonId}`,
				sql`${salons.owner_id} is not null`,
				sql`earth_box(${centre}, ${metres}::float8) @> ${salons.earth_point}`,
				sql`earth_distance(${salons.earth_point}, ${centre}) <= ${metres}::float8`,
			),
		)
		.orderBy(sql`${salons.earth_point} <-> ${centre}`)
		.limit(limit)
}
