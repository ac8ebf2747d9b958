const MODULE_PRELOAD = '<link rel="modulepreload" '
const MODULE_PRELOAD_TAG = /<link rel="modulepreload" ([^>]*?)(?: nonce="[^"]*")?(\/?>)/g
const HEAD_END = Buffer.from('</head>')

/**
 * Every page is complete HTML before its JavaScript runs, so the stylesheet, the text and the first
 * images should load first and hydration after them. Browsers fetch module preloads at high
 * priority, ahead of images; `fetchpriority="low"` puts them behind.
 *
 * A module preload needs no nonce: its own-site URL is allowed by the CSP's 'self'. Without it the
 * nonce is in a page five times instead of thirty, and each one is a hole in the page cache's
 * compressed copy.
 */
export function lowerModulePreloads(head: string): string {
	return head.replace(MODULE_PRELOAD_TAG, `${MODULE_PRELOAD}fetchpriority="low" $1$2`)
}

/** The whole rendered document with the module preloads of its head lowered; the body is not touched. */
export function lowerModulePreloadsInDocument(document: Buffer): Buffer<ArrayBuffer> {
	const headEnd = document.indexOf(HEAD_END)
	const split = headEnd === -1 ? document.length : headEnd
	return Buffer.concat([Buffer.from(lowerModulePreloads(document.subarray(0, split).toString('utf8'))), document.subarray(split)])
}
