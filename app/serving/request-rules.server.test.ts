import { describe, expect, it } from 'vitest'
import { publicAnswers, shared } from '~/lib/seo/page-share'
import { isLoopback } from '../server/platform/net.server'
import { buildRoutes } from './test-routes.server'
import { publicPolicies } from './page-share.server'
import {
	bodyLimitFor,
	dependsOnSession,
	FORM_BODY_LIMIT,
	isDemoHost,
	isSameOriginBeacon,
	isSameOriginWrite,
	loggableUrl,
	mayBeFile,
	onlySessionCookies,
	originFormOf,
	pagePathOf,
	routePath,
} from './request-rules.server'
import { alertLinkPath, appointmentCancelPath, calendarFeedPath, paths } from '~/lib/common/paths'

const SITE = 'https://trimsalonwijzer.nl'
const write = (over: Partial<Parameters<typeof isSameOriginWrite>[0]>) =>
	isSameOriginWrite(
		{ method: 'POST', pathname: '/contact', host: 'trimsalonwijzer.nl', origin: undefined, fetchSite: undefined, ...over },
		SITE,
	)

describe('isLoopback', () => {
	it('knows the loopback addresses in every spelling', () => {
		for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'localhost'])
			expect(isLoopback(address), address).toBe(true)
		for (const address of ['0.0.0.0', '10.0.0.1', '::', '::ffff:10.0.0.1', '128.0.0.1', undefined])
			expect(isLoopback(address), String(address)).toBe(false)
	})
})

describe('pagePathOf', () => {
	it("is the page's own path for its data request, and any other path as it is", () => {
		expect(pagePathOf('/trimsalon/lisa.data')).toBe('/trimsalon/lisa')
		expect(pagePathOf('/trimsalon/lisa')).toBe('/trimsalon/lisa')
		expect(pagePathOf('/_.data')).toBe('/')
		expect(pagePathOf('/blog/_.data')).toBe('/blog/')
	})
})

describe('bodyLimitFor', () => {
	it('allows 100 KB for forms and more only on the upload routes', () => {
		expect(bodyLimitFor('/contact')).toBe(FORM_BODY_LIMIT)
		expect(bodyLimitFor('/dashboard/salons/12/photo')).toBe(10 * 1024 * 1024 + 64 * 1024)
		expect(bodyLimitFor('/dashboard/salons/12/photo/x')).toBe(FORM_BODY_LIMIT)
		expect(bodyLimitFor('/admin/import')).toBe(5 * 1024 * 1024)
	})

	it('gives a form posted by React Router in the browser (path.data) the limit of its path', () => {
		expect(bodyLimitFor('/admin/import.data')).toBe(5 * 1024 * 1024)
		expect(bodyLimitFor('/dashboard/salons/12/photo.data')).toBe(bodyLimitFor('/dashboard/salons/12/photo'))
		expect(bodyLimitFor('/contact.data')).toBe(FORM_BODY_LIMIT)
	})
})

