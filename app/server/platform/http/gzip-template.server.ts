import { constants, crc32, deflateRawSync } from 'node:zlib'

/**
 * A text compressed once, with holes for a value that changes per response (the CSP nonce). Each
 * part between the holes is its own run of deflate blocks ending on a byte boundary, so a hole
 * can be filled with an uncompressed ("stored") block and the whole is still one valid gzip
 * stream (RFC 1951 §3.2.4, RFC 1952). Serving a stored page costs a CRC, not a compression.
 */
export type GzipTemplate = {
	/** The text between the holes, for the CRC and for clients that take no gzip. */
	texts: Buffer[]
	/** The same, deflated: every part but the last ends with a sync flush, the last ends the stream. */
	deflated: Buffer[]
}

// ID1, ID2, CM = deflate, no flags, no time, no extra flags, OS = unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])
const MAX_STORED_BLOCK = 0xffff

export function gzipTemplate(texts: readonly string[]): GzipTemplate {
	const buffers = texts.map((text) => Buffer.from(text, 'utf8'))
	const deflated = buffers.map((buffer, index) =>
		deflateRawSync(buffer, {
			finishFlush: index === buffers.length - 1 ? constants.Z_FINISH : constants.Z_SYNC_FLUSH,
		}),
	)
	return { texts: buffers, deflated }
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
	const stored = storedBlock(hole)
	const parts: Buffer[] = [GZIP_HEADER]
	let crc = 0
	let length = 0
	template.texts.forEach((text, index) => {
		if (index > 0) {
			parts.push(stored)
			crc = crc32(hole, crc)
			length += hole.length
		}
		parts.push(template.deflated[index]!)
		crc = crc32(text, crc)
		length += text.length
	})
	const trailer = Buffer.alloc(8)
	trailer.writeUInt32LE(crc >>> 0, 0)
	// ISIZE is the length modulo 2^32.
	trailer.writeUInt32LE(length >>> 0, 4)
	parts.push(trailer)
	return parts
}

/** The template's texts joined by `fill`, uncompressed, in parts. */
export function fillText(template: GzipTemplate, fill: string): Buffer[] {
	const hole = Buffer.from(fill, 'utf8')
	return template.texts.flatMap((text, index) => (index > 0 ? [hole, text] : [text]))
}

export function templateBytes(template: GzipTemplate): number {
	return [...template.texts, ...template.deflated].reduce((sum, buffer) => sum + buffer.length, 0)
}
