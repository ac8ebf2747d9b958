import { describe, expect, it } from 'vitest'
import { lowerModulePreloads, lowerModulePreloadsInDocument } from './script-priority.server'

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
		expect(result.replaceAll('fetchpriority="low" ', '')).toBe(head.replace(' nonce="n"', ''))
	})

	it('drops the nonce of a module preload, which the CSP allows by its own-site URL', () => {
		const result = lowerModulePreloads(`${head}<script nonce="n">start()</script>`)
		expect(result).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>')
		expect(result).toContain('<script nonce="n">start()</script>')
	})

	it('rewrites the head of a document and passes the body through byte for byte', () => {
		const body = '<body><link rel="modulepreload" href="/late.js"/><p>ü 🐕</p></body></html>'
		const result = lowerModulePreloadsInDocument(Buffer.from(head + body))
		expect(result.toString('utf8')).toBe(lowerModulePreloads(head) + body)
	})

	it('keeps escaped text in the body as it was', () => {
		expect(lowerModulePreloadsInDocument(Buffer.from(head + body)).toString('utf8')).toBe(lowerModulePreloads(head) + body)
	})

	it('lowers a document without a head whole', () => {
		const result = lowerModulePreloadsInDocument(Buffer.from('<link rel="modulepreload" href="/a.js"/>'))
		expect(result.toString('utf8')).toBe('<link rel="modulepreload" fetchpriority="low" href="/a.js"/>')
	})
})
