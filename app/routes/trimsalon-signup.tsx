import { Link, redirect } from 'react-router'
import type { Route } from './+types/trimsalon-signup'
import { LinkButton } from '~/components/ui/button'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { accountHome, ownsAnySalon } from '~/server/salons/owners.server'
import { listClaimsForUser } from '~/server/claims/list.server'
import { actorOf } from '~/edge/guards.server'
import { redirectWithToast } from '~/edge/toast.server'
import { loginPath, paths, salonPath, signupPath } from '~/lib/common/paths'
import { shared } from '~/lib/seo/page-share'

export const handle = shared([], { with: 'visitors' })

export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const actor = await actorOf({ request, context })
	// The verification mail's link lands here: ?verified=1 on success, ?error=… for a bad or expired link.
	if (params.has('error')) {
		return redirectWithToast(loginPath(), {
			title: 'Verificatie mislukt',
			description: 'De verificatielink is ongeldig of verlopen. Log in om een nieuwe link aan te vragen.',
			variant: 'destructive',
		})
	}
	if (params.has('verified')) {
		if (actor.kind !== 'user') return redirect(`${paths.auth}?mode=verified`)
		return redirectWithToast(await accountHome(actor), {
			title: 'Account succesvol aangemaakt',
			description: 'Je e-mailadres is bevestigd. Welkom!',
		})
	}
	if (actor.kind !== 'user') return { user: null }
	if (await ownsAnySalon(actor)) return redirect(paths.dashboard)
	const claims = await listClaimsForUser(actor)
	return { user: { email: actor.user.email }, claims: claims.map(({ id, salon, status_label }) => ({ id, salon, status_label })) }
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Je trimsalon beheren',
		description: 'Is je trimsalon goedgekeurd? Maak een account aan met hetzelfde e-mailadres en beheer je vermelding zelf.',
		path: paths.salonSignup,
	})

export default function TrimsalonSignup({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-3xl px-4 py-12">
			{loaderData.user ? <NoSalons email={loaderData.user.email} claims={loaderData.claims ?? []} /> : <Visitor />}
		</section>
	)
}

type OwnClaim = { id: number; salon: { id: number; name: string; slug: string }; status_label: string }

function NoSalons({ email, claims }: { email: string; claims: OwnClaim[] }) {
	return (
		<>
			<h1 className="text-3xl font-bold">Geen trimsalons gevonden</h1>
			<p className="mt-4 text-slate-700">
				Er is nog geen trimsalon gekoppeld aan je account (<strong>{email}</strong>). Dat kan verschillende oorzaken hebben:
			</p>
			<ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
				<li>Je aanmelding wordt nog verwerkt. We beoordelen aanmeldingen binnen 2-3 werkdagen.</li>
				<li>Je hebt bij je aanmelding een ander e-mailadres gebruikt dan voor dit account.</li>
				<li>Er is een technisch probleem opgetreden bij het koppelen van je trimsalon.</li>
			</ul>
			<p className="mt-4 text-slate-700">Staat je trimsalon al op onze site? Open de pagina van je trimsalon en claim hem daar.</p>
			{claims.length ? <ClaimList claims={claims} /> : null}
			<nav aria-label="Verder" className="mt-8 flex flex-wrap gap-3">
				<LinkButton to={paths.contact}>Neem contact op</LinkButton>
				<LinkButton to={paths.submitSalon} variant="secondary">
					Trimsalon aanmelden
				</LinkButton>
				<LinkButton to={paths.directory} variant="secondary">
					Bekijk alle trimsalons
				</LinkButton>
			</nav>
		</>
	)
}

function ClaimList({ claims }: { claims: OwnClaim[] }) {
	return (
		<section aria-labelledby="mijn-claims" className="mt-8">
			<h2 id="mijn-claims" className="text-xl font-semibold">
				Mijn claims
			</h2>
			<ul className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200">
				{claims.map((claim) => (
					<li key={claim.id} className="flex items-center justify-between gap-4 px-4 py-3">
						<Link to={salonPath(claim.salon)} className="font-medium text-brand-700 hover:underline">
							{claim.salon.name}
						</Link>
						<span className="rounded-full bg-slate-100 px-3 py-1 text-sm">{claim.status_label}</span>
					</li>
				))}
			</ul>
		</section>
	)
}

const BENEFITS = [
	'Werk je gegevens, openingstijden en diensten zelf bij',
	"Voeg foto's van je salon toe",
	'Laat je trimsalon uitlichten in je stad',
	'Word gevonden door hondeneigenaren in de buurt',
]

function Visitor() {
	return (
		<>
			<h1 className="text-3xl font-bold">Je trimsalon is goedgekeurd!</h1>
			<p className="mt-4 text-lg text-slate-700">
				Gefeliciteerd: je trimsalon staat op onze site. Maak een account aan om je vermelding zelf te beheren.
			</p>
			<ul className="mt-6 space-y-2">
				{BENEFITS.map((benefit) => (
					<li key={benefit} className="flex gap-2 text-slate-700">
						<span aria-hidden="true" className="text-brand-600">
							✓
						</span>
						{benefit}
					</li>
				))}
			</ul>
			<p className="mt-6 rounded-lg bg-brand-50 p-4 text-brand-900">
				Gebruik hetzelfde e-mailadres als bij je aanmelding. Dan wordt je trimsalon na het bevestigen van je e-mailadres automatisch aan je
				account gekoppeld.
			</p>
			<div className="mt-8 flex flex-wrap gap-3">
				<LinkButton to={signupPath()}>Account aanmaken</LinkButton>
				<LinkButton to={loginPath()} variant="secondary">
					Inloggen
				</LinkButton>
			</div>
			<p className="mt-6 text-slate-700">
				Nog niet aangemeld?{' '}
				<Link to={paths.directory} className="font-medium text-brand-700 hover:underline">
					Bekijk alle trimsalons
				</Link>{' '}
				of{' '}
				<Link to={paths.contact} className="font-medium text-brand-700 hover:underline">
					neem contact met ons op
				</Link>
				.
			</p>
		</>
	)
}
