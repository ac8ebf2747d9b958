import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { publicData } from '~/server/platform/cache.server'
import { gzipTemplate } from '~/serving/gzip-template.server'
import { pageCache } from '~/serving/page-cache.server'
import { heardEverythingCommitted, listenForPublicChanges } from '~/server/public-change.server'
import { emptyDatabase, useTestDatabase } from '../db'
import { waitFor } from '../wait'

await useTestDatabase()
let stopFeed: () => Promise<void>

// The feed listens on another database, so the marks this process sends through its own never come back:
// the state of a feed that is too slow to confirm a write in time.
beforeAll(async () => {
	const elsewhere = await emptyDatabase()
	const cache = pageCache(1024 * 1024)
	stopFeed = listenForPublicChanges(elsewhere.url, cache)
	await waitFor('the feed to listen', async () => cache.enabled, { timeoutMs: 5_000, intervalMs: 20 })
	afterAll(async () => {
		await stopFeed()
		await elsewhere.drop()
	})
})

describe('a change feed mark that does not come back in time', () => {
	it('makes the process forget its pages and memos rather than answer from them', async () => {
		const cache = pageCache()
		cache.set('/city/utrecht', { page: gzipTemplate([Buffer.from('<p>oud</p>')]), headers: [], etag: '"oud"' }, cache.version)
		let loads = 0
		const salonCount = publicData.keyed(async () => ++loads)
		expect(await salonCount()).toBe(1)
		expect(await salonCount()).toBe(1)
		expect(cache.get('/city/utrecht')).toBeDefined()

		const started = performance.now()
		await heardEverythingCommitted()
		expect(performance.now() - started).toBeGreaterThanOrEqual(1_900)
		expect(cache.get('/city/utrecht')).toBeUndefined()
		expect(await salonCount()).toBe(2)
	})
})
