import { constants, crc32, deflateRawSync, gunzipSync } from 'node:zlib'

/**
 * A text compressed once, with holes for a value that changes per response (the CSP nonce). Each
 * part between the holes is its own run of deflate blocks ending on a byte boundary, so a hole
 * can be filled with an uncompressed ("stored") block and the whole is still one valid gzip
 * stream (RFC 1951 §3.2.4, RFC 1952). Serving a stored page costs a CRC, not a compression.
 *
 * A part may refer back into the parts before it, as one deflate stream of the whole page would:
 * it is compressed with what precedes it as the dictionary, the holes in it as NUL bytes. No text
 * contains a NUL byte, so no reference can reach into a hole, and any value of the hole's length
 * fills it. (Compressed on their own, the 38 parts of a directory page with a nonce in every script
 * tag came out 17 % larger.)
 */
export type GzipTemplate = {
	/** The texts between the holes, deflated: every part but the last ends with a sync flush, the last ends the stream. */
	deflated: Buffer[]
	/** Each text's length in bytes. */
	lengths: number[]
	/** Each text's CRC-32, and the operator that moves a CRC past it (see crc32Combine). */
	crcs: number[]
	crcShifts: number[]
	/** The length in bytes every filling must have when the parts refer back past the holes. */
	holeLength?: number
}

// ID1, ID2, CM = deflate, no flags, no time, no extra flags, OS = unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])
const MAX_STORED_BLOCK = 0xffff
const DEFLATE_WINDOW = 32 * 1024

/**
 * `holeLength`: the byte length of every value that will fill the holes; without it, each part stands
 * alone. The texts are compressed at once: a page is rendered to be sent, so its one compression
 * serves the response that rendered it and every hit after it.
 */
export function gzipTemplate(texts: readonly (string | Buffer)[], holeLength?: number): GzipTemplate {
	const buffers = texts.map((text) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text))
	const referBack = holeLength !== undefined && buffers.length > 1 && !buffers.some((buffer) => buffer.includes(0))
	return {
		deflated: deflate(buffers, referBack ? holeLength : undefined),
		lengths: buffers.map((buffer) => buffer.length),
		crcs: buffers.map((buffer) => crc32(buffer)),
		crcShifts: buffers.map((buffer) => crcShift(buffer.length)),
		...(referBack ? { holeLength } : {}),
	}
}

/**
 * zlib's fastest level: every miss is compressed once, at the miss, and most searches are asked for
 * once. On a directory page (77 KB in 7 parts) 0.85 ms against 1.16 ms at the default level (6), for
 * 12 % more bytes.
 */
const TEMPLATE_LEVEL = 1

/**
 * How much of the text before a part its dictionary holds, in multiples of the part's length. zlib
 * hashes the whole dictionary before it compresses a part, and the short parts between a page's
 * scripts found nearly all their references within twice their length: 0.54 instead of 0.70-0.95 ms
 * for a directory page (7 parts), 0.43 instead of 0.62-0.67 ms for a city page, for 0.3-0.8 % more bytes.
 */
const DICTIONARY_PER_BYTE = 2

/** The texts deflated, each with the texts just before it as its dictionary (holes as NUL bytes). */
function deflate(texts: Buffer[], holeLength: number | undefined): Buffer[] {
	const hole = Buffer.alloc(holeLength ?? 0)
	let history = Buffer.alloc(0)
	const parts = texts.map((buffer, index) => {
		const dictionary = history.subarray(history.length - Math.min(DEFLATE_WINDOW, DICTIONARY_PER_BYTE * buffer.length))
		const part = deflateRawSync(buffer, {
			level: TEMPLATE_LEVEL,
			finishFlush: index === texts.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
			...(holeLength !== undefined && index > 0 ? { dictionary } : {}),
		})
		if (holeLength !== undefined) history = Buffer.concat([history, buffer, hole]).subarray(-DEFLATE_WINDOW)
		return part
	})
	return packed(parts)
}

/**
 * The buffers copied into one of their joint length, as views on it. A stored page lives for minutes:
 * zlib's output is a view on its 64 KB working buffer, and a small text a view on an 8 KB pool, so kept
 * as they come, a page of 40 parts would hold megabytes while it counts kilobytes.
 */
