const MODULE_PRELOAD = '<link rel="modulepreload" '
const HEAD_END = Buffer.from('</head>')

/**
 * Every page is complete HTML before its JavaScript runs, so the stylesheet, the text and the first
 * images should load first and hydration after them. Browsers fetch module preloads at high
 * priority, ahead of images; `fetchpriority="low"` puts them behind.
 */
export function lowerModulePreloads(head: string): string {
	return head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `)
}

/** The whole rendered document with the module preloads of its head lowered; the body is not touched. */
export function lowerModulePreloadsInDocument(document: Buffer): Buffer<ArrayBuffer> {
	const headEnd = document.indexOf(HEAD_END)
	const split = headEnd === -1 ? document.length : headEnd
	return Buffer.concat([Buffer.from(lowerModulePreloads(document.subarray(0, split).toString('utf8'))), document.subarray(split)])
}
