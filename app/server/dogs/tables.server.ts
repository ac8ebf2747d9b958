import { sql } from 'drizzle-orm'
import { check, doublePrecision, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import { oneOf, timestamps } from '~/server/platform/db/columns.server'
import { COAT_TYPES } from '~/lib/dogs/coats'
import { users } from '~/server/accounts/tables.server'

/**
 * A dog its owner saved ('Mijn honden'), to book and to ask for a place without typing it again.
 * Private to the account and deleted with it; an appointment keeps its own copy of the dog as booked.
 */
export const dogs = pgTable(
	'dogs',
	{
		id: serial('id').primaryKey(),
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		name: text('name').notNull(),
		breed: text('breed').notNull(),
		weight_kg: doublePrecision('weight_kg').notNull(),
		coat: text('coat', { enum: COAT_TYPES }).notNull(),
		/** How often the dog goes to the groomer, in weeks (none: no set rhythm); its owner is mailed when it comes round. */
		rhythm_weeks: smallint('rhythm_weeks'),
		/** For the groomer: behaviour, health. */
		notes: text('notes'),
		...timestamps,
	},
	(t) => [
		check('dogs_coat_check', oneOf('coat', COAT_TYPES)),
		check('dogs_weight_check', sql`${t.weight_kg} between 0.5 and 100`),
		check('dogs_rhythm_check', sql`${t.rhythm_weeks} is null or ${t.rhythm_weeks} between 2 and 26`),
		index('dogs_user_idx').on(t.user_id),
	],
)
