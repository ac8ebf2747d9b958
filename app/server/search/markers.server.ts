import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Actor } from '../accounts/actor.server'
import { db } from '../platform/db/client.server'
import { SALONS } from '../salons/card-sql.server'
import { withinRadius } from './sql.server'

/** Up to this many salons in view are sent one by one (and clustered in the browser); more are grouped here. */
export const MAX_MARKERS = 400
const GRID_CELLS_PER_TILE = 6
/** A crowded view is cut into at most this many cells per side, whatever zoom the client claims. */
export const MAX_GRID_CELLS_PER_SIDE = 20

/** [id, latitude, longitude, name, formatted address] */
export type MarkerTuple = [number, number, number, string, string]
/** [latitude, longitude, number of salons] */
export type ClusterTuple = [number, number, number]
export type MarkerAnswer = { markers: MarkerTuple[]; clusters: ClusterTuple[] }

const latitude = z.coerce.number().min(-90).max(90)
const longitude = z.coerce.number().min(-180).max(180)
export const markerQuery = z.object({
	south: latitude,
	west: longitude,
	north: latitude,
	east: longitude,
	zoom: z.coerce.number().int().min(0).max(22),
	lat: latitude.optional(),
	lng: longitude.optional(),
	radius: z.coerce.number().positive().max(100).optional(),
})
export type MarkerQuery = z.infer<typeof markerQuery>

/**
 * The salons with coordinates inside the map's view (and the search radius, when given). A view
 * with few salons gets them all; a crowded one gets grid clusters sized to the zoom level, so the
 * map never needs the whole directory.
 */
export async function mapMarkers(_actor: Actor, query: MarkerQuery): Promise<MarkerAnswer> {
	const near =
		query.lat !== undefined && query.lng !== undefined && query.radius !== undefined
			? withinRadius({ lat: query.lat, lng: query.lng }, query.radius)
			: sql`true`
	const where = sql`g.latitude between ${query.south} and ${query.north} and g.longitude between ${query.west} and ${query.east} and ${near}`
	const { rows } = await db().execute<{
		id: number
		latitude: number
		longitude: number
		name: string
		formatted_address: string | null
	}>(sql`
		select g.id, g.latitude, g.longitude, g.name, g.formatted_address from ${SALONS}
		where ${where} limit ${MAX_MARKERS + 1}`)
	if (rows.length <= MAX_MARKERS) {
		return { markers: rows.map((row) => [row.id, row.latitude, row.longitude, row.name, row.formatted_address ?? '']), clusters: [] }
	}
	const cell = gridCell(query)
	const clusters = await db().execute<{ lat: number; lng: number; count: number }>(sql`
		select avg(g.latitude) as lat, avg(g.longitude) as lng, count(*)::int as count from ${SALONS}
		where ${where}
		group by floor(g.latitude / ${cell}), floor(g.longitude / ${cell})
		limit ${(MAX_GRID_CELLS_PER_SIDE + 1) ** 2}`)
	return { markers: [], clusters: clusters.rows.map((row) => [row.lat, row.lng, row.count]) }
}

/**
 * The cluster grid's cell size in degrees: sized to the zoom level, but never so small that the view
 * holds more than MAX_GRID_CELLS_PER_SIDE cells a side (a whole-country box at zoom 22 would otherwise
 * be one cluster per salon).
 */
export function gridCell(query: Pick<MarkerQuery, 'south' | 'north' | 'west' | 'east' | 'zoom'>): number {
	const byZoom = 360 / 2 ** query.zoom / GRID_CELLS_PER_TILE
	const bySize = Math.max(query.north - query.south, query.east - query.west) / MAX_GRID_CELLS_PER_SIDE
	return Math.max(byZoom, bySize)
}
