import express from 'express'
import { visitorAt } from '~/server/accounts/actor.server'
import { AppError, invalid } from '~/server/platform/errors.server'
import { statusOf } from '~/edge/errors.server'
import { logger } from '~/server/platform/logger.server'
import { countBeacon, NOT_A_BEACON } from '~/server/statistics/beacon.server'
import { config } from '~/server/platform/config.server'
import { BEACON_HEADERS, beaconSender } from '~/serving/request-rules.server'

/** sendBeacon's body: JSON text of at most 4 kB. */
export function bodyBeacon(body: unknown): unknown {
	if (typeof body !== 'string' || body.length > 4096) throw invalid(NOT_A_BEACON)
	try {
		return JSON.parse(body)
	} catch {
		throw invalid(NOT_A_BEACON)
	}
}

/**
 * POST /api/stats straight from Express, before the page cache and React Router: every real page
 * view sends one, so it must cost less than the cached page it counts: its visitor is known by the
 * client alone, without a session read. Answers 204, a 4xx for anything refused and 503 when the salon
 * list cannot be read; never a 500.
 */
export function statsBeaconHandlers(): (express.RequestHandler | express.ErrorRequestHandler)[] {
	return [
		express.text({ type: () => true, limit: 4096 }),
		((req, res) => {
			const headers = new Headers()
			for (const name of BEACON_HEADERS) {
				const value = req.get(name)
				if (value) headers.set(name, value)
			}
			res.setHeader('Cache-Control', 'no-store')
			Promise.resolve()
				.then(() =>
					countBeacon(visitorAt({ ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? '', authHeaders: {} }), {
						sender: beaconSender(headers, config().SITE_URL),
						input: bodyBeacon(req.body),
						source: 'beacon',
					}),
				)
				.then(() => res.status(204).end())
				.catch((error: unknown) => {
					if (error instanceof AppError && statusOf(error) < 500) return res.status(statusOf(error)).type('text/plain').send(error.message)
					logger.warn({ err: error }, 'statistics beacon failed')
					res.status(503).end()
				})
		}) satisfies express.RequestHandler,
		// A body that is too large or unreadable: refused, never a 500.
		((error, _req, res, _next) => {
			res.status(typeof error?.status === 'number' && error.status < 500 ? error.status : 400).end()
		}) satisfies express.ErrorRequestHandler,
	]
}
