import { sql } from 'drizzle-orm'
import {
	boolean,
	check,
	date,
	doublePrecision,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	serial,
	smallint,
	text,
	timestamp,
	uuid,
	uniqueIndex,
} from 'drizzle-orm/pg-core'
import { oneOf, timestamps } from '~/server/platform/db/columns.server'
import { APPOINTMENT_KINDS, APPOINTMENT_STATUSES, CANCELLED_BY } from '~/lib/bookings/appointments'
import { DAY_PARTS } from '~/lib/bookings/waiting-list'
import { COAT_TYPES, WEIGHT_CLASSES, type TreatmentPricing } from '~/lib/bookings/pricing'
import type { DateOverride } from '~/lib/bookings/free-times'
import { DEFAULT_SERIES_HORIZON_WEEKS } from '~/lib/bookings/series'
import { users } from '~/server/accounts/tables.server'
import { salonIdColumn, salons } from '~/server/salons/tables.server'

/**
 * Whether a salon takes online bookings, and its rules. Bookable hours are the salon's opening hours,
 * with the date overrides below; one row per salon, made when the owner first opens the agenda.
 */
export const bookingSettings = pgTable(
	'booking_settings',
	{
		salon_id: integer('salon_id')
			.primaryKey()
			.references(() => salons.id, { onDelete: 'cascade' }),
		enabled: boolean('enabled').notNull().default(false),
		/** Kept free after every appointment (cleaning, a break), part of the time it occupies. */
		buffer_minutes: smallint('buffer_minutes').notNull(),
		/** How long before a time it can still be booked. */
		notice_minutes: smallint('notice_minutes').notNull(),
		/** How many days ahead times are offered. */
		horizon_days: smallint('horizon_days').notNull(),
		/** The grid of start times. */
		step_minutes: smallint('step_minutes').notNull(),
		/** A dog owner may cancel until this many hours before the time. */
		cancel_hours: smallint('cancel_hours').notNull(),
		/** A new client's first booking waits for the owner's approval. */
		approve_first: boolean('approve_first').notNull().default(false),
		/** How many weeks ahead a client the salon knows may book a series ('Herhalen'), beyond the horizon of one booking. */
		series_horizon_weeks: smallint('series_horizon_weeks').notNull().default(DEFAULT_SERIES_HORIZON_WEEKS),
		/** A freed time goes to the waiting list first, one dog owner at a time; off, it is free to everyone at once. */
		offer_to_waiting_list: boolean('offer_to_waiting_list').notNull().default(true),
		/** The secret of the owner's calendar feed (an iCalendar URL); renewing it ends every old subscription. */
		calendar_token: text('calendar_token').unique(),
		/**
		 * The owner whose agenda this is. The row counts only while this is the salon's owner: after any change
		 * of owner (whoever forgot to close the agenda) the link, the rules' switch and the appointments are not the new owner's.
		 */
		owner_id: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
		/** When this owner's agenda began: they see the appointments from then on (null: the salon's first owner here, who sees all). */
		agenda_since: timestamp('agenda_since', { withTimezone: true }),
		...timestamps,
	},
	(t) => [
		check('booking_settings_buffer_check', sql`${t.buffer_minutes} between 0 and 240`),
		check('booking_settings_notice_check', sql`${t.notice_minutes} between 0 and 10080`),
		check('booking_settings_horizon_check', sql`${t.horizon_days} between 1 and 90`),
		check('booking_settings_step_check', sql`${t.step_minutes} in (5, 10, 15, 20, 30, 60)`),
		check('booking_settings_cancel_check', sql`${t.cancel_hours} between 0 and 168`),
		check('booking_settings_series_horizon_check', sql`${t.series_horizon_weeks} between 4 and 52`),
	],
)

/** A date whose bookable hours differ from the week: a holiday or day off (no ranges), or other hours. */
export const bookingDateOverrides = pgTable(
	'booking_date_overrides',
	{
		salon_id: salonIdColumn(),
		date: date('date', { mode: 'string' }).notNull(),
		ranges: jsonb('ranges').$type<DateOverride['ranges']>().notNull(),
	},
	(t) => [primaryKey({ columns: [t.salon_id, t.date] })],
)

/**
 * A break that repeats every week: on one weekday (Monday 0) or, without one, every day, from `start_minutes`
 * to `end_minutes` after midnight (1440: the rest of the day). Kept as a rule, not as a block per day: the free
 * times leave it out on every matching day, dates with other hours included.
 */
