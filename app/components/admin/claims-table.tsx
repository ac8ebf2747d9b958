import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import type { listClaims } from '~/server/claims/list.server'
import { RejectDialog } from './reject-dialog'
import { TableHead } from './table-head'

/** A claim as the claims tab shows it: the listed row with its submission date in Dutch. */
export type ClaimView = Omit<Awaited<ReturnType<typeof listClaims>>[number], 'created_at'> & { submitted: string }

/** Every claim, newest first; pending ones are approved at once or rejected through a dialog with an optional reason. */
export function ClaimsTable({ claims, busy }: { claims: ClaimView[]; busy: boolean }) {
	return (
		<div className="mt-6 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<TableHead columns={['Trimsalon', 'Aanvrager', 'Bericht', 'Status', 'Datum', 'Acties']} />
				<tbody className="divide-y divide-slate-100 align-top">
					{claims.map((claim) => (
						<tr key={claim.id}>
							<td className="py-3 pr-4">
								<p className="font-medium">{claim.salon.name}</p>
								<p className="text-slate-600">{claim.salon.formatted_address ?? '-'}</p>
							</td>
							<td className="py-3 pr-4">
								<p>{claim.user_name || 'Gebruiker'}</p>
								<p className="text-slate-600">{claim.user_email}</p>
								<p className="font-mono text-xs text-slate-600" title={claim.user_id}>
									{claim.user_id.slice(0, 8)}
								</p>
							</td>
							<td className="max-w-xs whitespace-pre-wrap break-words py-3 pr-4">
								{claim.message ?? '-'}
								{claim.rejection_reason ? <p className="mt-1 text-slate-600">Reden: {claim.rejection_reason}</p> : null}
							</td>
							<td className="py-3 pr-4" data-testid="claim-status">
								{claim.status_label}
							</td>
							<td className="whitespace-nowrap py-3 pr-4">{claim.submitted}</td>
							<td className="py-3">{claim.status === 'pending' ? <ClaimActions claim={claim} busy={busy} /> : null}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

function ClaimActions({ claim, busy }: { claim: ClaimView; busy: boolean }) {
	return (
		<div className="flex flex-wrap gap-2">
			<Form method="post">
				<input type="hidden" name="claimId" value={claim.id} />
				<Button type="submit" name="intent" value="approve" disabled={busy}>
					Goedkeuren
				</Button>
			</Form>
			<RejectDialog subject={`claim op ${claim.salon.name}`} fields={{ claimId: claim.id }} disabled={busy} />
		</div>
	)
}
