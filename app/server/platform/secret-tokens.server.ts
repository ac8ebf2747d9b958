import { createHash, randomBytes } from 'node:crypto'

/** A new secret for a link in a mail or a private URL: 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString('base64url')

/** The sha-256 of a link's token: all the database keeps of it, so a copy of the database opens no link. */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}
