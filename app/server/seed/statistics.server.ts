import { dayBefore, dutchDay, middayOf } from '~/lib/common/dutch-date'
import type { Database } from '../platform/db/client.server'
import { insertPlacements } from '../featured/demo.server'
import { insertDailyStatistics } from '../statistics/demo.server'

/**
 * Ninety days of demo figures for the owner's salons, so the dashboard's chart has something to
 * show: the first was featured from 40 to 11 days ago (an ended placement) and was viewed about 2.4×
 * as often then; the second was never featured. The figures wobble by a fixed pattern.
 */
export async function seedOwnerStatistics(
	database: Database,
	featuredSalon: { id: number; cityId: number },
	otherSalonId: number,
	now = new Date(),
) {
	const today = dutchDay(now)
	const rows = []
	for (let ago = 89; ago >= 0; ago--) {
		const wobble = (ago * 7) % 5
		const featured = ago >= 11 && ago <= 40
		const views = featured ? 12 + wobble : 5 + (wobble % 3)
		const day = dayBefore(today, ago)
		rows.push({
			salon_id: featuredSalon.id,
			day,
			views,
			phone: Math.floor(views / 4),
			website: Math.floor(views / 3),
			route: wobble % 2,
			impressions: views * 6,
		})
		rows.push({
			salon_id: otherSalonId,
			day,
			views: 2 + (wobble % 2),
			phone: wobble === 4 ? 1 : 0,
			website: wobble % 2,
			route: 0,
			impressions: 15 + wobble,
		})
	}
	await insertDailyStatistics(database, rows)
	await insertPlacements(database, [
		{
			salon_id: featuredSalon.id,
			city_id: featuredSalon.cityId,
			status: 'expired',
			plan_type: 'monthly',
			listing_position: 1,
			current_period_start: middayOf(dayBefore(today, 40)),
			current_period_end: middayOf(dayBefore(today, 11)),
			createdAt: middayOf(dayBefore(today, 40)),
			updatedAt: middayOf(dayBefore(today, 11)),
		},
	])
}
