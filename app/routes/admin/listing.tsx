import { useState } from 'react'
import { Form } from 'react-router'
import type { Route } from './+types/listing'
import { FormDialog, DialogClose } from '~/components/ui/form-dialog'
import { BusinessStatusBadge } from '~/components/admin/business-status-badge'
import { ListingTabs } from '~/components/admin/listing-tabs'
import { SalonFormDialog } from '~/components/admin/salon-form-dialog'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { adminTabMeta } from '~/lib/admin-meta'
import { formatSubmittedDate } from '~/lib/dutch-date'
import { adminListingPath, paths } from '~/lib/paths'
import { auditActionLabel, auditChangeLines, deleteConsequences } from '~/lib/salon-admin'
import { ownerSchema, salonAdminSchema, SALON_FIELD_LABELS } from '~/lib/schemas/salon-admin'
import { actAndReturn } from '~/server/act.server'
import { handleLoader, invalid, invariantResponse, notFound } from '~/server/errors.server'
import { parseForm, peekField } from '~/server/forms.server'
import { requireAdmin } from '~/server/permissions.server'
import { assignOwner } from '~/server/salons/assign-owner.server'
import { deleteSalon } from '~/server/salons/delete.server'
import { salonForAdmin } from '~/server/salons/list-admin.server'
import { updateSalon } from '~/server/salons/update.server'

const salonId = (params: { id: string }) => {
	const id = Number(params.id)
	invariantResponse(Number.isSafeInteger(id) && id >= 1, () => notFound('Trimsalon niet gevonden'))
	return id
}

export async function loader({ request, params }: Route.LoaderArgs) {
	const admin = await requireAdmin(request)
	const { history, ...salon } = await handleLoader(() => salonForAdmin(admin, salonId(params)))
	return { salon, history: history.map(({ createdAt, ...entry }) => ({ ...entry, when: formatSubmittedDate(createdAt) })) }
}

export async function action({ request, params }: Route.ActionArgs) {
	const admin = await requireAdmin(request)
	const id = salonId(params)
	// The button pressed names the action; the rest of the form is read by that action's own schema.
	const intent = await peekField(request, 'intent')
	if (intent === 'delete') {
		return actAndReturn(paths.adminListings, 'Fout bij verwijderen van trimsalon', async () => {
			await deleteSalon(admin, id)
			return { title: 'Trimsalon succesvol verwijderd' }
		})
	}
	return actAndReturn(adminListingPath(id), 'Fout bij bijwerken van trimsalon', async () => {
		if (intent === 'owner') await assignOwner(admin, await parseForm(request, ownerSchema))
		else if (intent === 'update') await updateSalon(admin, id, await parseForm(request, salonAdminSchema))
		else throw invalid('Onbekende actie.')
		return { title: 'Trimsalon succesvol bijgewerkt' }
	})
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	adminTabMeta(
		matches,
		loaderData ? `${loaderData.salon.name} (details)` : 'Trimsalon',
		loaderData ? adminListingPath(loaderData.salon.id) : paths.adminListings,
	)

export default function AdminListing({ loaderData }: Route.ComponentProps) {
	const { salon, history } = loaderData
	return (
		<section aria-labelledby="listing-title" className="space-y-6">
			<div className="flex flex-wrap items-center justify-between gap-4">
				<h2 id="listing-title" className="text-2xl font-bold">
					{salon.name}
				</h2>
				<div className="flex gap-3">
					<SalonFormDialog intent="update" salon={{ ...salon, services_nl: Array.isArray(salon.services_nl) ? salon.services_nl : [] }} />
					<DeleteDialog consequences={deleteConsequences(salon)} />
				</div>
			</div>
			<ListingTabs salonId={salon.id} />
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
			<OwnerForm salonId={salon.id} ownerEmail={salon.ownerEmail} />
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
		</section>
	)
}

function shown(value: unknown) {
	if (value === null || value === undefined || value === '') return '-'
	if (Array.isArray(value)) return value.length ? value.join(', ') : '-'
	return String(value)
}

function OwnerForm({ salonId, ownerEmail }: { salonId: number; ownerEmail: string | null }) {
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

function DeleteDialog({ consequences }: { consequences: string }) {
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
