import * as OTPAuth from 'otpauth'
import { DEMO_ADMIN_TOTP_KEY } from '../app/server/seed/demo-two-factor.server'

/** The current code of an authenticator app holding this base32 key (the demo admin's by default). */
export function totpCode(base32Key = DEMO_ADMIN_TOTP_KEY): string {
	return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32Key), digits: 6, period: 30, algorithm: 'SHA1' }).generate()
}

const cookiesOf = (response: Response) =>
	response.headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0])
		.filter((pair) => !pair!.endsWith('='))
		.join('; ')

/** Logs in over HTTP (a running server) and answers the session cookie; the demo admin's code is sent when asked for. */
export async function signInOverHttp(base: string, email: string, password = 'demo1234'): Promise<string> {
	const response = await fetch(`${base}/api/auth/sign-in/email`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: base },
		body: JSON.stringify({ email, password }),
	})
	if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`)
	if (!((await response.clone().json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) return cookiesOf(response)
	const verified = await fetch(`${base}/api/auth/two-factor/verify-totp`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: base, cookie: cookiesOf(response) },
		body: JSON.stringify({ code: totpCode() }),
	})
	if (!verified.ok) throw new Error(`second step of ${email} answered ${verified.status}`)
	return cookiesOf(verified)
}
