import { Link } from 'react-router'
import type { Route } from './+types/account'
import { AlertSubscriptions } from '~/components/alerts/alert-subscriptions'
import { ChangePasswordForm } from '~/components/account/change-password-form'
import { ContactDetails } from '~/components/account/contact-details'
import { DeleteAccountForm } from '~/components/account/delete-account-form'
import { failureIn } from '~/lib/common/forms'
import { isPlaceholderEmail } from '~/lib/accounts/phone'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { MY_REQUESTS_LABEL } from '~/lib/place-requests/place-requests'
import { MY_DOGS_LABEL } from '~/lib/dogs/dogs'
import { MY_APPOINTMENTS_LABEL } from '~/lib/bookings/appointments'
import { WAITING_LIST_LABEL } from '~/lib/bookings/waiting-list'
import { changePasswordSchema, deleteAccountSchema } from '~/lib/accounts/account-schema'
import { endAlertSchema } from '~/lib/alerts/schema'
import { endSubscriptionOf, subscriptionsOf } from '~/server/alerts/subscriptions.server'
import { ownsAnySalon } from '~/server/salons/owners.server'
import { changePassword } from '~/server/accounts/change-password.server'
import { contactDetailsOf } from '~/server/accounts/contact-details.server'
import { CONTACT_INTENTS, handleContactForm } from '~/edge/account-contact.server'
import { deleteAccount } from '~/server/workflows/delete-account.server'
import { setCookieHeaders, signOut } from '~/edge/better-auth.server'
import { handleAction } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { redirectWithToast } from '~/edge/toast.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const { user } = actor
	const [ownsSalons, alerts, contact] = await Promise.all([ownsAnySalon(actor), subscriptionsOf(actor), contactDetailsOf(actor)])
	const emailConfirmed = new URL(request.url).searchParams.get('email') === 'bevestigd'
	return { email: user.email, ownsSalons, alerts, twoFactorEnabled: Boolean(user.twoFactorEnabled), contact, emailConfirmed }
}

const INTENTS = ['password', 'delete', 'endAlert'] as const
type Intent = (typeof INTENTS)[number]

export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const { user } = actor
	const posted = await peekField(request, 'intent')
	const contactIntent = CONTACT_INTENTS.find((name) => name === posted)
	if (contactIntent) return handleContactForm(contactIntent, request, actor)
	const intent = INTENTS.find((name) => name === posted)
	return handleAction(
		async () => {
			if (intent === 'password') {
				const cookies = await changePassword(actor, await parseForm(request, changePasswordSchema))
				const description = 'Je nieuwe wachtwoord is opgeslagen. Op andere apparaten ben je uitgelogd.'
				return redirectWithToast(paths.account, { title: 'Wachtwoord bijgewerkt', description }, setCookieHeaders(cookies))
			}
			if (intent === 'endAlert') {
				await endSubscriptionOf(actor, await parseForm(request, endAlertSchema))
				return redirectWithToast(paths.account, { title: 'Melding beëindigd', description: 'Je ontvangt hierover geen mails meer.' })
			}
			if (intent === 'delete') {
				await deleteAccount(actor, await parseForm(request, deleteAccountSchema))
				// The session is gone with the account; this clears its cookie in the browser.
				const signedOut = await signOut(request)
				const description = `Je account en je gegevens zijn verwijderd.${isPlaceholderEmail(user.email) ? '' : ' Je ontvangt een bevestiging per e-mail.'}`
				return redirectWithToast(paths.home, { title: 'Account verwijderd', description }, setCookieHeaders(signedOut.cookies))
			}
			throw invalid(UNKNOWN_ACTION)
		},
		{ intent },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Mijn account',
		description: 'Je gegevens, je wachtwoord, je meldingen en je account.',
		path: paths.account,
		noIndex: true,
	})

/** The dog owner's own pages, first on the page (on a phone within the first screen): appointments first. */
const SHORTCUTS = [
	{ to: paths.accountAppointments, label: MY_APPOINTMENTS_LABEL, about: 'je afspraken bij trimsalons, en annuleren.' },
	{ to: paths.accountWaitingLists, label: WAITING_LIST_LABEL, about: 'de wachtlijsten waarop je staat, en eraf gaan.' },
	{ to: paths.accountDogs, label: MY_DOGS_LABEL, about: 'je honden, om aanvragen en afspraken snel in te vullen.' },
	{ to: paths.accountRequests, label: MY_REQUESTS_LABEL, about: 'je plekaanvragen bij trimsalons en hun antwoorden.' },
]

/** The account: number and address, password, two-factor, alerts, and deleting the account (the right to erasure). */
export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
	const failureOf = (intent: Intent) => failureIn(actionData, intent)
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold text-slate-900">Mijn account</h1>
			<p className="mt-2 text-slate-700">
				Je bent ingelogd als {loaderData.contact.needsEmail ? loaderData.contact.phoneNumber : loaderData.email}.
			</p>
			<nav aria-label="Je afspraken, wachtlijsten, honden en aanvragen" className="mt-4">
				<ul className="space-y-2">
					{SHORTCUTS.map((shortcut) => (
						<li key={shortcut.to}>
							<Link to={shortcut.to} className="font-medium text-brand-700 underline">
								{shortcut.label}
							</Link>
							<span className="text-slate-700">: {shortcut.about}</span>
						</li>
					))}
				</ul>
			</nav>
			<ContactDetails contact={loaderData.contact} emailConfirmed={loaderData.emailConfirmed} actionData={actionData} />
			<section aria-labelledby="wachtwoord" className="mt-10">
				<h2 id="wachtwoord" className="mb-4 text-xl font-semibold">
					Wachtwoord wijzigen
				</h2>
				<ChangePasswordForm failure={failureOf('password')} />
			</section>
			<section aria-labelledby="tweestaps" className="mt-12">
				<h2 id="tweestaps" className="mb-2 text-xl font-semibold">
					Tweestapsverificatie
				</h2>
				<p className="text-slate-700">
					{loaderData.twoFactorEnabled ? 'Staat aan: bij het inloggen vragen we om een code uit je app.' : 'Staat uit.'}{' '}
					<Link to={paths.accountTwoFactor} className="font-medium text-brand-700 underline">
						{loaderData.twoFactorEnabled ? 'Beheren' : 'Instellen'}
					</Link>
				</p>
			</section>
			<AlertSubscriptions alerts={loaderData.alerts} failure={failureOf('endAlert')} />
			<section aria-labelledby="verwijderen" className="mt-12 rounded-2xl border border-red-200 p-6">
				<h2 id="verwijderen" className="mb-4 text-xl font-semibold text-red-800">
					Account verwijderen
				</h2>
				<DeleteAccountForm
					ownsSalons={loaderData.ownsSalons}
					hasEmail={!loaderData.contact.needsEmail}
					hasNumber={Boolean(loaderData.contact.phoneNumber)}
					failure={failureOf('delete')}
				/>
			</section>
		</div>
	)
}
