import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { fillGzip, fillText, gzipTemplate, templateBytes, type GzipTemplate } from './gzip-template.server'

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

	it('holds no more memory than it counts, however many small parts it has', () => {
		const template = gzipTemplate(
			Array.from({ length: 40 }, (_, index) => `<script nonce="" id="s${index}"></script>`),
			24,
		)
		const held = (buffers: Buffer[]) =>
			[...new Set(buffers.map((buffer) => buffer.buffer))].reduce((sum, memory) => sum + memory.byteLength, 0)
		expect(held(template.deflated)).toBe(templateBytes(template))
	})

	it('gives clients that take no gzip the same page after it was compressed', () => {
		const template = gzipTemplate(texts, 6)
		const before = Buffer.concat(fillText(template, 'nonce1')).toString()
		fillGzip(template, 'nonce2')
		expect(Buffer.concat(fillText(template, 'nonce3')).toString()).toBe(texts.join('nonce3'))
		expect(before).toBe(texts.join('nonce1'))
	})

	it('keeps the compression of the stored text', () => {
		const repetitive = gzipTemplate(['<li class="card">salon</li>'.repeat(4_000), ''])
		expect(gzipped(repetitive, 'n').length).toBeLessThan(2_000)
	})

	describe('whose parts refer back past the holes', () => {
		// Each part repeats what came before it, and the texts around a hole look like a filling.
		const parts = Array.from({ length: 30 }, (_, index) => `"/><link rel="modulepreload" href="/assets/part-${index % 3}.js" nonce="`)
		const fills = ['abcdefghijklmnopqrstuvw=', 'A'.repeat(24), '"/><link rel="modulepreload nonce'.slice(0, 24), '\u0000'.repeat(24)]

		it('is one valid gzip stream for any filling of the hole length', () => {
			const template = gzipTemplate(parts, 24)
			for (const fill of fills) expect(gunzipSync(gzipped(template, fill)).toString()).toBe(parts.join(fill))
		})

		it('never refers into a hole, whatever the texts around it hold', () => {
			// Texts of one printable character each: a hole stand-in of that character would be copied
			// from, since it is the nearest match. Filled with something else, the page would come out wrong.
			for (let code = 32; code < 127; code++) {
				const texts = [String.fromCharCode(code).repeat(100), String.fromCharCode(code).repeat(100)]
				const fill = code === 126 ? '}'.repeat(24) : '~'.repeat(24)
				expect(gunzipSync(gzipped(gzipTemplate(texts, 24), fill)).toString()).toBe(texts.join(fill))
			}
		})

		it('comes out smaller than parts compressed on their own', () => {
			expect(gzipped(gzipTemplate(parts, 24), fills[0]!).length).toBeLessThan(gzipped(gzipTemplate(parts), fills[0]!).length / 2)
		})

		it('refuses a filling of another length', () => {
			expect(() => fillGzip(gzipTemplate(parts, 24), 'short')).toThrow(/24 bytes/)
		})

		it('lets each part stand alone when a text holds a NUL byte, which would match a hole', () => {
			const withNul = ['a\u0000'.repeat(20), 'a\u0000'.repeat(20)]
			const template = gzipTemplate(withNul, 3)
			expect(template.holeLength).toBeUndefined()
			expect(gunzipSync(gzipped(template, 'xyz!')).toString()).toBe(withNul.join('xyz!'))
		})
	})
})
