import { Link } from 'react-router'
import type { Route } from './+types/account.two-factor'
import { Confirm, Disable, Start } from '~/components/account/two-factor-forms'
import { Alert } from '~/components/ui/alert'
import { failureIn } from '~/lib/common/forms'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { confirmTwoFactorSchema, disableTwoFactorSchema, enableTwoFactorSchema, TWO_FACTOR_MESSAGES } from '~/lib/accounts/two-factor'
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorState } from '~/server/accounts/two-factor/settings.server'
import { handleAction } from '~/edge/errors.server'
import { invalid } from '~/server/platform/errors.server'
import { parseForm, peekField } from '~/edge/forms.server'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { redirectWithToast } from '~/edge/toast.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'
import { setCookieHeaders } from '~/edge/better-auth.server'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	return twoFactorState(await requireUser({ request, context }))
}

export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const intent = await peekField(request, 'intent')
	return handleAction(
		async () => {
			if (intent === 'start')
				return { ok: true as const, setup: await startTwoFactor(actor, await parseForm(request, enableTwoFactorSchema)) }
			if (intent === 'confirm') {
				const cookies = await confirmTwoFactor(actor, await parseForm(request, confirmTwoFactorSchema))
				return redirectWithToast(
					paths.accountTwoFactor,
					{ title: 'Tweestapsverificatie staat aan', description: 'Bij het inloggen vragen we voortaan om een code.' },
					setCookieHeaders(cookies),
				)
			}
			if (intent === 'disable') {
				const cookies = await disableTwoFactor(actor, await parseForm(request, disableTwoFactorSchema))
				return redirectWithToast(paths.accountTwoFactor, { title: 'Tweestapsverificatie staat uit' }, setCookieHeaders(cookies))
			}
			throw invalid(UNKNOWN_ACTION)
		},
		{ intent: intent ?? undefined },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Tweestapsverificatie',
		description: 'Inloggen met een code uit je authenticator-app.',
		path: paths.accountTwoFactor,
		noIndex: true,
	})

/** Two-factor sign-in: set it up (QR code, secret, backup codes, first code), or turn it off. */
export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
	const setup = actionData?.ok ? actionData.setup : undefined
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Link to={paths.account} className="text-sm font-medium text-brand-700 hover:underline">
				<span aria-hidden="true">← </span>Mijn account
			</Link>
			<h1 className="mt-4 text-3xl font-bold text-slate-900">Tweestapsverificatie</h1>
			{loaderData.admin && !loaderData.enabled ? (
				<div className="mt-4">
					<Alert tone="warning">{TWO_FACTOR_MESSAGES.adminRequired}</Alert>
				</div>
			) : null}
			<p className="mt-4 text-slate-700">
				Met tweestapsverificatie heb je naast je wachtwoord een code nodig uit een authenticator-app op je telefoon (zoals Google
				Authenticator, Microsoft Authenticator of 1Password). Wie je wachtwoord heeft, komt dan nog niet in je account.
			</p>
			{loaderData.enabled ? (
				<Disable failure={failureIn(actionData, 'disable')} admin={loaderData.admin} />
			) : setup ? (
				<Confirm setup={setup} failure={failureIn(actionData, 'confirm')} />
			) : (
				<Start failure={failureIn(actionData, 'start')} confirmFailure={failureIn(actionData, 'confirm')?.message} />
			)}
		</div>
	)
}
