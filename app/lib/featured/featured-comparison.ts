import { formatDecimal } from '../common/dutch-number'

/** One day's count of a figure, and whether the salon was featured that day. */
export type ComparedDay = { day: string; count: number; featured: boolean }

/** Too few days on either side and a ratio says more about chance than about the placement. */
const MIN_COMPARED_DAYS = 7

/**
 * A plain Dutch sentence comparing the average per day while featured with the days before the
 * first featured day ("Tijdens je uitgelichte periode had je per dag 2,4× zoveel weergaven als daarvoor"), or null
 * when there is nothing to compare: fewer than `minDays` days before the first featured day or
 * featured, or nothing counted before.
 */
export function featuredComparison(days: readonly ComparedDay[], noun: string, minDays = MIN_COMPARED_DAYS): string | null {
	const firstFeatured = days.findIndex((d) => d.featured)
	if (firstFeatured === -1) return null
	const before = days.slice(0, firstFeatured)
	const during = days.filter((d) => d.featured)
	if (before.length < Math.max(minDays, 1) || during.length < Math.max(minDays, 1)) return null
	const average = (list: readonly ComparedDay[]) => list.reduce((sum, d) => sum + d.count, 0) / list.length
	const beforeAverage = average(before)
	const duringAverage = average(during)
	if (beforeAverage === 0) return null
	const ratio = duringAverage / beforeAverage
	if (ratio >= 1.05) return `Tijdens je uitgelichte periode had je per dag ${formatDecimal(ratio)}× zoveel ${noun} als daarvoor.`
	if (ratio > 0.95) return `Tijdens je uitgelichte periode had je per dag ongeveer evenveel ${noun} als daarvoor.`
	return `Tijdens je uitgelichte periode had je per dag minder ${noun} dan daarvoor (${formatDecimal(ratio)}× zoveel).`
}
