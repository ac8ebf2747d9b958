const MODULE_PRELOAD_TAG = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/?>/g
const HEAD_END = Buffer.from('</head>')
/** The opening tag React Router gives its module script, the one that imports the route modules and starts hydration. */
const MODULE_SCRIPT = /^<script( nonce="[^"]*")? type="module" async="">$/
const MODULE_SCRIPT_END = Buffer.from(' type="module" async="">')
const SCRIPT_START = Buffer.from('<script')
const SCRIPT_END = Buffer.from('</script>')

/**
 * Every page is complete HTML before its JavaScript runs, so its JavaScript starts only after the
 * first paint: until then the stylesheet, the text and the first images have the connection and the
 * processor to themselves, and the page is read sooner on a slow phone.
 * - The module preloads React hoists into the head apply to no media (`media="not all"`), so the
 *   browser does not fetch them; they stay for React, which would add each one again at hydration.
 * - React Router's module script becomes an inline script that adds it once the page has painted,
 *   with the preloaded modules imported at its top: the browser asks for all of them at once.
 *
 * A module preload needs no nonce: its own-site URL is allowed by the CSP's 'self'. Without it the
 * nonce is in a page a few times instead of thirty, and each one is a hole in the page cache's
 * compressed copy.
 *
 * A page without that module script (an error page, a test fragment) is answered as it was rendered.
 */
export function startScriptsAfterPaint(document: Buffer): Buffer<ArrayBuffer> {
	const headEnd = document.indexOf(HEAD_END)
	const script = headEnd === -1 ? undefined : moduleScript(document, headEnd)
	if (!script) return Buffer.from(document)
	const { start, end, nonce, code } = script
	const hrefs: string[] = []
	const head = document
		.subarray(0, headEnd)
		.toString('utf8')
		.replace(MODULE_PRELOAD_TAG, (_tag, href: string) => {
			hrefs.push(href)
			return `<link rel="modulepreload" media="not all" href="${href}"/>`
		})
	return Buffer.concat([
		Buffer.from(head),
		document.subarray(headEnd, start),
		Buffer.from(`<script${nonce}>${afterPaint(importingFirst(hrefs, code))}</script>`),
		document.subarray(end),
	])
}

/** React Router's module script in the body: where it starts and ends, its nonce attribute and its code. */
function moduleScript(document: Buffer, from: number) {
	const marker = document.indexOf(MODULE_SCRIPT_END, from)
	if (marker === -1) return undefined
	const start = document.lastIndexOf(SCRIPT_START, marker)
	const codeStart = marker + MODULE_SCRIPT_END.length
	const codeEnd = document.indexOf(SCRIPT_END, codeStart)
	const tag = MODULE_SCRIPT.exec(document.subarray(start, codeStart).toString('utf8'))
	if (start < from || codeEnd === -1 || !tag) return undefined
	return { start, end: codeEnd + SCRIPT_END.length, nonce: tag[1] ?? '', code: document.subarray(codeStart, codeEnd).toString('utf8') }
}

/**
 * The module script with the preloaded modules imported first. The build's chunks import each other
 * without cycles, so each one still runs after what it imports, whatever the order here. The module
 * the script imports dynamically (the client entry, which starts hydration) stays last: it needs the
 * route modules the script registers.
 */
function importingFirst(hrefs: string[], code: string): string {
	const dynamic = new Set([...code.matchAll(/import\(("[^"]+")\)/g)].map((match) => JSON.parse(match[1]!) as string))
	return hrefs
		.filter((href) => !dynamic.has(href))
		.map((href) => `import ${JSON.stringify(href)};\n`)
		.join('')
		.concat(code)
}

/**
 * The inline script that adds the module script after the first paint: the animation frame comes
 * just before the paint, the timeout just after it. A page opened in a background tab never paints,
 * so it starts at once. The module script gets the nonce of the script that adds it.
 *
 * Until the router has taken over (the layout marks the page hydrated), going back or forward to an
 * entry the router made in an earlier document is a step within this document that nothing would
 * follow: the address would change and the page would not. Such a step loads the page instead.
 */
function afterPaint(code: string): string {
	return `(() => {
const loaded = location.pathname + location.search
addEventListener('popstate', function untilHydrated() {
if (document.documentElement.dataset.hydrated) removeEventListener('popstate', untilHydrated)
else if (location.pathname + location.search !== loaded) location.reload()
})
const nonce = document.currentScript.nonce
const start = () => {
const script = document.createElement('script')
script.type = 'module'
script.nonce = nonce
script.textContent = ${inlineJson(code)}
document.body.append(script)
}
if (document.visibilityState === 'hidden') start()
else requestAnimationFrame(() => setTimeout(start))
})()`
}

/** A value as JavaScript inside an HTML script element: no `</script>` or `<!--` can end it early. */
function inlineJson(value: unknown): string {
	return JSON.stringify(value)
		.replace(/</g, '\\u003c')
		.replace(/\u2028/g, '\\u2028')
		.replace(/\u2029/g, '\\u2029')
}
