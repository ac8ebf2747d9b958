import { randomBytes, scrypt } from 'node:crypto'
import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto'
import { config } from '../platform/config.server'
import { safeEqual } from '../platform/safe-equal.server'

/**
 * Password hashes as better-auth makes and reads them: "salt:key" in hex, scrypt with r = 16, p = 1.
 * better-auth's own functions (N = 2^14) unless PASSWORD_HASH_COST sets N = 2^cost, which only tests
 * may do (the configuration refuses it unless NODE_ENV=test): their thousands of sign-ins cost seconds
 * instead of minutes.
 */
export async function hashPassword(password: string): Promise<string> {
	const cost = config().PASSWORD_HASH_COST
	if (cost === undefined) return betterAuthHash(password)
	const salt = randomBytes(16).toString('hex')
	return `${salt}:${(await derive(password, salt, cost)).toString('hex')}`
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
	const cost = config().PASSWORD_HASH_COST
	if (cost === undefined) return betterAuthVerify({ hash, password })
	const [salt, key] = hash.split(':')
	if (!salt || !key) throw new Error('Invalid password hash')
	return safeEqual(await derive(password, salt, cost), Buffer.from(key, 'hex'))
}

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
	const N = 2 ** cost
	return new Promise((resolve, reject) =>
		scrypt(password.normalize('NFKC'), salt, 64, { N, r: 16, p: 1, maxmem: 128 * N * 16 * 2 }, (error, key) =>
			error ? reject(error) : resolve(key),
		),
	)
}
