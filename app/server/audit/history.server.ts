import { and, desc, eq } from 'drizzle-orm'
import { db } from '../platform/db/client.server'
import { auditLog } from '~/server/audit/tables.server'
import type { AuditEntity } from './record.server'

/** The newest entries of one record's history, newest first, with who acted (an id; null once that account is gone). */
export async function auditHistory(entity: AuditEntity, entityId: number | string, limit: number) {
	return db()
		.select({
			id: auditLog.id,
			action: auditLog.action,
			changes: auditLog.changes,
			createdAt: auditLog.createdAt,
			actorId: auditLog.actor_id,
		})
		.from(auditLog)
		.where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(entityId))))
		.orderBy(desc(auditLog.createdAt), desc(auditLog.id))
		.limit(limit)
}
