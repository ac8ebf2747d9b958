import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { timestamps } from '~/server/platform/db/columns.server'
import { users } from '~/server/accounts/tables.server'

/**
 * Every admin action (approve, reject, add, edit, delete, owner change), written in the same
 * transaction as the change itself. `changes` holds the changed fields as { field: [before, after] }.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: serial('id').primaryKey(),
		actor_id: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
		action: text('action').notNull(),
		entity: text('entity').notNull(),
		entity_id: text('entity_id').notNull(),
		changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
		createdAt: timestamps.createdAt,
	},
	(t) => [index('audit_log_entity_idx').on(t.entity, t.entity_id, t.createdAt)],
)
