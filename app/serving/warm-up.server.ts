import { once } from 'node:events'
import { createServer, get, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as delay } from 'node:timers/promises'
import { systemActor } from '../server/accounts/actor.server'
import { entryPagePaths } from '../server/salons/cities.server'
import { config } from '../server/platform/config.server'
import { logger } from '../server/platform/logger.server'
import { changeFeedTried } from '../server/public-change.server'

/** A database that is not ready by then leaves the process to start cold rather than late. */
const READY_WAIT_MS = 10_000

/**
 * Renders the site's entry pages (see entryPagePaths) before the process takes visitors: a burst right
 * after a start then meets compiled code, open database connections and stored pages instead of
 * paying for them in its first seconds. The pages are asked for over a loopback port of this process
 * alone, `concurrency` at a time, as visitors would ask at the site's address (SITE_URL), so they pass
 * the same layers and are stored under the keys visitors' requests have.
 */
export async function warmUp(app: RequestListener, ready: Promise<void>, { cities, concurrency }: { cities: number; concurrency: number }) {
	const started = performance.now()
	const waiting = new AbortController()
	const isReady = await Promise.race([
		ready.then(
			() => true,
			() => false,
		),
		delay(READY_WAIT_MS, false, { signal: waiting.signal }).catch(() => false),
	])
	waiting.abort()
	if (!isReady) {
		logger.warn('database not ready: starting without warming up')
		return
	}
	try {
		await changeFeedTried()
		const paths = await entryPagePaths(systemActor('warm-up'), { cities })
		const failed = await askAll(app, paths, concurrency)
		logger.info({ pages: paths.length, failed, ms: Math.round(performance.now() - started) }, 'warmed up')
	} catch (error) {
		logger.warn({ err: error }, 'warming up failed: starting cold')
	}
}

/** Asks `app` for every path, `concurrency` at a time; the number that failed. A failure only makes a start colder. */
async function askAll(app: RequestListener, paths: readonly string[], concurrency: number): Promise<number> {
	const site = new URL(config().SITE_URL)
	// Visitors of an https site come through a proxy that ends TLS; this loopback port stands in for it
	// without trusting any header, so the pages are stored under the site's https origin.
	const server = createServer((req, res) => {
		if (site.protocol === 'https:') Object.defineProperty(req.socket, 'encrypted', { value: true })
		app(req, res)
	})
	// Exclusive: in a cluster worker, a port of its own rather than one shared through the primary.
	server.listen({ port: 0, host: '127.0.0.1', exclusive: true })
	await once(server, 'listening')
	const { port } = server.address() as AddressInfo
	const queue = [...paths]
	let failed = 0
	const next = async (): Promise<void> => {
		const path = queue.shift()
		if (path === undefined) return
		try {
			if ((await statusOf({ port, path, host: site.host })) !== 200) failed++
		} catch {
			failed++
		}
		return next()
	}
	await Promise.all(Array.from({ length: Math.max(concurrency, 1) }, next))
	server.closeAllConnections()
	server.close()
	return failed
}

/** The status of a page asked for on this machine's `port` under the site's `host` (which fetch cannot set), its body read and dropped. */
function statusOf({ port, path, host }: { port: number; path: string; host: string }): Promise<number> {
	return new Promise((resolve, reject) => {
		get({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'gzip' } }, (response) => {
			response.resume()
			response.once('end', () => resolve(response.statusCode ?? 0))
			response.once('error', reject)
		}).once('error', reject)
	})
}