function packed(buffers: Buffer[]): Buffer[] {
	const whole = Buffer.allocUnsafeSlow(buffers.reduce((sum, buffer) => sum + buffer.length, 0))
	let offset = 0
	return buffers.map((buffer) => {
		buffer.copy(whole, offset)
		offset += buffer.length
		return whole.subarray(offset - buffer.length, offset)
	})
}

/** A non-final stored block holding `bytes` as they are (the stream is byte-aligned after a sync flush). */
function storedBlock(bytes: Buffer): Buffer {
	if (bytes.length > MAX_STORED_BLOCK) throw new Error('a filled-in value must be shorter than 64 KB')
	const header = Buffer.alloc(5)
	header.writeUInt16LE(bytes.length, 1)
	header.writeUInt16LE(~bytes.length & 0xffff, 3)
	return Buffer.concat([header, bytes])
}

/** The gzip stream of the template's texts joined by `fill`, in parts to be written as they are (no copy). */
export function fillGzip(template: GzipTemplate, fill: string): Buffer[] {
	const hole = Buffer.from(fill, 'utf8')
	if (template.holeLength !== undefined && hole.length !== template.holeLength)
		throw new Error(`this template's holes take ${template.holeLength} bytes, not ${hole.length}`)
	const stored = storedBlock(hole)
	const { deflated } = template
	const [holeCrc, holeShift] = [crc32(hole), crcShift(hole.length)]
	const parts: Buffer[] = [GZIP_HEADER]
	// The page's CRC from the stored CRCs of its texts and the filling's, without reading the page again.
	let crc = 0
	let length = 0
	template.lengths.forEach((textLength, index) => {
		if (index > 0) {
			parts.push(stored)
			crc = crc32Combine(crc, holeCrc, holeShift)
			length += hole.length
		}
		parts.push(deflated[index]!)
		crc = crc32Combine(crc, template.crcs[index]!, template.crcShifts[index]!)
		length += textLength
	})
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	// ISIZE is the length modulo 2^32.
	trailer.writeUInt32LE(length >>> 0, 4)
	parts.push(trailer)
	return parts
}

/*
 * CRC-32 arithmetic as zlib's crc32_combine does it: CRCs are polynomials over GF(2) modulo the
 * CRC polynomial (bit-reversed, highest power in the lowest bit). The CRC of A followed by B is
 * crc(A)·x^(8·|B|) + crc(B), so each hole costs two multiplications instead of reading the page.
 */
const CRC_POLYNOMIAL = 0xedb88320
const X_TO_THE_0 = 0x80000000

/** a·b modulo the CRC polynomial. */
function multiplyModP(a: number, b: number): number {
	let product = 0
	for (let bit = X_TO_THE_0; bit !== 0; bit >>>= 1) {
		if (a & bit) product ^= b
		b = b & 1 ? (b >>> 1) ^ CRC_POLYNOMIAL : b >>> 1
	}
	return product >>> 0
}

/** x^(2^k) modulo the CRC polynomial for k = 0…31: x, x², x⁴, … */
const X_TO_THE_POWERS_OF_TWO = Array.from({ length: 32 }).reduce<number[]>(
	(table, _, k) => [...table, k === 0 ? X_TO_THE_0 >>> 1 : multiplyModP(table[k - 1]!, table[k - 1]!)],
	[],
)

/** x^(8·bytes): what moves a CRC past that many bytes. */
function crcShift(bytes: number): number {
	let shift = X_TO_THE_0
	// 8·bytes = bytes·2^3: start at x^(2^3) and square on.
	for (let n = bytes, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) shift = multiplyModP(X_TO_THE_POWERS_OF_TWO[k % 32]!, shift)
	return shift
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and crcShift(|B|). */
function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
	return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0
}

/** The template's texts joined by `fill`, uncompressed: for the rare client that takes no gzip. */
export function fillText(template: GzipTemplate, fill: string): Buffer[] {
	return [gunzipSync(Buffer.concat(fillGzip(template, fill)))]
}

export function templateBytes(template: GzipTemplate): number {
	return template.deflated.reduce((sum, buffer) => sum + buffer.length, 0)
}
