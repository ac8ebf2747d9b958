import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowerModulePreloads, lowerModulePreloadsStream } from './script-priority.server'

const head =
	'<html><head><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>' +
	'<link rel="stylesheet" href="/assets/root.css"/></head>'
const body = '<body><p>Trimsalon <code>&lt;link rel="modulepreload" href="/x.js"&gt;</code> ü 🐕</p></body></html>'
const lowered = (html: string) => (html.match(/<link rel="modulepreload" fetchpriority="low" href=/g) ?? []).length

describe('module preloads at low priority', () => {
	it('lowers every module preload and nothing else', () => {
		const result = lowerModulePreloads(head)
		expect(lowered(result)).toBe(2)
		expect(result).toContain('<link rel="stylesheet" href="/assets/root.css"/>')
		expect(result.replaceAll('fetchpriority="low" ', '')).toBe(head)
	})

	it('rewrites the head however the stream splits it, and passes the body through untouched', async () => {
		const document = Buffer.from(head + body)
		for (const size of [1, 7, 64, document.length]) {
			const chunks = []
			for (let start = 0; start < document.length; start += size) chunks.push(document.subarray(start, start + size))
			const result = await text(Readable.from(chunks).pipe(lowerModulePreloadsStream()))
			expect(result).toBe(lowerModulePreloads(head) + body)
		}
	})

	it('passes a document without a head through, lowered', async () => {
		const result = await text(Readable.from([Buffer.from('<link rel="modulepreload" href="/a.js"/>')]).pipe(lowerModulePreloadsStream()))
		expect(result).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
	})
})
