import { data, Form, Link } from 'react-router'
import type { Route } from './+types/account.two-factor'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { pageMeta, siteFrom } from '~/lib/meta'
import { paths } from '~/lib/paths'
import { confirmTwoFactorSchema, disableTwoFactorSchema, enableTwoFactorSchema, TWO_FACTOR_MESSAGES } from '~/lib/two-factor'
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, twoFactorState } from '~/server/accounts/two-factor.server'
import { AppError, invalid } from '~/server/errors.server'
import { parseForm, peekField } from '~/server/forms.server'
import { requireUser } from '~/server/permissions.server'
import { clientIpContext } from '~/server/request-context.server'
import { redirectWithToast } from '~/server/toast.server'

export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireUser(request)
	return twoFactorState(user)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request)
	const call = { request, clientIp: context.get(clientIpContext) }
	const intent = await peekField(request, 'intent')
	try {
		if (intent === 'start') return { setup: await startTwoFactor(call, (await parseForm(request, enableTwoFactorSchema)).password) }
		if (intent === 'confirm') {
			const cookies = await confirmTwoFactor(call, (await parseForm(request, confirmTwoFactorSchema)).code)
			return redirectWithToast(
				paths.accountTwoFactor,
				{ title: 'Tweestapsverificatie staat aan', description: 'Bij het inloggen vragen we voortaan om een code.' },
				cookies,
			)
		}
		if (intent === 'disable') {
			const cookies = await disableTwoFactor(call, user, await parseForm(request, disableTwoFactorSchema))
			return redirectWithToast(paths.accountTwoFactor, { title: 'Tweestapsverificatie staat uit' }, cookies)
		}
		throw invalid('Onbekende actie.')
	} catch (error) {
		if (!(error instanceof AppError)) throw error
		return data({ failure: { intent, message: error.message, fields: error.fields } }, { status: error.status })
	}
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Tweestapsverificatie',
		description: 'Inloggen met een code uit je authenticator-app.',
		path: paths.accountTwoFactor,
		noIndex: true,
	})

type Setup = Awaited<ReturnType<typeof startTwoFactor>>

/** Two-factor sign-in: set it up (QR code, secret, backup codes, first code), or turn it off. */
export default function TwoFactorPage({ loaderData, actionData }: Route.ComponentProps) {
	const setup = actionData && 'setup' in actionData ? actionData.setup : undefined
	const failure = actionData && 'failure' in actionData ? actionData.failure : undefined
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
				<Disable failure={failure?.intent === 'disable' ? failure : undefined} admin={loaderData.admin} />
			) : setup ? (
				<Confirm setup={setup} failure={failure?.intent === 'confirm' ? failure : undefined} />
			) : (
				<Start
					failure={failure?.intent === 'start' ? failure : undefined}
					confirmFailure={failure?.intent === 'confirm' ? failure.message : undefined}
				/>
			)}
		</div>
	)
}

type Failure = { message: string; fields?: Record<string, string> }

/** The first code was wrong: the key is shown once, so the set-up starts again with a new one. */
function Start({ failure, confirmFailure }: { failure?: Failure; confirmFailure?: string }) {
	return (
		<Form method="post" className="mt-8 max-w-md space-y-4">
			<h2 className="text-xl font-semibold">Instellen</h2>
			{confirmFailure ? <Alert tone="error">{`${confirmFailure} Begin opnieuw; je krijgt een nieuwe sleutel.`}</Alert> : null}
			<TextField
				label="Je wachtwoord"
				name="password"
				type="password"
				autoComplete="current-password"
				required
				error={failure?.fields?.password}
			/>
			{failure && !failure.fields ? <Alert tone="error">{failure.message}</Alert> : null}
			<Button type="submit" name="intent" value="start">
				Tweestapsverificatie instellen
			</Button>
		</Form>
	)
}

function Confirm({ setup, failure }: { setup: Setup; failure?: Failure }) {
	const download = `data:text/plain;charset=utf-8,${encodeURIComponent(`Back-upcodes (elke code werkt één keer):\n\n${setup.backupCodes.join('\n')}\n`)}`
	return (
		<div className="mt-8 space-y-8">
			<section aria-labelledby="stap-1" className="space-y-3">
				<h2 id="stap-1" className="text-xl font-semibold">
					1. Scan de QR-code met je authenticator-app
				</h2>
				<img src={setup.qrCode} alt="QR-code voor je authenticator-app" width={220} height={220} />
				<p className="text-sm text-slate-700">
					Scannen lukt niet? Voer deze sleutel in:{' '}
					<code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-1.5 py-0.5">
						{setup.secret}
					</code>
				</p>
			</section>
			<section aria-labelledby="stap-2" className="space-y-3">
				<h2 id="stap-2" className="text-xl font-semibold">
					2. Bewaar je back-upcodes
				</h2>
				<p className="text-sm text-slate-700">Ben je je telefoon kwijt, dan log je in met een van deze codes. Je ziet ze maar één keer.</p>
				<ul aria-label="Back-upcodes" className="grid w-fit grid-cols-2 gap-x-8 gap-y-1 font-mono">
					{setup.backupCodes.map((code) => (
						<li key={code}>{code}</li>
					))}
				</ul>
				<a href={download} download="back-upcodes.txt" className="font-medium text-brand-700 underline">
					Back-upcodes downloaden
				</a>
			</section>
			<Form method="post" className="max-w-md space-y-4" aria-labelledby="stap-3">
				<h2 id="stap-3" className="text-xl font-semibold">
					3. Bevestig met de eerste code
				</h2>
				<TextField
					label="Code uit je authenticator-app"
					name="code"
					inputMode="numeric"
					autoComplete="one-time-code"
					required
					error={failure?.fields?.code}
				/>
				{failure && !failure.fields ? <Alert tone="error">{failure.message}</Alert> : null}
				<Button type="submit" name="intent" value="confirm">
					Bevestigen en aanzetten
				</Button>
			</Form>
		</div>
	)
}

function Disable({ failure, admin }: { failure?: Failure; admin: boolean }) {
	return (
		<div className="mt-8 space-y-4">
			<Alert tone="success">Tweestapsverificatie staat aan.</Alert>
			{admin ? (
				<p className="text-slate-700">Als beheerder kun je tweestapsverificatie niet uitzetten.</p>
			) : (
				<Form method="post" className="max-w-md space-y-4">
					<h2 className="text-xl font-semibold">Uitzetten</h2>
					<TextField
						label="Je wachtwoord"
						name="password"
						type="password"
						autoComplete="current-password"
						required
						error={failure?.fields?.password}
					/>
					<TextField
						label="Code uit je authenticator-app"
						name="code"
						inputMode="numeric"
						autoComplete="one-time-code"
						required
						error={failure?.fields?.code}
					/>
					{failure && !failure.fields ? <Alert tone="error">{failure.message}</Alert> : null}
					<Button type="submit" name="intent" value="disable" variant="danger">
						Tweestapsverificatie uitzetten
					</Button>
				</Form>
			)}
		</div>
	)
}