export const bookingWeeklyBreaks = pgTable(
	'booking_weekly_breaks',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		weekday: smallint('weekday'),
		start_minutes: smallint('start_minutes').notNull(),
		end_minutes: smallint('end_minutes').notNull(),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		check('booking_weekly_breaks_weekday_check', sql`${t.weekday} is null or ${t.weekday} between 0 and 6`),
		check(
			'booking_weekly_breaks_times_check',
			sql`${t.start_minutes} >= 0 and ${t.start_minutes} < ${t.end_minutes} and ${t.end_minutes} <= 1440`,
		),
		index('booking_weekly_breaks_salon_idx').on(t.salon_id),
	],
)

/** What a salon offers online: a duration and price per weight class, and extra per coat type. */
export const treatments = pgTable(
	'treatments',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		name: text('name').notNull(),
		/** The order on the booking page, lowest first. */
		position: smallint('position').notNull().default(0),
		pricing: jsonb('pricing').$type<TreatmentPricing>().notNull(),
		/** A retired treatment stays for the appointments that name it but is no longer offered. */
		active: boolean('active').notNull().default(true),
		...timestamps,
	},
	(t) => [index('treatments_salon_idx').on(t.salon_id, t.position)],
)

/**
 * A dog owner waiting at a salon for a time for one dog and treatment (the dog copied in as for a
 * booking), with wishes: weekdays (Monday 0; none is any day), a part of the day, the last date. In line
 * by when it joined. Deleted when the dog owner leaves the list, books an offered time, or after its last date.
 * Entries joined at once at up to five salons share `group_id` (the first entry's id; null for one alone):
 * the group holds one offer at a time and leaves every list when it books one.
 */
export const waitingListEntries = pgTable(
	'waiting_list_entries',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		user_id: text('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		treatment_id: integer('treatment_id')
			.notNull()
			.references(() => treatments.id, { onDelete: 'cascade' }),
		dog_name: text('dog_name').notNull(),
		breed: text('breed').notNull(),
		weight_kg: doublePrecision('weight_kg').notNull(),
		coat: text('coat', { enum: COAT_TYPES }).notNull(),
		dog_notes: text('dog_notes'),
		client_phone: text('client_phone'),
		weekdays: smallint('weekdays')
			.array()
			.notNull()
			.default(sql`'{}'`),
		day_part: text('day_part', { enum: DAY_PARTS }),
		wait_until: date('wait_until', { mode: 'string' }).notNull(),
		group_id: integer('group_id'),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		check('waiting_list_entries_coat_check', oneOf('coat', COAT_TYPES)),
		check('waiting_list_entries_day_part_check', sql`day_part is null or ${oneOf('day_part', DAY_PARTS)}`),
		uniqueIndex('waiting_list_entries_dog_idx').on(t.user_id, t.salon_id, sql`lower(${t.dog_name})`),
		index('waiting_list_entries_line_idx').on(t.salon_id, t.createdAt, t.id),
		index('waiting_list_entries_group_idx').on(t.group_id),
	],
)

/**
 * A time freed at a salon (a cancellation, a removed block, an expired request) that its waiting list may
 * still take: kept out of the public free times until settled (booked from an offer, or nobody in line
 * wanted it). The entries that let it pass (declined or let the offer expire) are not offered it again.
 */
export const freedTimes = pgTable(
	'freed_times',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
		ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
		passed_entry_ids: integer('passed_entry_ids')
			.array()
			.notNull()
			.default(sql`'{}'`),
		settled_at: timestamp('settled_at', { withTimezone: true }),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		check('freed_times_times_check', sql`${t.starts_at} < ${t.ends_at}`),
		index('freed_times_open_idx')
			.on(t.salon_id, t.starts_at)
			.where(sql`${t.settled_at} is null`),
	],
)

/**
 * A time in a salon's agenda, from `starts_at` to `ends_at`, occupying it until `occupied_until` (the
 * end plus the salon's buffer). A time is given once: an exclusion constraint (`appointments_no_overlap`, drizzle/0029_bookings.sql) refuses a
 * second appointment whose occupied time overlaps one that is not cancelled, whoever writes it, so
 * two people confirming the same time at once get one appointment. The dog is copied in as booked: the
 * salon sees what the price was made for, also after the dog owner changes or deletes the dog.
 */
