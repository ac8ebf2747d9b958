import { sql } from 'drizzle-orm'
import { db, type Executor } from '../db/client.server'
import { geocodeCache } from '~/server/platform/db/tables.server'
import type { RemoteHit } from './remote.server'

/**
 * How long a remote answer is read: a found place 30 days (places rarely move), "not found" a day
 * (the service may learn a new street). Older answers are asked again and purged daily.
 */
const ANSWER_LIFETIME = sql`make_interval(days => case when latitude is null then 1 else 30 end)`

/** Remote geocoder answers, kept in the database so every instance asks each query once. */
export const geocodeAnswers = {
	async get(key: string): Promise<RemoteHit | null | undefined> {
		const { rows } = await db().execute<{ latitude: number | null; longitude: number | null; label: string | null }>(sql`
			select latitude, longitude, label from geocode_cache
			where query = ${key} and created_at > now() - ${ANSWER_LIFETIME}`)
		const row = rows[0]
		if (!row) return undefined
		return row.latitude === null || row.longitude === null ? null : { lat: row.latitude, lng: row.longitude, label: row.label ?? '' }
	},
	async set(key: string, hit: RemoteHit | null, provider: string) {
		const values = { provider, latitude: hit?.lat ?? null, longitude: hit?.lng ?? null, label: hit?.label ?? null, createdAt: new Date() }
		await db()
			.insert(geocodeCache)
			.values({ query: key, ...values })
			.onConflictDoUpdate({ target: geocodeCache.query, set: values })
	},
	/** Deletes the answers no longer read: they hold what visitors typed, which is kept no longer than it serves. */
	async purge(executor: Executor, now: Date) {
		await executor.execute(sql`delete from geocode_cache where created_at <= ${now.toISOString()}::timestamptz - ${ANSWER_LIFETIME}`)
	},
}
