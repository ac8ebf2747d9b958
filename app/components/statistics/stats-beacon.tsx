import { useEffect } from 'react'
import { STATS_BEACON_PATH, type StatMetric } from '~/lib/statistics/statistics'

/** Sends one figure for some salons, surviving a navigation away (sendBeacon). */
export function sendStat(metric: StatMetric, salonIds: readonly number[]) {
	if (salonIds.length === 0 || typeof navigator === 'undefined' || !navigator.sendBeacon) return
	navigator.sendBeacon(STATS_BEACON_PATH, JSON.stringify({ m: metric, s: salonIds }))
}

type PrerenderingDocument = Document & { prerendering?: boolean }

/**
 * Counts a page once it is really shown to a person: not while prerendered or in a background
 * tab. Pages served from the page cache count too, as the browser sends the beacon. Without
 * JavaScript the no-script pixel counts the server render instead.
 */
export function StatsBeacon({ metric, salonIds }: { metric: StatMetric; salonIds: readonly number[] }) {
	const key = salonIds.join(',')
	useEffect(() => {
		if (!key) return
		const doc = document as PrerenderingDocument
		const ids = key.split(',').map(Number)
		let sent = false
		const send = () => {
			if (sent || doc.prerendering || doc.visibilityState !== 'visible') return
			sent = true
			sendStat(metric, ids)
		}
		// In a task of its own: sending a beacon takes a phone tens of milliseconds, which would lengthen the
		// task that brings the page to life.
		const first = setTimeout(send)
		doc.addEventListener('visibilitychange', send)
		doc.addEventListener('prerenderingchange', send)
		return () => {
			clearTimeout(first)
			doc.removeEventListener('visibilitychange', send)
			doc.removeEventListener('prerenderingchange', send)
		}
	}, [metric, key])
	if (!key) return null
	return (
		<noscript>
			<img src={`${STATS_BEACON_PATH}?m=${metric}&s=${key}`} alt="" width={1} height={1} className="absolute h-px w-px" />
		</noscript>
	)
}
