/** RFC 4648 base32, the alphabet authenticator apps read TOTP secrets in. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** Reads base32 as people copy it: any case, with spaces, dashes or padding; throws on other characters. */
export function base32Decode(text: string): Uint8Array {
	const clean = text.toUpperCase().replace(/[\s=-]/g, '')
	const bytes: number[] = []
	let bits = 0
	let value = 0
	for (const char of clean) {
		const index = ALPHABET.indexOf(char)
		if (index < 0) throw new Error(`not base32: ${char}`)
		value = ((value << 5) | index) & 0xffff
		bits += 5
		if (bits >= 8) {
			bytes.push((value >>> (bits - 8)) & 255)
			bits -= 8
		}
	}
	return new Uint8Array(bytes)
}
