import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fillGzip, fillText, gzipTemplate, type GzipTemplate } from './gzip-template.server'

const gzipped = (template: GzipTemplate, fill: string) => Buffer.concat(fillGzip(template, fill))

describe('a gzip template', () => {
	const texts = ['<html><script nonce="', '">a()</script><p>', 'ü €, 🐕 '.repeat(5_000), '"></script></html>']

	it('is one valid gzip stream of the texts joined by the value filled in', () => {
		const template = gzipTemplate(texts)
		for (const nonce of ['abc123', 'another-nonce-value', '']) {
			expect(gunzipSync(gzipped(template, nonce)).toString()).toBe(texts.join(nonce))
			expect(Buffer.concat(fillText(template, nonce)).toString()).toBe(texts.join(nonce))
		}
	})

	it('compresses a text without holes, and empty parts', () => {
		expect(gunzipSync(gzipped(gzipTemplate(['plain page']), 'unused')).toString()).toBe('plain page')
		expect(gunzipSync(gzipped(gzipTemplate(['', '', '']), 'n')).toString()).toBe('nn')
	})

	it('keeps the compression of the stored text', () => {
		const repetitive = gzipTemplate(['<li class="card">salon</li>'.repeat(4_000), ''])
		expect(gzipped(repetitive, 'n').length).toBeLessThan(2_000)
	})
})
