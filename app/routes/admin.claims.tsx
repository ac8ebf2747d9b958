import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/admin.claims'
import { Button } from '~/components/ui/button'
import { pageMeta, siteFrom } from '~/lib/meta'
import { fieldErrors } from '~/lib/forms'
import { claimDecisionSchema } from '~/lib/schemas/claim'
import { approveClaim, ClaimError, listClaims, rejectClaim } from '~/server/claims.server'
import { readForm } from '~/server/forms.server'
import { requireAdmin } from '~/server/permissions.server'
import { redirectWithToast } from '~/server/toast.server'

// A minimal review screen for claims; the full admin portal (/admin) replaces it in a later issue.
export async function loader({ request }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const claims = await listClaims(admin)
	return { claims: claims.map((claim) => ({ ...claim, created_at: claim.created_at.toISOString() })) }
}

export async function action({ request }: Route.ActionArgs) {
	const admin = await requireAdmin(request)
	const parsed = claimDecisionSchema.safeParse(await readForm(request))
	if (!parsed.success) {
		return redirectWithToast('/admin/claims', {
			title: 'Ongeldige invoer',
			description: Object.values(fieldErrors(parsed.error))[0],
			variant: 'destructive',
		})
	}
	const decision = parsed.data
	const approving = decision.intent === 'approve'
	try {
		if (approving) await approveClaim(admin, decision.claimId)
		else await rejectClaim(admin, decision.claimId, decision.reason)
	} catch (error) {
		if (!(error instanceof ClaimError)) throw error
		const title = approving ? 'Fout bij goedkeuren claim' : 'Fout bij afwijzen claim'
		return redirectWithToast('/admin/claims', { title, description: error.message, variant: 'destructive' })
	}
	return redirectWithToast(
		'/admin/claims',
		approving
			? { title: 'Claim goedgekeurd', description: 'Het eigendom is overgedragen en er is een bevestiging verstuurd.' }
			: { title: 'Claim afgewezen', description: 'De aanvrager heeft hierover een e-mail ontvangen.' },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Claims beoordelen',
		description: 'Claims van trimsalons beoordelen.',
		path: '/admin/claims',
		noIndex: true,
	})

const dateFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })

export default function AdminClaims({ loaderData }: Route.ComponentProps) {
	const busy = useNavigation().state !== 'idle'
	return (
		<section className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold">Claims beoordelen</h1>
			{loaderData.claims.length === 0 ? <p className="mt-6 text-slate-600">Geen claims gevonden</p> : null}
			<ul className="mt-6 space-y-4">
				{loaderData.claims.map((claim) => (
					<li key={claim.id}>
						<article aria-label={`Claim op ${claim.salon.name}`} className="rounded-lg border border-slate-200 p-4">
							<h2 className="font-semibold">{claim.salon.name}</h2>
							<p className="text-sm text-slate-600">{claim.salon.formatted_address}</p>
							<dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
								<dt className="font-medium">Gebruiker</dt>
								<dd>
									<span title={claim.user_id}>{claim.user_id.slice(0, 8)}</span> · {claim.user_email}
								</dd>
								<dt className="font-medium">Ingediend</dt>
								<dd>{dateFormat.format(new Date(claim.created_at))}</dd>
								<dt className="font-medium">Status</dt>
								<dd data-testid="claim-status">{claim.status_label}</dd>
								<dt className="font-medium">Bericht</dt>
								<dd className="whitespace-pre-wrap">{claim.message ?? '-'}</dd>
								{claim.rejection_reason ? (
									<>
										<dt className="font-medium">Reden</dt>
										<dd>{claim.rejection_reason}</dd>
									</>
								) : null}
							</dl>
							{claim.status === 'pending' ? <Decision claimId={claim.id} busy={busy} /> : null}
						</article>
					</li>
				))}
			</ul>
		</section>
	)
}

function Decision({ claimId, busy }: { claimId: number; busy: boolean }) {
	return (
		<div className="mt-4 flex flex-wrap items-end gap-3">
			<Form method="post">
				<input type="hidden" name="claimId" value={claimId} />
				<Button type="submit" name="intent" value="approve" disabled={busy}>
					Goedkeuren
				</Button>
			</Form>
			<Form method="post" className="flex flex-wrap items-end gap-2">
				<input type="hidden" name="claimId" value={claimId} />
				<label className="text-sm">
					<span className="mb-1 block font-medium">Reden van afwijzing (optioneel)</span>
					<input name="reason" maxLength={1000} className="rounded-lg border border-slate-300 px-3 py-2" />
				</label>
				<Button type="submit" name="intent" value="reject" variant="danger" disabled={busy}>
					Afwijzen
				</Button>
			</Form>
		</div>
	)
}
