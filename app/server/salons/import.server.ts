import { eq, inArray, sql } from 'drizzle-orm'
import { classifyRows, matchKey, type ImportRow } from '~/lib/salons/csv-import'
import { changedFields, recordAudit } from '../audit/record.server'
import { db } from '../platform/db/client.server'
import { salons } from '~/server/salons/tables.server'
import { authorize } from '../accounts/permissions.server'
import type { Actor } from '../accounts/actor.server'
import { lockSalon, salonColumns } from './admin-shared.server'
import { readCsv } from './csv.server'
import { uniqueSalonSlug } from './unique-slug.server'

/** Admin only: what importing this CSV would do, row by row, without changing anything. */
export async function previewImport(actor: Actor, { text }: { text: string }): Promise<ImportRow[]> {
	await authorize(actor, 'admin:act')
	const records = readCsv(text)
	const names = [...new Set(records.map((record) => (record.name ?? '').trim().toLowerCase()).filter(Boolean))]
	const rows = await db()
		.select({ id: salons.id, name: salons.name, postal_code: salons.postal_code })
		.from(salons)
		.where(inArray(sql`lower(${salons.name})`, names))
	return classifyRows(records, new Map(rows.map((row) => [matchKey(row.name, row.postal_code), row.id])))
}

/** Admin only: creates and updates every acceptable row in one transaction, with an audit entry per salon. */
export async function runImport(actor: Actor, { text }: { text: string }) {
	const admin = await authorize(actor, 'admin:act')
	const rows = await previewImport(actor, { text })
	const counts = { created: 0, updated: 0, rejected: 0 }
	await db().transaction(async (tx) => {
		for (const row of rows) {
			if (row.action === 'reject') {
				counts.rejected++
				continue
			}
			const values = await salonColumns(tx, row.input)
			if (row.action === 'update') {
				const before = await lockSalon(tx, row.salonId)
				await tx.update(salons).set(values).where(eq(salons.id, row.salonId))
				await recordAudit(tx, {
					actorId: admin.id,
					action: 'import',
					entity: 'salon',
					entityId: row.salonId,
					changes: changedFields(before, values),
				})
				counts.updated++
			} else {
				const slug = await uniqueSalonSlug(tx, row.input.name, row.input.search_city ?? '')
				const [salon] = await tx
					.insert(salons)
					.values({ ...values, slug })
					.returning({ id: salons.id })
				await recordAudit(tx, {
					actorId: admin.id,
					action: 'import',
					entity: 'salon',
					entityId: salon!.id,
					changes: { name: [null, row.input.name] },
				})
				counts.created++
			}
		}
	})
	return counts
}
