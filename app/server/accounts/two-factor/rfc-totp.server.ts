import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { symmetricDecrypt } from 'better-auth/crypto'
import { keyOfStoredSecret, totpCode, totpMatches } from './totp.server'

/** The plugin's cookie that names the sign-in waiting for its second step. */
const CHALLENGE_COOKIE = 'two_factor'
export const VERIFY_TOTP_PATH = '/two-factor/verify-totp'

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0]

/**
 * better-auth 1.7.7 takes the UTF-8 bytes of a stored TOTP secret as the key (better-auth#9944), so a
 * standard secret with a byte of 0x80 or more (the demo admin's JBSWY3DPEHPK3PXP) never verifies.
 * Before /two-factor/verify-totp this hook checks the code the RFC 6238 way, and passes the plugin
 * the code it computes itself when the code is right, or an empty one when it is not: the plugin
 * keeps everything else (the challenge, attempts, the lock, the session, trusting the device).
 * Remove it once better-auth accepts raw secrets (better-auth#10148).
 */
export const rfcTotpHook = createAuthMiddleware(async (ctx) => {
	if (ctx.path !== VERIFY_TOTP_PATH || typeof ctx.body?.code !== 'string') return
	const stored = await storedSecret(ctx)
	if (stored === null) return
	const code = totpMatches(keyOfStoredSecret(stored), ctx.body.code.trim()) ? totpCode(Buffer.from(stored, 'utf8')) : ''
	return { context: { body: { ...ctx.body, code } } }
})

/** The decrypted secret of the user who is logged in (enrolling) or halfway through signing in. */
async function storedSecret(ctx: HookContext): Promise<string | null> {
	const userId = (await getSessionFromCtx(ctx))?.user.id ?? (await signingInUserId(ctx))
	if (!userId) return null
	const row = await ctx.context.adapter.findOne<{ secret: string }>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] })
	return row ? symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }) : null
}

async function signingInUserId(ctx: HookContext): Promise<string | null> {
	const cookie = ctx.context.createAuthCookie(CHALLENGE_COOKIE)
	const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
	if (!identifier) return null
	return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null
}
