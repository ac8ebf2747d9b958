import { safeRedirect } from '../common/redirect'

export type AuthMode = 'tabs' | 'verified' | 'reset-password' | 'two-factor'
export type AuthTab = 'login' | 'signup'

/** The /auth query: tab=login|signup, mode=verified|reset-password|two-factor, the reset token and where to go after login. */
export function parseAuthQuery(params: URLSearchParams) {
	const mode = params.get('mode')
	return {
		mode: (mode === 'verified' || mode === 'reset-password' || mode === 'two-factor' ? mode : 'tabs') as AuthMode,
		tab: (params.get('tab') === 'signup' ? 'signup' : 'login') as AuthTab,
		// better-auth sends a bad or expired reset link here with ?error=INVALID_TOKEN instead of a token.
		token: params.has('error') ? null : params.get('token')?.slice(0, 200) || null,
		redirectTo: params.has('redirectTo') ? safeRedirect(params.get('redirectTo'), '') || null : null,
		/** /auth with type=signup in the query belongs on /trimsalon-signup. */
		isSignupLink: params.get('type') === 'signup',
	}
}
