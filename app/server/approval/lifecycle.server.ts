import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { recordAudit } from '../audit/record.server'
import { db, type Transaction } from '../platform/db/client.server'
import { conflict, notFound } from '../platform/errors.server'

/**
 * What an admin reviews: a claim or a submission. Each is pending until an admin approves or rejects
 * it, once: the row is locked for the review, so two reviews cannot both pass; the decision, its audit
 * entry and the mail it sends commit in one transaction.
 */
export type Reviewed<Row, Table extends ReviewTable = ReviewTable> = {
	entity: 'claim' | 'submission'
	table: Table
	/** The row with what its review needs, locked until the transaction ends; undefined when there is none. */
	lock: (tx: Transaction, id: number) => Promise<(Row & { status: string }) | undefined>
	/** 'Claim niet gevonden' */
	missing: string
	/** 'Deze claim is al behandeld.' */
	settled: string
}

/**
 * The table of what is reviewed, passed in by its domain (claims, submissions): each keeps a review
 * in the same columns.
 */
type ReviewTable = PgTable & { id: PgColumn; status: PgColumn; rejection_reason: PgColumn; reviewed_at: PgColumn }

/** The columns every decision writes (approving may set more of its table's). */
type Decision = { status: 'approved' | 'rejected'; reviewed_at: Date; rejection_reason?: string | null }

type Changes = Record<string, [unknown, unknown]>

/** What approving did besides the status: the row's other fields, the audit entry's other changes, what `after` needs. */
type Approval<Made, Table extends ReviewTable> = { set?: Partial<Table['$inferInsert']>; changes?: Changes; made: Made }

/**
 * Approves: `approveWith` does what approval means (makes the claimant owner, creates the salon) and
 * says what the row and the audit entry record besides the status; `after`, once those are written,
 * sends the mails and gives the answer.
 */
export async function approve<Row, Table extends ReviewTable, Made, Answer>(
	reviewed: Reviewed<Row, Table>,
	actorId: string,
	id: number,
	approveWith: (tx: Transaction, row: Row, reviewedAt: Date) => Promise<Approval<Made, Table>>,
	after: (tx: Transaction, row: Row, made: Made) => Promise<Answer>,
): Promise<Answer> {
	return db().transaction(async (tx) => {
		const row = await lockPending(tx, reviewed, id)
		const reviewedAt = new Date()
		const { set, changes, made } = await approveWith(tx, row, reviewedAt)
		await decide(tx, reviewed, id, { ...set, status: 'approved', reviewed_at: reviewedAt })
		await recordAudit(tx, {
			actorId,
			action: 'approve',
			entity: reviewed.entity,
			entityId: id,
			changes: { status: ['pending', 'approved'], ...changes },
		})
		return after(tx, row, made)
	})
}

/** Rejects with an optional reason, which the row keeps and `tell` passes on. */
export async function reject<Row>(
	reviewed: Reviewed<Row>,
	actorId: string,
	id: number,
	reason: string | null,
	tell: (tx: Transaction, row: Row) => Promise<unknown>,
) {
	await db().transaction(async (tx) => {
		const row = await lockPending(tx, reviewed, id)
		await decide(tx, reviewed, id, { status: 'rejected', rejection_reason: reason, reviewed_at: new Date() })
		await recordAudit(tx, {
			actorId,
			action: 'reject',
			entity: reviewed.entity,
			entityId: id,
			changes: { status: ['pending', 'rejected'], rejection_reason: [null, reason] },
		})
		await tell(tx, row)
	})
}

async function lockPending<Row>(tx: Transaction, reviewed: Reviewed<Row, ReviewTable>, id: number): Promise<Row> {
	const row = await reviewed.lock(tx, id)
	if (!row) throw notFound(reviewed.missing)
	if (row.status !== 'pending') throw conflict(reviewed.settled)
	return row
}

/** Writes the decision (status, rejection_reason, reviewed_at, and what approval set besides) to the reviewed row. */
async function decide(tx: Transaction, reviewed: Reviewed<unknown, ReviewTable>, id: number, values: Decision) {
	const { table } = reviewed
	await tx
		.update(table)
		.set(values as never)
		.where(eq(table.id, id))
}
