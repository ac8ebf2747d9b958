import { useEffect } from 'react'
import {
	data,
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useMatches,
	type Location,
	useRouteError,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { Footer } from '~/components/layout/footer'
import { Header } from '~/components/layout/header'
import { useNonce } from '~/components/nonce'
import { NotFound } from '~/components/layout/not-found'
import { buttonClass } from '~/components/ui/button'
import { ToastArea } from '~/components/ui/toast-area'
import { config } from '~/server/platform/config.server'
import { actorMiddleware, actorOf } from '~/edge/guards.server'
import { readToast } from '~/edge/toast.server'
import { noteRouterUrl } from '~/serving/page-cache.server'
import { paths } from '~/lib/common/paths'
import { shared, type Share } from '~/lib/seo/page-share'

/**
 * Every request's actor (signed-in user or visitor, client), built once before any loader or action;
 * and the URL the router reads, which the page cache checks against its key before it stores a page.
 */
export const middleware: Route.MiddlewareFunction[] = [({ request }) => noteRouterUrl(request.url), actorMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const { SITE_NAME, SITE_URL, CONTACT_EMAIL, DOG_PHYSIO_URL, DOG_SCHOOL_URL, company } = config()
	const [viewer, { toast, headers }] = await Promise.all([actorOf({ request, context }).then((actor) => actor.viewer), readToast(request)])
	return data(
		{
			siteName: SITE_NAME,
			siteUrl: SITE_URL,
			contactEmail: CONTACT_EMAIL,
			company,
			sisterSites: { physio: DOG_PHYSIO_URL, schools: DOG_SCHOOL_URL },
			/** Only what the header shows, so that every signed-in member gets the same page (see the page cache). */
			user: viewer === 'visitor' ? null : { isAdmin: viewer === 'admin' },
			/** A message from the previous request (flash cookie), shown once. */
			toast,
		},
		{ headers },
	)
}

export type RootData = Route.ComponentProps['loaderData']
export type RouteHandle = { hideFooter?: boolean; share?: Share; keepScroll?: true }

/** Every page may be shared as far as the layout goes: each route decides for itself (`~/lib/page-share`). */
export const handle = shared()

/** A page that keeps its scroll position per URL (its forms come back to it); every other visit starts at the top. */
const scrollKey = (location: Location, matches: { handle: unknown }[]) =>
	matches.some((match) => (match.handle as RouteHandle | undefined)?.keepScroll) ? location.pathname + location.search : location.key

export function Layout({ children }: { children: React.ReactNode }) {
	const root = useRouteLoaderData<RootData>('root')
	const hideFooter = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideFooter)
	const nonce = useNonce()
	usePrerenderReadySignal()
	useEffect(() => {
		// Browser tests wait for this before clicking: handlers exist only after hydration.
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang="nl">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#3B82F6" />
				<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
				<a
					href="#inhoud"
					className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
				>
					Naar de inhoud
				</a>
				<Header user={root?.user ?? null} siteName={root?.siteName ?? ''} />
				<main id="inhoud" className="flex-1">
					{children}
				</main>
				{hideFooter ? null : (
					<Footer siteName={root?.siteName ?? ''} contactEmail={root?.contactEmail ?? ''} sisterSites={root?.sisterSites ?? null} />
				)}
				<ToastArea toast={root?.toast ?? null} />
				<ScrollRestoration nonce={nonce} getKey={scrollKey} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

/** The spec's prerender-ready signal: an event and a body attribute, one second after mount. */
function usePrerenderReadySignal() {
	useEffect(() => {
		const timer = setTimeout(() => {
			document.body.setAttribute('data-prerender-ready', 'true')
			document.dispatchEvent(new Event('prerender-ready'))
		}, 1000)
		return () => clearTimeout(timer)
	}, [])
}

export default function App() {
	return <Outlet />
}

export function ErrorBoundary() {
	const error = useRouteError()
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
	const status = isRouteErrorResponse(error) ? error.status : 500
	const message =
		isRouteErrorResponse(error) && typeof error.data?.message === 'string'
			? error.data.message
			: 'Er is een onverwachte fout opgetreden. Probeer het later opnieuw.'
	return (
		<section className="mx-auto max-w-2xl px-4 py-24 text-center">
			<title>{`Fout ${status}`}</title>
			<p className="text-5xl font-bold text-brand-600">{status}</p>
			<h1 className="mt-4 text-2xl font-semibold">Er ging iets mis</h1>
			<p className="mt-2 text-slate-600">{message}</p>
			<a href={paths.home} className={buttonClass('primary', 'mt-6')}>
				Naar de homepage
			</a>
		</section>
	)
}
