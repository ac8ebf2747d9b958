import type { Executor } from '../platform/db/client.server'
import { auditLog } from '~/server/audit/tables.server'

export type AuditEntity = 'salon' | 'submission' | 'claim' | 'featured' | 'review' | 'correction' | 'place-request'
export type AuditAction =
	| 'approve'
	| 'reject'
	| 'create'
	| 'update'
	| 'delete'
	| 'owner-change'
	| 'import'
	| 'pause'
	| 'activate'
	| 'cancel'
	| 'position'
	| 'publish'
	| 'hold'
	| 'remove'
	| 'restore'
	| 'keep'
	| 'reply'
	| 'apply'
	| 'dismiss'
	| 'accept'

/**
 * Records an admin action (and a review's publication, removal or reply, or a dog owner's acceptance
 * of an offer) in the caller's transaction, so the log and the change commit together.
 */
export async function recordAudit(
	tx: Executor,
	entry: {
		actorId: string
		action: AuditAction
		entity: AuditEntity
		entityId: number | string
		changes?: Record<string, [unknown, unknown]>
	},
) {
	await tx.insert(auditLog).values({
		actor_id: entry.actorId,
		action: entry.action,
		entity: entry.entity,
		entity_id: String(entry.entityId),
		changes: entry.changes ?? null,
	})
}

/** The changed fields between two versions of a record, as { field: [before, after] }. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, [unknown, unknown]> {
	const changes: Record<string, [unknown, unknown]> = {}
	for (const [key, value] of Object.entries(after)) {
		if (JSON.stringify(before[key]) !== JSON.stringify(value)) changes[key] = [before[key], value]
	}
	return changes
}
