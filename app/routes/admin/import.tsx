import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/import'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { adminTabMeta } from '~/lib/seo/admin-meta'
import { CSV_COLUMNS, type ImportRow } from '~/lib/salons/csv-import'
import { paths } from '~/lib/common/paths'
import { csvImportSchema } from '~/lib/salons/csv-import-schema'
import { handleAction } from '~/edge/errors.server'
import { parseForm } from '~/edge/forms.server'
import { requireAdmin } from '~/edge/guards.server'
import { csvTemplate } from '~/server/salons/csv.server'
import { previewImport, runImport } from '~/server/salons/import.server'
import { toastHeaders } from '~/edge/toast.server'
import { TableHead } from '~/components/admin/table-head'

/** The template: the header row and one example row. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdmin({ request, context })
	if (!new URL(request.url).searchParams.has('sjabloon')) return { columns: CSV_COLUMNS }
	return new Response(csvTemplate(admin), {
		headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="trimsalons-sjabloon.csv"' },
	})
}

type Preview = { ok: true; done: false; rows: ImportRow[] } | { ok: true; done: true; created: number; updated: number; rejected: number }

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin({ request, context })
	return handleAction(async () => {
		const { intent, file } = await parseForm(request, csvImportSchema)
		const text = await file.text()
		if (intent === 'preview') return data<Preview>({ ok: true, done: false, rows: await previewImport(admin, { text }) })
		const counts = await runImport(admin, { text })
		const headers = await toastHeaders({
			title: 'Import voltooid',
			description: `${counts.created} toegevoegd, ${counts.updated} bijgewerkt, ${counts.rejected} overgeslagen.`,
		})
		return data<Preview>({ ok: true, done: true, ...counts }, { headers })
	})
}

export const meta: Route.MetaFunction = ({ matches }) => adminTabMeta(matches, 'CSV-import', paths.adminImport)

const ACTION_LABEL = { create: 'Nieuw', update: 'Bijwerken', reject: 'Afgewezen' } as const

export default function AdminImport({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const rows = actionData?.ok && !actionData.done ? actionData.rows : []
	const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length
	return (
		<section aria-labelledby="import-title" className="space-y-6">
			<h2 id="import-title" className="text-2xl font-bold">
				Trimsalons importeren uit CSV
			</h2>
			<p className="max-w-3xl text-slate-700">
				Een rij per trimsalon, met een kopregel met de kolomnamen: {loaderData.columns.join(', ')}. Lijsten (diensten, openingstijden)
				scheid je met een verticale streep (|). Een rij met dezelfde naam en postcode als een bestaande trimsalon werkt die bij. Eerst zie
				je per rij wat er gebeurt; pas daarna importeer je alles in één keer.{' '}
				<a href={`${paths.adminImport}?sjabloon`} className="font-medium text-brand-700 underline" download>
					Sjabloon downloaden
				</a>
			</p>
			<Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 p-4">
				<div>
					<label htmlFor="csv-file" className="mb-1 block text-sm font-medium text-slate-800">
						CSV-bestand (maximaal 5 MB)
					</label>
					<input id="csv-file" name="file" type="file" accept=".csv,text/csv" required className="text-sm" />
				</div>
				<Button type="submit" name="intent" value="preview" variant="secondary" disabled={Boolean(busy)}>
					Voorbeeld bekijken
				</Button>
				<Button type="submit" name="intent" value="import" disabled={Boolean(busy) || !rows.length}>
					Importeren
				</Button>
			</Form>
			{busy ? (
				<div role="status" className="space-y-2">
					<p>{busy === 'import' ? `Bezig met importeren van ${rows.length} rijen…` : 'Bestand wordt gelezen…'}</p>
					<progress className="w-full" aria-label="Voortgang" />
				</div>
			) : null}
			{actionData && !actionData.ok ? (
				<Alert tone="error" title="Import niet mogelijk">
					{actionData.message}
				</Alert>
			) : null}
			{actionData?.ok && actionData.done ? (
				<Alert tone="success" title="Import voltooid">
					{actionData.created} toegevoegd, {actionData.updated} bijgewerkt, {actionData.rejected} overgeslagen.
				</Alert>
			) : null}
			{rows.length ? (
				<div className="space-y-3">
					<p data-testid="import-summary">
						{count('create')} nieuw, {count('update')} bijwerken, {count('reject')} afgewezen
					</p>
					<div className="max-h-[32rem] overflow-auto">
						<table className="w-full text-left text-sm">
							<TableHead columns={['Regel', 'Naam', 'Gevolg', 'Reden']} className="sticky top-0 bg-white text-slate-600" />
							<tbody>
								{rows.slice(0, 1000).map((row) => (
									<tr key={row.line} className="border-t border-slate-100">
										<td className="py-1.5 pr-4">{row.line}</td>
										<td className="py-1.5 pr-4">{row.name}</td>
										<td className="py-1.5 pr-4">{ACTION_LABEL[row.action]}</td>
										<td className="py-1.5">{row.action === 'reject' ? row.reason : ''}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					{rows.length > 1000 ? <p className="text-sm text-slate-600">De eerste 1000 van {rows.length} rijen staan hierboven.</p> : null}
				</div>
			) : null}
		</section>
	)
}