export const appointments = pgTable(
	'appointments',
	{
		id: serial('id').primaryKey(),
		salon_id: salonIdColumn(),
		kind: text('kind', { enum: APPOINTMENT_KINDS }).notNull(),
		status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('booked'),
		/** The dog owner who booked online; none for a phone client or a block. Deleted with the account. */
		user_id: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
		treatment_id: integer('treatment_id').references(() => treatments.id, { onDelete: 'set null' }),
		treatment_name: text('treatment_name'),
		dog_name: text('dog_name'),
		breed: text('breed'),
		weight_kg: doublePrecision('weight_kg'),
		weight_class: text('weight_class', { enum: WEIGHT_CLASSES }),
		coat: text('coat', { enum: COAT_TYPES }),
		/** For the groomer: behaviour, health. */
		dog_notes: text('dog_notes'),
		/** A phone client's name and number, as the owner typed them. */
		client_note: text('client_note'),
		/**
		 * The number an online dog owner gave for this booking (E.164), when the account has no confirmed one: for this
		 * booking's salon only, so it stays with the appointment, not the account.
		 */
		client_phone: text('client_phone'),
		price_cents: integer('price_cents'),
		starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
		ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
		occupied_until: timestamp('occupied_until', { withTimezone: true }).notNull(),
		cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
		/** Who cancelled: the dog owner ('client') or the salon ('salon'), which gives a reason. */
		cancelled_by: text('cancelled_by', { enum: CANCELLED_BY }),
		cancel_reason: text('cancel_reason'),
		/** The hash of the secret in the confirmation mail's cancel link; the link works without signing in. */
		cancel_token_hash: text('cancel_token_hash').unique(),
		/** A request (`requested`) holds its time until then: the owner answers before it, or the time is free again. */
		respond_by: timestamp('respond_by', { withTimezone: true }),
		/** When the reminder (24 hours before) and the invitation to review (after the visit) went out: each once. */
		reminded_at: timestamp('reminded_at', { withTimezone: true }),
		review_invited_at: timestamp('review_invited_at', { withTimezone: true }),
		/** When the mail that the dog's rhythm comes round went out after this visit: once per visit. */
		rhythm_mailed_at: timestamp('rhythm_mailed_at', { withTimezone: true }),
		/**
		 * The series ('Herhalen') this appointment was booked in, and its interval: the appointments of one
		 * series share the id; each stays its own row, cancelled on its own.
		 */
		series_id: uuid('series_id'),
		series_weeks: smallint('series_weeks'),
		/** An offer (`offered`) holds its time for the waiting list's entry until then; its link's token is kept as a hash, used once. */
		offer_expires_at: timestamp('offer_expires_at', { withTimezone: true }),
		offer_token_hash: text('offer_token_hash').unique(),
		/** When the offer's text message is due (held past the quiet night hours); null when none is due. */
		offer_text_at: timestamp('offer_text_at', { withTimezone: true }),
		/** The hash of the text message's own link to the offer, single-use as the mail's. */
		offer_text_token_hash: text('offer_text_token_hash').unique(),
		waiting_entry_id: integer('waiting_entry_id').references(() => waitingListEntries.id, { onDelete: 'set null' }),
		freed_time_id: integer('freed_time_id').references(() => freedTimes.id, { onDelete: 'set null' }),
		createdAt: timestamps.createdAt,
	},
	(t) => [
		check('appointments_kind_check', oneOf('kind', APPOINTMENT_KINDS)),
		check('appointments_status_check', oneOf('status', APPOINTMENT_STATUSES)),
		check('appointments_weight_class_check', sql`weight_class is null or ${oneOf('weight_class', WEIGHT_CLASSES)}`),
		check('appointments_cancelled_by_check', sql`cancelled_by is null or ${oneOf('cancelled_by', CANCELLED_BY)}`),
		check('appointments_coat_check', sql`coat is null or ${oneOf('coat', COAT_TYPES)}`),
		check('appointments_times_check', sql`${t.starts_at} < ${t.ends_at} and ${t.ends_at} <= ${t.occupied_until}`),
		check('appointments_request_deadline_check', sql`${t.status} <> 'requested' or ${t.respond_by} is not null`),
		check(
			'appointments_series_check',
			sql`(${t.series_id} is null and ${t.series_weeks} is null) or (${t.series_id} is not null and ${t.series_weeks} between 2 and 12)`,
		),
		check('appointments_offer_check', sql`${t.status} <> 'offered' or ${t.offer_expires_at} is not null`),
		// An entry holds one offer at a time, and a freed time is offered to one entry at a time.
		uniqueIndex('appointments_offer_entry_idx')
			.on(t.waiting_entry_id)
			.where(sql`${t.status} = 'offered'`),
		uniqueIndex('appointments_offer_freed_idx')
			.on(t.freed_time_id)
			.where(sql`${t.status} = 'offered'`),
		check('appointments_online_check', sql`${t.kind} <> 'online' or (${t.user_id} is not null and ${t.price_cents} is not null)`),
		index('appointments_salon_time_idx').on(t.salon_id, t.starts_at),
		index('appointments_user_idx').on(t.user_id, t.starts_at),
		index('appointments_requests_idx')
			.on(t.respond_by)
			.where(sql`${t.status} = 'requested'`),
	],
)

/** Dog owners who turned off the mail that a dog's rhythm comes round (by its link or under Mijn honden). */
export const rhythmMailOptOuts = pgTable('rhythm_mail_opt_outs', {
	user_id: text('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	createdAt: timestamps.createdAt,
})
