import type { RequestHandler, Response } from 'express'

/**
 * Page requests (GET and HEAD that reach React Router) are served at most `limit` at a time per
 * process, in order of arrival. Dozens of requests interleaved on one thread all finish late and some
 * very late; taken in turn, each takes a few milliseconds and the last waits only for those before it.
 * A request that waits on something outside the machine (a remote geocoder, a slow database) gives
 * its place to the next after `leaseMs`, so it cannot hold up the others. A request whose client left
 * while it waited is not served. Forms (POST) pass straight through: they are few, and some wait on
 * password hashing or Stripe.
 */
export function requestGate({ limit, leaseMs = 100 }: { limit: number; leaseMs?: number }): RequestHandler {
	let active = 0
	const waiting: { res: Response; enter: () => void }[] = []

	const release = () => {
		for (let waiter = waiting.shift(); waiter; waiter = waiting.shift()) {
			if (waiter.res.closed) continue
			// The place passes straight to the next in line, so `active` stays the same.
			return waiter.enter()
		}
		active--
	}

	return (req, res, next) => {
		if (limit === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
		const enter = () => {
			let holding = true
			const leave = () => {
				if (!holding) return
				holding = false
				clearTimeout(lease)
				release()
			}
			const lease = setTimeout(leave, leaseMs)
			res.once('close', leave)
			next()
		}
		if (active < limit) {
			active++
			enter()
		} else {
			waiting.push({ res, enter })
		}
	}
}
