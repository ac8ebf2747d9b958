import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import autocannon from 'autocannon'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withoutBodies } from '../../scripts/bench-mix'

/** The bench's load generator leaves response bodies alone; it must still count every answer. */
describe('withoutBodies', () => {
	let server: Server
	let url: string
	beforeAll(async () => {
		server = createServer((_req, res) => res.end('x'.repeat(4096)))
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise((resolve) => server.close(resolve)))

	/** The body lengths autocannon hands to onResponse in a short run. */
	async function bodyLengths(run: (load: () => Promise<unknown>) => Promise<unknown>) {
		const lengths: number[] = []
		const request = { method: 'GET', onResponse: (_status: number, body: string) => lengths.push(body.length) }
		await run(() => autocannon({ url, connections: 2, amount: 20, requests: [request] }))
		return lengths
	}

	it('answers every request without keeping its body', async () => {
		const lengths = await bodyLengths(withoutBodies)
		expect(lengths).toHaveLength(20)
		expect(new Set(lengths)).toEqual(new Set([0]))
	})

	it('leaves autocannon as it was afterwards', async () => {
		await bodyLengths(withoutBodies)
		const lengths = await bodyLengths((load) => load())
		expect(new Set(lengths)).toEqual(new Set([4096]))
	})
})
