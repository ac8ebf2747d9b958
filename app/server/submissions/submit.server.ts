import { sql } from 'drizzle-orm'
import { postcodeFromAddress } from '~/lib/salons/address'
import type { FormEntries } from '~/lib/common/forms'
import { submissionSchema, type SubmissionInput } from '~/lib/submissions/schema'
import { foldText, parseQuery } from '~/lib/search/search-text'
import type { Requester } from '../accounts/actor.server'
import { adminEmails } from '../accounts/users.server'
import { db, type Executor } from '../platform/db/client.server'
import { SALONS } from '../salons/card-sql.server'
import { listingSubmissions } from '~/server/submissions/tables.server'
import { conflict } from '../platform/errors.server'
import { geocoder } from '../platform/geocode/geocode.server'
import type { Place } from '../platform/geocode/geocoder.server'
import { parseInput } from '../platform/input.server'
import { logger } from '../platform/logger.server'
import { limitRequest } from '../platform/rate-limit.server'
import { queueMail } from '../platform/mail/mail.server'
import { submissionAdminMail, submissionReceivedMail } from './mails.server'

export const DUPLICATE_SALON =
	'Er staat al een trimsalon met deze naam en postcode in onze gids. Is het jouw salon? Claim hem dan via de pagina van de salon.'
export const DUPLICATE_SUBMISSION =
	'Deze trimsalon is al aangemeld en wacht op beoordeling. We beoordelen aanmeldingen binnen 2-3 werkdagen.'

export type SubmitResult = { input: SubmissionInput; stored: boolean; located: boolean }

/**
 * A posted salon submission, limited per client (invalid posts count too) and validated: stored as
 * pending, located by the configured geocoder (its web service within the client's limit), with the
 * confirmation to the submitter and a notification to every admin queued in the same transaction. A
 * post that filled the honeypot is answered like a success and dropped. A salon of the same name and
 * postcode (or, without a postcode, city) that is live or pending is refused.
 */
export async function submitSalon(actor: Requester, posted: FormEntries): Promise<SubmitResult> {
	const client = actor.client.ip
	await limitRequest('submission', client)
	const input = parseInput(posted, submissionSchema)
	if (input.fax) {
		logger.info({ business: input.businessName }, 'submission honeypot filled; dropped')
		return { input, stored: false, located: false }
	}
	const postalCode = input.postalCode ?? postcodeFromAddress(input.address) ?? null
	const formattedAddress = [input.address, [postalCode, input.city].filter(Boolean).join(' ')].join(', ')
	// Outside the transaction: a slow geocoder must never hold a lock.
	const place = await locate([formattedAddress, postalCode, input.city], client)
	const values = {
		business_name: input.businessName,
		formatted_address: formattedAddress,
		search_city: input.city,
		postal_code: postalCode,
		phone_number: input.phone,
		website: input.website,
		summary_nl: input.summary,
		description_nl: input.description,
		services_nl: input.services_nl,
		opening_hours: input.openingHours,
		pricing_info_nl: input.pricingInfo,
		additional_message: input.message,
		submitter_name: input.ownerName,
		submitter_email: input.email,
		latitude: place?.lat ?? null,
		longitude: place?.lng ?? null,
	}
	await db().transaction(async (tx) => {
		// Two posts of the same salon at once are checked one after the other.
		await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`submission:${foldText(input.businessName)}`}))`)
		await refuseDuplicate(tx, { name: input.businessName, postalCode, city: input.city })
		await tx.insert(listingSubmissions).values(values)
		await queueMail(tx, submissionReceivedMail(values))
		for (const admin of await adminEmails(tx)) await queueMail(tx, submissionAdminMail(admin, values, input.message))
	})
	return { input, stored: true, located: Boolean(place) }
}

/** The first of the queries the geocoder can place; a full address only goes to a web service. */
async function locate(queries: (string | null)[], client: string): Promise<Place | undefined> {
	const [address, ...rest] = queries
	for (const query of geocoder().hasRemote ? [address, ...rest] : rest) {
		const place = query ? (await geocoder().locate(parseQuery(query), { remote: true, client })).place : undefined
		if (place) return place
	}
	return undefined
}

type Identity = { name: string; postalCode: string | null; city: string }

/** Names compare without case and accents; postcodes without spaces; without a postcode the city decides. */
async function refuseDuplicate(executor: Executor, salon: Identity) {
	const sameName = (column: string) => sql`immutable_unaccent(lower(${sql.raw(column)})) = immutable_unaccent(lower(${salon.name}))`
	const salonPostcode = sql`upper(replace(coalesce(g.postal_code, substring(g.formatted_address from '\\m[1-9][0-9]{3}\\s?[A-Za-z]{2}\\M')), ' ', ''))`
	const place = (postcode: typeof salonPostcode, cityColumn: string) =>
		salon.postalCode
			? sql`${postcode} = ${salon.postalCode.replace(' ', '')}`
			: sql`immutable_unaccent(lower(${sql.raw(cityColumn)})) = immutable_unaccent(lower(${salon.city}))`
	const { rows } = await executor.execute<{ kind: 'salon' | 'submission' }>(sql`
		select 'salon' as kind from ${SALONS} where ${sameName('g.name')} and ${place(salonPostcode, 'g.search_city')}
		union all
		select 'submission' from listing_submissions s
		where s.status = 'pending' and ${sameName('s.business_name')} and ${place(sql`upper(replace(s.postal_code, ' ', ''))`, 's.search_city')}
		limit 1`)
	if (rows[0]) throw conflict(rows[0].kind === 'salon' ? DUPLICATE_SALON : DUPLICATE_SUBMISSION)
}
