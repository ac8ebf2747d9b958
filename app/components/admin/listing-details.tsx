import { useState } from 'react'
import { Form } from 'react-router'
import { BusinessStatusBadge } from '~/components/admin/business-status-badge'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { DialogClose, FormDialog } from '~/components/ui/form-dialog'
import { auditActionLabel, auditChangeLines } from '~/lib/salons/salon-admin'
import { SALON_FIELD_LABELS } from '~/lib/salons/salon-admin-schema'
import type { salonForAdmin } from '~/server/admin/salon.server'

type ListingFieldsSalon = Record<keyof typeof SALON_FIELD_LABELS, unknown> & {
	business_status: string | null
	owner_id: string | null
	ownerEmail: string | null
}

/** Every field of a listing as the admin sees it, with its owner. */
export function ListingFields({ salon }: { salon: ListingFieldsSalon }) {
	return (
		<dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
			{(Object.keys(SALON_FIELD_LABELS) as (keyof typeof SALON_FIELD_LABELS)[])
				.filter((key) => key !== 'owner_id')
				.map((key) => (
					<div key={key} className="contents">
						<dt className="font-medium text-slate-600">{SALON_FIELD_LABELS[key]}</dt>
						<dd className="break-words">
							{key === 'business_status' ? <BusinessStatusBadge status={salon.business_status} /> : shown(salon[key])}
						</dd>
					</div>
				))}
			<dt className="font-medium text-slate-600">Eigendom</dt>
			<dd>{salon.owner_id ? `Eigenaar toegewezen (${salon.ownerEmail})` : 'Geen eigenaar'}</dd>
		</dl>
	)
}

/** One change in the listing's history, its time in Dutch. */
export type HistoryEntry = Omit<Awaited<ReturnType<typeof salonForAdmin>>['history'][number], 'createdAt'> & { when: string }

/** The admins' changes to a listing, newest first. */
export function ListingHistory({ history }: { history: HistoryEntry[] }) {
	return (
		<section aria-labelledby="history-title">
			<h3 id="history-title" className="text-lg font-semibold">
				Geschiedenis
			</h3>
			{history.length ? (
				<ol className="mt-3 space-y-3">
					{history.map((entry) => (
						<li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
							<p className="font-medium">
								{entry.when} · {auditActionLabel(entry.action)} · {entry.actorEmail ?? 'onbekend'}
							</p>
							<ul className="mt-1 list-disc pl-5 text-slate-700">
								{auditChangeLines(entry.changes).map((line) => (
									<li key={line}>{line}</li>
								))}
							</ul>
						</li>
					))}
				</ol>
			) : (
				<p className="mt-2 text-slate-600">Nog geen wijzigingen door beheerders.</p>
			)}
		</section>
	)
}

function shown(value: unknown) {
	if (value === null || value === undefined || value === '') return '-'
	if (Array.isArray(value)) return value.length ? value.join(', ') : '-'
	return String(value)
}

export function OwnerForm({ salonId, ownerEmail }: { salonId: number; ownerEmail: string | null }) {
	return (
		<Form method="post" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
			<input type="hidden" name="salonId" value={salonId} />
			<TextField
				label="E-mailadres van de eigenaar"
				name="ownerEmail"
				type="email"
				defaultValue={ownerEmail ?? ''}
				className="min-w-64 flex-1"
			/>
			<Button type="submit" name="intent" value="owner">
				Eigenaar opslaan
			</Button>
			<p className="w-full text-sm text-slate-600">Laat het veld leeg en sla op om de eigenaar te verwijderen.</p>
		</Form>
	)
}

export function DeleteDialog({ consequences }: { consequences: string }) {
	const [open, setOpen] = useState(false)
	return (
		<FormDialog
			title="Trimsalon verwijderen"
			description="Weet je zeker dat je deze trimsalon wilt verwijderen?"
			open={open}
			onOpenChange={setOpen}
			trigger={<Button variant="danger">Verwijderen</Button>}
		>
			<p className="mt-3 text-sm text-slate-700">{consequences}</p>
			<Form method="post" className="mt-4 flex justify-end gap-3" onSubmit={() => setOpen(false)}>
				<DialogClose asChild>
					<Button variant="secondary">Annuleren</Button>
				</DialogClose>
				<Button type="submit" name="intent" value="delete" variant="danger">
					Verwijderen
				</Button>
			</Form>
		</FormDialog>
	)
}
