import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider, type ServerBuild } from 'react-router'
import { NonceContext } from '~/components/nonce'
import { cspNonceContext } from '~/edge/request-context.server'
import { loggableUrl, mayBeFile } from '~/serving/request-rules.server'
import { logger } from '~/server/platform/logger.server'
import { startScriptsAfterPaint } from '~/serving/script-priority.server'
import { pageViewerOf } from '~/server/claims/own-claims.server'
import { boot as bootApp, type BootOptions } from '~/server/boot.server'
import { config } from '~/server/platform/config.server'
import { connectStandIn } from '~/server/platform/payments/stand-in.server'
import { receiveProviderWebhook } from '~/edge/provider-webhook.server'
import { connectAuthTransport } from '~/server/accounts/auth.server'
import { authOverHttp } from '~/edge/better-auth.server'
import { pageCache, pageCacheMiddleware } from '~/serving/page-cache.server'
import { sharePolicies } from '~/serving/page-share.server'
import type { InTurn } from '~/serving/request-gate.server'

/**
 * Starts the app with the page cache of this process, which the change feed keeps coherent, and with
 * what the domains reach over the HTTP edge: better-auth's router for the accounts' calls, and the
 * webhook the stand-in payments deliver their events to, as Stripe delivers over HTTP.
 */
export function boot(options: Omit<BootOptions, 'pages'> = {}) {
	connectAuthTransport(authOverHttp)
	connectStandIn(receiveProviderWebhook)
	return bootApp({ ...options, pages: pageCache(config().PAGE_CACHE_MB * 1024 * 1024) })
}

/**
 * The page cache in front of React Router, asking the accounts who a signed-in visitor is on each page,
 * and the routes (their `handle.share`) which pages may be shared.
 */
export function pageCacheHandler(routes: ServerBuild['routes'], inTurn: InTurn) {
	return pageCacheMiddleware(pageCache(), pageViewerOf, sharePolicies(routes), inTurn)
}

// server.ts starts the app through these, from the same module graph as the routes.
export { handleWorkerMessage } from '~/server/platform/jobs/boss.server'
export { forgetOnWrites } from '~/serving/forget-on-writes.server'
export { logger } from '~/server/platform/logger.server'
export { clientIpContext, cspNonceContext, sharedViewerContext } from '~/edge/request-context.server'
export { hardening } from '~/serving/hardening.server'
export { requestGate } from '~/serving/request-gate.server'
export { warmUp } from '~/serving/warm-up.server'
export { statsBeaconHandlers } from '~/serving/stats-beacon.server'
export { loggableUrl, mayBeFile }

export const streamTimeout = 5_000

/** Renders the whole document before answering, so crawlers and no-JS visitors get complete HTML. */
export default function handleRequest(
	request: Request,
	status: number,
	headers: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = loadContext.get(cspNonceContext)
	if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers })
	return new Promise<Response>((resolve, reject) => {
		let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(
			<NonceContext.Provider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceContext.Provider>,
			{
				nonce,
				// The document is sent whole (onAllReady), so the content of a Suspense boundary (a form whose
				// code loads on demand) is written in its place: never moved to the end of the page, to be put
				// back by a script, as React does past this many bytes when it streams.
				progressiveChunkSize: Number.POSITIVE_INFINITY,
				onAllReady() {
					// One buffer, written once: a page is a few dozen kilobytes, and React's many small
					// chunks would each pass through gzip and the socket on their own.
					const chunks: Buffer[] = []
					const body = new Writable({
						write(chunk: Buffer, _encoding, callback) {
							chunks.push(chunk)
							callback()
						},
						final(callback) {
							clearTimeout(timeout)
							timeout = undefined
							headers.set('Content-Type', 'text/html; charset=utf-8')
							resolve(new Response(startScriptsAfterPaint(Buffer.concat(chunks)), { headers, status }))
							callback()
						},
					})
					pipe(body)
				},
				onShellError: reject,
				onError(error) {
					status = 500
					logger.error({ err: error }, 'render failed')
				},
			},
		)
	})
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	logger.error({ err: error, url: loggableUrl(request.url) }, 'request failed')
}