describe('isSameOriginWrite', () => {
	it('lets reads and same-origin writes through', () => {
		expect(write({ method: 'GET', fetchSite: 'cross-site' })).toBe(true)
		expect(write({ fetchSite: 'same-origin', origin: SITE })).toBe(true)
		expect(write({ origin: SITE })).toBe(true)
		expect(write({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true)
	})

	it('refuses writes from other sites, sibling subdomains and opaque origins', () => {
		expect(write({ fetchSite: 'cross-site', origin: 'https://evil.example' })).toBe(false)
		expect(write({ fetchSite: 'same-site', origin: 'https://blog.trimsalonwijzer.nl' })).toBe(false)
		expect(write({ origin: 'https://evil.example' })).toBe(false)
		expect(write({ origin: 'null' })).toBe(false)
		expect(write({ origin: 'not a url' })).toBe(false)
	})

	it('lets non-browser clients, the signed payment webhook and the tokened one-click unsubscribe through', () => {
		expect(write({})).toBe(true)
		expect(write({ pathname: '/api/stripe/webhook', fetchSite: 'cross-site', origin: 'https://stripe.com' })).toBe(true)
		expect(write({ pathname: '/statistieken/afmelden', fetchSite: 'cross-site', origin: 'https://mail.example' })).toBe(true)
	})

	it('lets a mail client post a one-click unsubscribe from its own origin, and nothing else under /meldingen', () => {
		const token = 'a'.repeat(43)
		expect(write({ pathname: `/meldingen/afmelden/${token}`, fetchSite: 'cross-site', origin: 'https://mail.example' })).toBe(true)
		expect(write({ pathname: '/meldingen/aanmelden', fetchSite: 'cross-site', origin: 'https://evil.example' })).toBe(false)
	})
})

describe('dependsOnSession', () => {
	/** A build's routes: the home page shared, the not-found page public, the private areas declaring nothing. */
	const isPublic = publicPolicies(
		buildRoutes([
			['root', undefined, '', shared()],
			['home', 'root', undefined, shared(), true],
			['admin', 'root', 'admin'],
			['adminClaims', 'admin', 'claims'],
			['dashboard', 'root', 'dashboard'],
			['auth', 'root', 'auth'],
			['claims', 'root', 'api/claims'],
			['devMail', 'root', 'dev/mail'],
			['logout', 'root', 'logout'],
			['unsubscribe', 'root', 'statistieken/afmelden'],
			['notFound', 'root', '*', publicAnswers()],
		]),
	)
	const privateAt = (path: string, cookie: string | undefined) => dependsOnSession(path, cookie, isPublic)

	it('marks private areas and requests with a session cookie', () => {
		for (const path of ['/admin', '/admin/claims', '/dashboard', '/auth', '/api/claims', '/dev/mail', '/logout', '/statistieken/afmelden'])
			expect(privateAt(path, undefined), path).toBe(true)
		expect(privateAt('/', 'better-auth.session_token=abc')).toBe(true)
		expect(privateAt('/', 'x=1; __Secure-better-auth.session_token=abc')).toBe(true)
		expect(privateAt('/', 'toast=1')).toBe(false)
		expect(privateAt('/administratie', undefined)).toBe(false)
		for (const path of ['/DEV/mail', '/%64ev/mail', '/Admin/claims', '/%41dmin']) expect(privateAt(path, undefined), path).toBe(true)
	})

	it('marks every page whose routes do not declare that they name nobody, and its data request', () => {
		for (const path of ['/admin.data', '/dashboard.data', '/auth.data']) expect(privateAt(path, undefined), path).toBe(true)
		expect(privateAt('/_.data', undefined)).toBe(false)
	})

	it('never marks public files, which are the same for everyone', () => {
		expect(privateAt('/uploads/salons/1-2-800.webp', 'better-auth.session_token=abc')).toBe(false)
		expect(privateAt('/assets/root-abc123.js', 'better-auth.session_token=abc')).toBe(false)
	})
})

describe('loggableUrl', () => {
	it('drops the query of auth paths and masks tokens and e-mail addresses elsewhere', () => {
		expect(loggableUrl('/api/auth/verify-email?token=abc&callbackURL=/x')).toBe('/api/auth/verify-email?[redacted]')
		expect(loggableUrl('/auth?mode=reset-password&token=abc')).toBe('/auth?[redacted]')
		expect(loggableUrl('/api/auth/reset-password/abc123?callbackURL=/auth')).toBe('/api/auth/reset-password/[token]?[redacted]')
		expect(loggableUrl('/dashboard?subscription=success&session_id=cs_123')).toBe('/dashboard?subscription=success&session_id=[redacted]')
		expect(loggableUrl('/directory?location=anna@example.com')).toBe('/directory?location=[e-mail]')
		expect(loggableUrl('/directory?location=Utrecht')).toBe('/directory?location=Utrecht')
	})

	it('masks the secret of a link that acts without signing in: the calendar feed, the cancel link, the alert links', () => {
		expect(loggableUrl(calendarFeedPath('geheim-feed-token'))).toBe('/afspraak/agenda/[token]')
		expect(loggableUrl(`http://localhost:3000${appointmentCancelPath('geheim-annuleer-token')}`)).toBe('/afspraak/annuleren/[token]')
		expect(loggableUrl(`${appointmentCancelPath('geheim')}/meer?x=1`)).toBe('/afspraak/annuleren/[token]')
		for (const kind of ['bevestigen', 'afmelden', 'verlengen'] as const)
			expect(loggableUrl(alertLinkPath(kind, 'geheim'))).toBe(`/meldingen/${kind}/[token]`)
		// As the router matches a path: in any case, percent-encoded.
		expect(loggableUrl('/AFSPRAAK/Agenda/geheim.ics')).toBe('/afspraak/agenda/[token]')
		expect(loggableUrl('/afspraak/%61nnuleren/geheim')).toBe('/afspraak/annuleren/[token]')
		expect(loggableUrl(paths.dashboardAgenda)).toBe('/dashboard/agenda')
		expect(loggableUrl(`${paths.alerts}/aanmelden`)).toBe('/meldingen/aanmelden')
	})
})

describe('routePath', () => {
	it('is the path the router matches: decoded and in lower case, a broken escape kept', () => {
		expect(routePath('/%64ev/MAIL')).toBe('/dev/mail')
		expect(routePath('/dev/%E0%A4%A')).toBe('/dev/%e0%a4%a')
	})
})

describe('isDemoHost', () => {
	const site = 'http://demo.local:3000'
	it('accepts the site host, localhost and loopback addresses with any port', () => {
		for (const host of ['demo.local:3000', 'localhost', 'localhost:3000', '127.0.0.1:8080', '[::1]:3000'])
			expect(isDemoHost(host, site), host).toBe(true)
	})
	it('refuses any other name, an empty or a malformed host', () => {
		for (const host of ['evil.example', 'demo.local.evil.example', '127.0.0.2', '192.168.1.5:3000', '', undefined, 'a b'])
			expect(isDemoHost(host, site), String(host)).toBe(false)
	})
})

describe('mayBeFile', () => {
	it('looks on disk only for paths with an extension, never for a page or its data', () => {
		for (const path of ['/favicon.svg', '/images/bone.png', '/assets/root-B5lBja7W.js', '/bench-reference.html', '/robots.txt'])
			expect(mayBeFile(path), path).toBe(true)
		for (const path of ['/', '/directory', '/city/amsterdam', '/city/amsterdam.data', '/_root.data', '/trimsalon/st.-jan'])
			expect(mayBeFile(path), path).toBe(false)
	})
})

describe('onlySessionCookies', () => {
	it("allows the session and its remember-me cookie beside cookies that are not the site's", () => {
		expect(onlySessionCookies('better-auth.session_token=a; consent=1')).toBe(true)
		expect(onlySessionCookies('__Secure-better-auth.session_token=a; __Secure-better-auth.dont_remember=b')).toBe(true)
		expect(onlySessionCookies('better-auth.session_token=a; toast=b')).toBe(false)
		expect(onlySessionCookies('better-auth.session_token=a; better-auth.two_factor=b')).toBe(false)
		expect(onlySessionCookies('better-auth.session_token=a; toast')).toBe(false)
	})
})

describe('isSameOriginBeacon', () => {
	const beacon = (over: Partial<Parameters<typeof isSameOriginBeacon>[0]>) =>
		isSameOriginBeacon({ fetchSite: undefined, origin: undefined, referer: undefined, ...over }, SITE)
	it('counts only what the pages of this site send', () => {
		expect(beacon({ fetchSite: 'same-origin' })).toBe(true)
		expect(beacon({ origin: SITE })).toBe(true)
		expect(beacon({ referer: `${SITE}/trimsalon/x` })).toBe(true)
	})
	it('refuses other sites, other subdomains and requests that do not say where they come from', () => {
		expect(beacon({})).toBe(false)
		expect(beacon({ fetchSite: 'cross-site', origin: SITE })).toBe(false)
		expect(beacon({ fetchSite: 'same-site' })).toBe(false)
		expect(beacon({ fetchSite: 'none' })).toBe(false)
		expect(beacon({ origin: 'https://evil.example' })).toBe(false)
		expect(beacon({ origin: 'null' })).toBe(false)
		expect(beacon({ referer: 'https://evil.example/?https://trimsalonwijzer.nl' })).toBe(false)
	})
})

describe('originFormOf', () => {
	it('keeps a path, and takes the path and query of an http(s) address in absolute form', () => {
		expect(originFormOf('/trimsalon/lisa?x=1')).toBe('/trimsalon/lisa?x=1')
		expect(originFormOf('//elders.example/x')).toBe('//elders.example/x')
		expect(originFormOf('http://elders.example/trimsalon/lisa?x=1')).toBe('/trimsalon/lisa?x=1')
		expect(originFormOf('HTTPS://elders.example')).toBe('/')
		expect(originFormOf('https://elders.example?x=1')).toBe('/?x=1')
		expect(originFormOf('http://a@elders.example:99999/dev/mail')).toBe('/dev/mail')
		expect(originFormOf('http://[::1/x')).toBe('/x')
	})

	it('refuses any other target', () => {
		for (const target of ['*', 'ftp://elders.example/', 'ws://elders.example/', 'http:/x', ''])
			expect(originFormOf(target), target).toBeNull()
	})
})
