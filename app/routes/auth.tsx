import { Tabs } from 'radix-ui'
import { Link, redirect, useSearchParams } from 'react-router'
import type { Route } from './+types/auth'
import { ChangePasswordForm } from '~/components/account/change-password-form'
import { LoginForm } from '~/components/auth/login-form'
import { ResetPasswordForm } from '~/components/auth/reset-password-form'
import { SignupForm } from '~/components/auth/signup-form'
import { TwoFactorForm } from '~/components/auth/two-factor-form'
import { LinkButton } from '~/components/ui/button'
import { parseAuthQuery, type AuthTab } from '~/lib/accounts/auth-page'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { safeRedirect } from '~/lib/common/redirect'
import { accountHome } from '~/server/salons/owners.server'
import { handleAuthForm } from '~/edge/auth-forms.server'
import { config } from '~/server/platform/config.server'
import { actorOf } from '~/edge/guards.server'
import { bookingSalonParam, loginPath, paths, salonPath } from '~/lib/common/paths'
import { parseSalonParam } from '~/lib/salons/slug'
import { findSalon } from '~/server/salons/public.server'
import type { Actor } from '~/server/accounts/actor.server'

export async function loader({ request, context }: Route.LoaderArgs) {
	const query = parseAuthQuery(new URL(request.url).searchParams)
	if (query.isSignupLink) throw redirect(paths.salonSignup)
	const actor = await actorOf({ request, context })
	// A logged-in visitor is sent on as after logging in, except to set a new password.
	if (actor.kind === 'user' && query.mode !== 'reset-password') throw redirect(safeRedirect(query.redirectTo, await accountHome(actor)))
	const bookingAt = await bookingSalonOf(actor, query.redirectTo)
	return { ...query, bookingAt, loggedIn: actor.kind === 'user', phoneSignIn: config().phoneSignIn }
}

/**
 * The salon whose 'Afspraak maken' sent the visitor here: only when the way back is a booking page of
 * this site and that salon exists, and named as the server has it (never a parameter's text).
 */
async function bookingSalonOf(actor: Actor, redirectTo: string | null) {
	const param = bookingSalonParam(redirectTo)
	const salon = param ? await findSalon(actor, parseSalonParam(param)) : undefined
	return salon ? { name: salon.name, path: salonPath(salon) } : null
}

export async function action({ request, context }: Route.ActionArgs) {
	return handleAuthForm(request, await actorOf({ request, context }))
}

const TITLES = {
	tabs: 'Inloggen of registreren',
	verified: 'Email Geverifieerd!',
	'reset-password': 'Nieuw wachtwoord instellen',
	'two-factor': 'Tweestapsverificatie',
} as const

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
	pageMeta(siteFrom(matches), {
		title: TITLES[loaderData?.mode ?? 'tabs'],
		description: 'Log in of maak een account aan om je trimsalon te claimen en te beheren.',
		path: paths.auth,
		noIndex: loaderData?.mode !== 'tabs',
	})

export default function AuthPage({ loaderData }: Route.ComponentProps) {
	const { mode, token, redirectTo, bookingAt, loggedIn, phoneSignIn } = loaderData
	return (
		<section className="mx-auto max-w-lg px-4 py-10">
			<p className="flex flex-wrap justify-between gap-x-6 gap-y-2 text-sm font-medium">
				{bookingAt ? (
					<Link to={bookingAt.path} className="text-brand-700 hover:underline">
						<span aria-hidden="true">← </span>
						Terug naar {bookingAt.name}
					</Link>
				) : null}
				<Link to={paths.home} className="text-brand-700 hover:underline">
					{bookingAt ? null : <span aria-hidden="true">← </span>}
					Terug naar Homepage
				</Link>
			</p>
			<div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
				<h1 className="text-2xl font-bold">{TITLES[mode]}</h1>
				{bookingAt && mode === 'tabs' ? <p className="mt-2 text-slate-700">Log in om een afspraak te maken bij {bookingAt.name}.</p> : null}
				<div className="mt-6">
					{mode === 'verified' ? <Verified /> : null}
					{mode === 'reset-password' ? token || !loggedIn ? <ResetPasswordForm token={token} /> : <ChangePasswordForm /> : null}
					{mode === 'tabs' ? <AuthTabs redirectTo={redirectTo} phoneSignIn={phoneSignIn} /> : null}
					{mode === 'two-factor' ? <TwoFactorForm redirectTo={redirectTo} /> : null}
				</div>
			</div>
			<p className="mt-6 text-center text-sm text-slate-600">
				Heb je een trimsalon?{' '}
				<Link to={paths.salonSignup} className="font-medium text-brand-700 hover:underline">
					Lees hoe je je trimsalon beheert
				</Link>
			</p>
		</section>
	)
}

function AuthTabs({ redirectTo, phoneSignIn }: { redirectTo: string | null; phoneSignIn: boolean }) {
	const [params, setParams] = useSearchParams()
	const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'login'
	const select = (value: string) =>
		setParams(
			(current) => {
				current.set('tab', value)
				return current
			},
			{ replace: true, preventScrollReset: true },
		)
	const trigger =
		'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'
	return (
		<Tabs.Root value={tab} onValueChange={select}>
			<Tabs.List aria-label="Inloggen of registreren" className="flex gap-1 rounded-lg bg-slate-100 p-1">
				<Tabs.Trigger value="login" className={trigger}>
					Inloggen
				</Tabs.Trigger>
				<Tabs.Trigger value="signup" className={trigger}>
					Registreren
				</Tabs.Trigger>
			</Tabs.List>
			<Tabs.Content value="login" className="mt-6">
				<LoginForm redirectTo={redirectTo} phoneSignIn={phoneSignIn} />
			</Tabs.Content>
			<Tabs.Content value="signup" className="mt-6">
				<SignupForm phoneSignIn={phoneSignIn} />
			</Tabs.Content>
		</Tabs.Root>
	)
}

function Verified() {
	return (
		<div className="space-y-4">
			<p className="text-slate-700">Je e-mailadres is bevestigd. Je kunt nu inloggen met je e-mailadres en wachtwoord.</p>
			<LinkButton to={loginPath()} className="w-full">
				Inloggen
			</LinkButton>
			<p className="text-center text-sm">
				<Link to={paths.salonSignup} className="font-medium text-brand-700 hover:underline">
					Meer informatie voor trimsalons
				</Link>
			</p>
		</div>
	)
}
