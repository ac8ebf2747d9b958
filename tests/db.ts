import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { createDatabase, migrateDatabase, setDatabase, type Database } from '~/server/platform/db/client.server'
import { receiveProviderWebhook } from '~/edge/provider-webhook.server'
import { connectStandIn } from '~/server/platform/payments/stand-in.server'
import { connectKnownPlaces } from '~/server/platform/geocode/geocode.server'
import { findCity, findPostcode, postcodeAreas } from '~/server/salons/known-places.server'
import { connectAddressVerified, connectAuthTransport } from '~/server/accounts/auth.server'
import { authOverHttp } from '~/edge/better-auth.server'
import { linkApprovedSubmissions } from '~/server/submissions/owners.server'
import { withDatabase } from './setup/global-database'

/**
 * A fresh, migrated database for one test file, copied from the run's template, installed as the
 * app's database and dropped after the file's tests.
 */
export async function useTestDatabase(): Promise<Database> {
	const name = `t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
	const serverUrl = inject('serverUrl')
	await adminQuery(serverUrl, `create database ${name} template ${inject('template')}`)
	const database = createDatabase(withDatabase(serverUrl, name))
	setDatabase(database)
	// Wired as the app's boot() wires it: the accounts call better-auth over its router, the stand-in
	// payment provider delivers its events to the webhook, and a verified address links the listings of
	// approved submissions.
	connectAuthTransport(authOverHttp)
	connectStandIn(receiveProviderWebhook)
	// …and the geocoder answers offline from the salons' places.
	connectKnownPlaces({ findCity, postcodeAreas, findPostcode })
	connectAddressVerified(linkApprovedSubmissions)
	afterAll(async () => {
		setDatabase(undefined)
		await database.$client.end()
		await adminQuery(serverUrl, `drop database if exists ${name} with (force)`)
	})
	return database
}

/** An empty database without migrations, for testing the migrations themselves. */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
	const name = `e_${process.pid}_${Math.random().toString(36).slice(2, 10)}`
	const serverUrl = inject('serverUrl')
	await adminQuery(serverUrl, `create database ${name}`)
	return { url: withDatabase(serverUrl, name), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) }
}

/** A freshly migrated database that is not the app's, dropped after the file's tests. */
export async function freshlyMigratedDatabase(): Promise<Database> {
	const target = await emptyDatabase()
	const database = createDatabase(target.url)
	afterAll(async () => {
		await database.$client.end()
		await target.drop()
	})
	await migrateDatabase(database)
	return database
}

async function adminQuery(serverUrl: string, sql: string) {
	const client = new pg.Client({ connectionString: serverUrl })
	await client.connect()
	try {
		await client.query(sql)
	} finally {
		await client.end()
	}
}
