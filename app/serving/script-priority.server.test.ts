import { describe, expect, it } from 'vitest'
import { startScriptsAfterPaint } from './script-priority.server'

const head =
	'<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/><link rel="modulepreload" href="/assets/root.js"/>' +
	'<link rel="stylesheet" href="/assets/root.css"/></head>'
const content =
	'<body><p>Trimsalon <code>&lt;link rel="modulepreload" href="/x.js"&gt;</code> ü 🐕</p><script nonce="n">window.__context = {}</script>'
const code = ';\nimport * as route0 from "/assets/root.js";\n  window.__modules = {"root":route0};\n\nimport("/assets/entry.js");'
const moduleScript = `<script nonce="n" type="module" async="">${code}</script>`
const tail = '<script nonce="n">window.__context.stream.enqueue("[]")</script></body></html>'
const page = head + content + moduleScript + tail

/** Runs the inline script that replaced the module script in a stand-in document; what it added, and when. */
function runAfterPaint(html: string, visibilityState = 'visible') {
	const script = /<script nonce="n">(\(\(\) => \{[\s\S]*?)<\/script>/.exec(html)![1]!
	const added: Record<string, string>[] = []
	const frames: (() => void)[] = []
	const timeouts: (() => void)[] = []
	const listeners = new Map<string, () => void>()
	const location = { pathname: '/blog', search: '?pagina=2', reloads: 0, reload: () => location.reloads++ }
	const fakeDocument = {
		visibilityState,
		currentScript: { nonce: 'n' },
		documentElement: { dataset: {} as Record<string, string> },
		createElement: () => ({}),
		head: { append: (element: Record<string, string>) => added.push({ in: 'head', ...element }) },
		body: { append: (element: Record<string, string>) => added.push({ in: 'body', ...element }) },
	}
	new Function('document', 'requestAnimationFrame', 'setTimeout', 'location', 'addEventListener', 'removeEventListener', script)(
		fakeDocument,
		(callback: () => void) => frames.push(callback),
		(callback: () => void) => timeouts.push(callback),
		location,
		(type: string, listener: () => void) => listeners.set(type, listener),
		(type: string, listener: () => void) => listeners.get(type) === listener && listeners.delete(type),
	)
	return { added, frames, timeouts, listeners, location, fakeDocument }
}

describe('scripts start after the first paint', () => {
	it('keeps the module preloads in the head for no media, without their nonce, and the rest of the head as it was', () => {
		const result = startScriptsAfterPaint(Buffer.from(page)).toString('utf8')
		expect(result.slice(0, result.indexOf('</head>'))).toBe(
			'<html><head><meta charSet="utf-8"/><link rel="modulepreload" media="not all" href="/assets/entry.js"/>' +
				'<link rel="modulepreload" media="not all" href="/assets/root.js"/><link rel="stylesheet" href="/assets/root.css"/>',
		)
	})

	it('passes the body around the module script through byte for byte', () => {
		const result = startScriptsAfterPaint(Buffer.from(page)).toString('utf8')
		const after = result.slice(result.indexOf('</head>') + '</head>'.length)
		expect(after.startsWith(content)).toBe(true)
		expect(after.endsWith(tail)).toBe(true)
		expect(after).not.toContain('type="module"')
	})

	it('runs the module script, the preloaded modules imported first, with its nonce, only after the paint', () => {
		const { added, frames, timeouts } = runAfterPaint(startScriptsAfterPaint(Buffer.from(page)).toString('utf8'))
		expect(added).toEqual([])
		frames.forEach((frame) => frame())
		expect(added).toEqual([])
		timeouts.forEach((timeout) => timeout())
		// The client entry is imported last, by the script itself, once the route modules are registered.
		expect(added).toEqual([{ in: 'body', type: 'module', nonce: 'n', textContent: `import "/assets/root.js";\n${code}` }])
	})

	it('starts at once in a background tab, which does not paint', () => {
		const { added, frames } = runAfterPaint(startScriptsAfterPaint(Buffer.from(page)).toString('utf8'), 'hidden')
		expect(frames).toEqual([])
		expect(added).toEqual([{ in: 'body', type: 'module', nonce: 'n', textContent: `import "/assets/root.js";\n${code}` }])
	})

	it('cannot be ended early by text in the module script', () => {
		const hostile = ';\nwindow.__manifest = {"x":"<!--<script>"};'
		const result = startScriptsAfterPaint(Buffer.from(page.replace(code, hostile))).toString('utf8')
		expect(result.match(/<script/g)).toHaveLength(3)
		const { added, frames, timeouts } = runAfterPaint(result)
		frames.forEach((frame) => frame())
		timeouts.forEach((timeout) => timeout())
		expect(added[0]!.textContent).toBe(`import "/assets/entry.js";\nimport "/assets/root.js";\n${hostile}`)
	})

	it('leaves a document without a module script as it was rendered', () => {
		const withoutScript = head + content + tail
		expect(startScriptsAfterPaint(Buffer.from(withoutScript)).toString('utf8')).toBe(withoutScript)
		expect(startScriptsAfterPaint(Buffer.from('<p>x</p>')).toString('utf8')).toBe('<p>x</p>')
	})

	it('loads the page gone back to while the router has not taken over, and leaves going back to the router after', () => {
		const { listeners, location, fakeDocument } = runAfterPaint(startScriptsAfterPaint(Buffer.from(page)).toString('utf8'))
		const popstate = listeners.get('popstate')!
		// A step to another part of the same page (the skip link's #inhoud) is not another page.
		popstate()
		expect(location.reloads).toBe(0)
		location.pathname = '/cities'
		location.search = ''
		popstate()
		expect(location.reloads).toBe(1)
		fakeDocument.documentElement.dataset.hydrated = 'true'
		location.pathname = '/blog'
		popstate()
		expect(location.reloads).toBe(1)
		expect(listeners.has('popstate')).toBe(false)
	})
})
