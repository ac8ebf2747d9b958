import { AsyncResource } from 'node:async_hooks'
import type { Request, RequestHandler, Response } from 'express'
import { clientKey } from '~/server/platform/client-address.server'

export type GateOptions = {
	/** Page requests served at once. */
	limit: number
	/** After this long a request that waits on something outside the machine gives its place to the next. */
	leaseMs?: number
	/** Requests that may wait in all; past it a request is answered 503 at once. */
	maxWaiting?: number
	/** Requests that one client (an IPv4 address, an IPv6 /64) may have waiting. */
	maxWaitingPerClient?: number
	/** A request that waited this long is answered 503 instead. */
	deadlineMs?: number
}

const BUSY_MESSAGE = 'Het is even erg druk op de site. Probeer het over een paar seconden opnieuw.'
const RETRY_AFTER_SECONDS = '5'

/**
 * A place in the line. A render holds the place it is let in on until it ends (or its lease runs out);
 * a stored page (`passes`) holds none: it is sent once every request before it has been let in.
 */
type Waiter = { res: Response; client: string; enter: () => void; passes: boolean; timer?: ReturnType<typeof setTimeout>; done: boolean }

/**
 * Sends a stored page (`send`) in its turn: at once when nobody waits, else once those waiting
 * before it have been let in. In a burst every visitor then waits about as long, instead of stored
 * pages flying while one request in five waits many times the average.
 */
export type InTurn = (req: Request, res: Response, send: () => void) => void

export type RequestGate = RequestHandler & { inTurn: InTurn }

/**
 * Page requests (GET and HEAD that reach React Router) are served at most `limit` at a time per
 * process, in order of arrival. Dozens of requests interleaved on one thread all finish late and some
 * very late; taken in turn, each takes a few milliseconds and the last waits only for those before it.
 * A request that waits on something outside the machine (a remote geocoder, a slow database) gives
 * its place to the next after `leaseMs`, so it cannot hold up the others. A request whose client left
 * while it waited is not served. Forms (POST) pass straight through: they are few, and some wait on
 * password hashing or Stripe.
 *
 * The line is bounded: in all, per client and in time. A request past a bound is answered 503 with
 * Retry-After, so one client cannot fill it and a burst cannot grow it without end.
 *
 * A waiting request runs, once let in, in its own asynchronous context (as if it had never waited),
 * not in that of the request whose end let it in: what a request remembers about itself must stay its own.
 *
 * Stored pages (`inTurn`) wait in the same line while others wait: a burst is one line for everyone.
 * They need no place of their own, so past a bound they are sent at once, never answered 503.
 */
export function requestGate({
	limit,
	leaseMs = 100,
	maxWaiting = 1_000,
	maxWaitingPerClient = 50,
	deadlineMs = 15_000,
}: GateOptions): RequestGate {
	let active = 0
	// Waiters leave the line early (deadline) without being taken out of the array: `inLine` counts those still in it.
	const waiting: Waiter[] = []
	let inLine = 0
	const waitingPerClient = new Map<string, number>()

	const leaveLine = (waiter: Waiter) => {
		waiter.done = true
		inLine--
		if (waiter.timer) clearTimeout(waiter.timer)
		const count = (waitingPerClient.get(waiter.client) ?? 1) - 1
		if (count > 0) waitingPerClient.set(waiter.client, count)
		else waitingPerClient.delete(waiter.client)
	}

	/** A place came free: the next render takes it, and the stored pages up to the render after it go too. */
	const release = () => {
		let placeTaken = false
		while (waiting.length > 0) {
			const waiter = waiting[0]!
			if (!waiter.done && !waiter.passes && placeTaken) break
			waiting.shift()
			if (waiter.done) continue
			leaveLine(waiter)
			if (waiter.res.closed) continue
			// The place passes straight to the next render in line, so `active` stays the same.
			if (!waiter.passes) placeTaken = true
			waiter.enter()
		}
		if (!placeTaken) active--
	}

	/** A place in the line for this client, or null past a bound of the line. */
	const joinLine = (req: Request): string | null => {
		const client = clientKey(req.ip ?? 'unknown')
		const clientWaiting = waitingPerClient.get(client) ?? 0
		if (inLine >= maxWaiting || clientWaiting >= maxWaitingPerClient) return null
		waitingPerClient.set(client, clientWaiting + 1)
		inLine++
		return client
	}

	const inTurn: InTurn = (req, res, send) => {
		const client = inLine > 0 ? joinLine(req) : null
		if (client === null) return send()
		waiting.push({ res, client, enter: AsyncResource.bind(send), passes: true, done: false })
	}

	const handler: RequestHandler = (req, res, next) => {
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
			return enter()
		}
		const client = joinLine(req)
		if (client === null) return busy(res)
		const waiter: Waiter = {
			res,
			client,
			enter: AsyncResource.bind(enter),
			passes: false,
			done: false,
			timer: setTimeout(() => {
				leaveLine(waiter)
				busy(res)
			}, deadlineMs),
		}
		waiting.push(waiter)
	}
	return Object.assign(handler, { inTurn })
}

function busy(res: Response) {
	if (res.headersSent || res.closed) return
	res
		.status(503)
		.set('Retry-After', RETRY_AFTER_SECONDS)
		.set('Cache-Control', 'no-store')
		.type('text/plain; charset=utf-8')
		.send(BUSY_MESSAGE)
}
