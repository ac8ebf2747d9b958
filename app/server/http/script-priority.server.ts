import { Transform } from 'node:stream'

const MODULE_PRELOAD = '<link rel="modulepreload" '
const HEAD_END = '</head>'

/**
 * Every page is complete HTML before its JavaScript runs, so the stylesheet, the text and the first
 * images should load first and hydration after them. Browsers fetch module preloads at high
 * priority, ahead of images; `fetchpriority="low"` puts them behind.
 */
export function lowerModulePreloads(head: string): string {
	return head.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `)
}

/**
 * A stream that holds the document until `</head>` has passed, lowers the module preloads React put
 * there, and lets the body through untouched.
 */
export function lowerModulePreloadsStream(): Transform {
	let held: Buffer[] = []
	let inHead = true
	const release = (stream: Transform) => {
		stream.push(Buffer.from(lowerModulePreloads(Buffer.concat(held).toString('utf8'))))
		held = []
		inHead = false
	}
	return new Transform({
		transform(chunk: Buffer, _encoding, callback) {
			if (!inHead) return callback(null, chunk)
			held.push(chunk)
			// The head is a few kilobytes: searching all of it again copes with `</head>` split over two chunks.
			if (Buffer.concat(held).includes(HEAD_END)) release(this)
			callback()
		},
		flush(callback) {
			if (inHead) release(this)
			callback()
		},
	})
}
