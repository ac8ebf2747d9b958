/**
 * The HTTP server: `node build/server.js` (this file as `npm run build` compiles it) serves the
 * production build, `node server.ts --dev` runs Vite in middleware mode. Everything app-specific
 * (config, database, seeding) lives in the app's boot(), reached through the server build so that
 * both share one module graph.
 */
import cluster from 'node:cluster'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'
import { RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'
import { databaseReadyFromPrimary, runPrimary } from './cluster.ts'
import { createRequestHandler } from './request-handler.ts'

type Config = {
	PORT: number
	HOST: string
	SITE_URL: string
	NODE_ENV: string
	TRUST_PROXY: string
	DATA_DIR: string
	WEB_CONCURRENCY: number
	PAGE_CONCURRENCY: number
	WARM_UP_CITIES: number
}
type Entry = {
	boot: (options: { databaseReady?: Promise<void> }) => Promise<{
		config: Config
		databaseUrl: string
		ready: Promise<void>
		firstAttempt: Promise<void>
		stop: () => Promise<void>
	}>
	logger: { info: (o: object, m?: string) => void; error: (o: object, m?: string) => void; isLevelEnabled: (level: string) => boolean }
	clientIpContext: RouterContext<string>
	cspNonceContext: RouterContext<string>
	sharedViewerContext: RouterContext<'visitor' | 'member' | 'admin' | null>
	hardening: (
		config: Config,
		options: { dev: boolean; routes: ServerBuild['routes'] | (() => Promise<ServerBuild['routes']>) },
	) => express.RequestHandler[]
	mayBeFile: (pathname: string) => boolean
	pageCacheHandler: (routes: ServerBuild['routes'], inTurn: InTurn) => express.RequestHandler
	requestGate: (options: { limit: number }) => express.RequestHandler & { inTurn: InTurn }
	warmUp: (app: express.Express, ready: Promise<void>, options: { cities: number; concurrency: number }) => Promise<void>
	statsBeaconHandlers: () => (express.RequestHandler | express.ErrorRequestHandler)[]
	forgetOnWrites: () => express.RequestHandler
	loggableUrl: (url: string) => string
	handleWorkerMessage: (message: unknown) => void
}

type InTurn = (req: express.Request, res: express.Response, send: () => void) => void

const dev = process.argv.includes('--dev')
const app = express()
app.disable('x-powered-by')
// The build's files keep the default level (few, and cached by browsers for a year); rendered answers
// use level 1: half the CPU per page (0.33 instead of 0.70 ms for 55 KB) for about 12 % more bytes.
const compressFiles = compression()
const compressPages = compression({ level: 1 })
app.use((req, res, next) => (req.path.startsWith('/assets/') ? compressFiles : compressPages)(req, res, next))

let getBuild: () => Promise<ServerBuild>
let productionBuild: ServerBuild | undefined
// Static files come after the hardening layer so that they carry its headers too.
const staticFiles: express.RequestHandler[] = []
if (dev) {
	const { createServer } = await import('vite')
	const vite = await createServer({ server: { middlewareMode: true } })
	app.use(vite.middlewares)
	getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
} else {
	const build = (await import(pathToFileURL(path.resolve('build/server/index.js')).href)) as ServerBuild
	getBuild = async () => build
	productionBuild = build
	staticFiles.push(
		express.Router().use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' })),
		express.static('build/client', { maxAge: '1h' }),
	)
}

const entry = (await getBuild()).entry.module as unknown as Entry
let booted: Awaited<ReturnType<Entry['boot']>>
try {
	booted = await entry.boot(cluster.isWorker ? { databaseReady: databaseReadyFromPrimary() } : {})
} catch (error) {
	// Start-up problems (bad environment, data folder in use) are one readable line, not a stack.
	console.error(error instanceof Error ? error.message : String(error))
	process.exit(1)
}
await booted.firstAttempt
if (!dev && cluster.isPrimary && booted.config.WEB_CONCURRENCY > 1) {
	const { WEB_CONCURRENCY: count } = booted.config
	await runPrimary({
		workerFile: fileURLToPath(import.meta.url),
		count,
		databaseUrl: booted.databaseUrl,
		ready: booted.ready,
		logger: entry.logger,
		stop: booted.stop,
		onWorkerMessage: entry.handleWorkerMessage,
	})
} else {
	await serve(booted)
}

async function serve(booted: Awaited<ReturnType<Entry['boot']>>) {
	let stopping = false
	// req.ip is the client from X-Forwarded-For only when the request comes through a trusted proxy.
	app.set('trust proxy', booted.config.TRUST_PROXY)
	// While stopping, every answer closes its connection, so keep-alive clients move on to another process.
	app.use((_req, res, next) => {
		if (stopping) res.setHeader('Connection', 'close')
		next()
	})

	// Which answers may name a person is read from the routes' declarations (their `handle`).
	app.use(entry.hardening(booted.config, { dev, routes: productionBuild?.routes ?? (async () => (await getBuild()).routes) }))
	// Only a path that can name a file is looked up on disk: for a page that stat cost more than serving it from the cache.
	for (const handler of staticFiles) app.use((req, res, next) => (entry.mayBeFile(req.path) ? handler(req, res, next) : next()))
	// Uploaded photos (when they are not in an S3 bucket): names carry a timestamp, so they never change.
	// A missing one is a plain 404 from here, not a page (nor, for a logged-in user, the way to the dashboard).
	app.use(
		'/uploads',
		express.static(path.resolve(booted.config.DATA_DIR, 'uploads'), { immutable: true, maxAge: '1y', index: false, redirect: false }),
		(_req: express.Request, res: express.Response) => void res.status(404).type('text/plain').send('Niet gevonden'),
	)
	// The request log, left out as a whole when LOG_LEVEL leaves out its lines (masking a URL is not free).
	if (entry.logger.isLevelEnabled('info'))
		app.use((req, res, next) => {
			const started = performance.now()
			res.on('finish', () => {
				const ms = Math.round(performance.now() - started)
				entry.logger.info({ method: req.method, url: entry.loggableUrl(req.originalUrl), status: res.statusCode, ms }, 'request')
			})
			next()
		})
	// The statistics beacon of every page view, answered before the page cache and React Router.
	app.post('/api/stats', ...entry.statsBeaconHandlers())
	app.use(entry.forgetOnWrites())
	// What the cache cannot answer is rendered a few at a time, in order of arrival; while pages wait,
	// stored pages wait their turn in the same line.
	const gate = entry.requestGate({ limit: booted.config.PAGE_CONCURRENCY })
	// Public pages come from memory when they can, one copy per kind of viewer (dropped on every public change).
	if (productionBuild) app.use(entry.pageCacheHandler(productionBuild.routes, gate.inTurn))
	app.use(gate)
	app.all(
		'/{*splat}',
		createRequestHandler({
			// A build function is derived again on every request (route tree, matcher, handler: about 6 % of
			// a signed-in page's CPU); production serves one build, so it is passed as it is.
			build: productionBuild ?? getBuild,
			mode: booted.config.NODE_ENV,
			// Built here, from the react-router this file imports: in dev the app's modules come through
			// Vite, and the request handler only accepts its own RouterContextProvider class.
			getLoadContext: (req, res) => {
				const context = new RouterContextProvider()
				context.set(entry.clientIpContext, req.ip ?? 'unknown')
				context.set(entry.cspNonceContext, res.locals.cspNonce as string)
				// Set by the page cache for a render it will share: the viewer class instead of the person.
				context.set(entry.sharedViewerContext, res.locals.sharedViewer ?? null)
				return context
			},
		}),
	)

	const { PORT, HOST, SITE_URL, WARM_UP_CITIES, PAGE_CONCURRENCY } = booted.config
	// The entry pages are rendered (and stored) before visitors come: a burst right after a start meets a warm process.
	if (productionBuild && WARM_UP_CITIES > 0)
		await entry.warmUp(app, booted.ready, { cities: WARM_UP_CITIES, concurrency: PAGE_CONCURRENCY })
	const server = app.listen(PORT, HOST, () => entry.logger.info({ url: SITE_URL, port: PORT }, 'listening'))
	server.on('error', async (error) => {
		console.error(`Cannot listen on ${HOST}:${PORT}: ${error.message}`)
		await booted.stop()
		process.exit(1)
	})

	async function shutdown(signal: string) {
		if (stopping) return
		stopping = true
		entry.logger.info({ signal }, 'shutting down')
		// A worker first answers for a second with `Connection: close`, so keep-alive clients leave before
		// their idle connections are closed under them; then requests under way finish (at most 10 s).
		if (cluster.isWorker) await new Promise((resolve) => setTimeout(resolve, 1_000))
		await new Promise((resolve) => {
			server.close(resolve)
			setTimeout(resolve, 10_000).unref()
		})
		await booted.stop()
		process.exit(0)
	}
	process.on('SIGINT', () => void shutdown('SIGINT'))
	process.on('SIGTERM', () => void shutdown('SIGTERM'))
	// A worker whose primary is gone stops too, rather than serving on alone.
	cluster.worker?.on('disconnect', () => void shutdown('primary gone'))
	cluster.worker?.on('error', () => void shutdown('primary gone'))
}
