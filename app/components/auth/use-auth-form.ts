import { useActionData, useNavigation } from 'react-router'
import type { AuthFormResult, AuthIntent, AuthSent, PhoneCodeStep } from '~/lib/accounts/auth-form'
import { failureIn, postedValue, type ActionFailure } from '~/lib/common/forms'

/** The last /auth answer for one of the given forms (the mail it sent, or its refusal), and whether that form is being posted now. */
export function useAuthForm(...intents: AuthIntent[]) {
	const result = useActionData<AuthFormResult>()
	const navigation = useNavigation()
	const pendingIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent')) : null
	const mine = result && intents.some((intent) => intent === result.intent) ? result : undefined
	return {
		sent: mine?.ok ? mine : undefined,
		failure: failureIn(mine),
		pending: (intent: AuthIntent) => pendingIntent === intent,
	}
}

/**
 * The SMS code step to show, if any: the one a code just went out for, or the one whose code was
 * refused (shown again with the number and request key it posted).
 */
export function phoneCodeStep(
	sent: AuthSent | undefined,
	failure: ActionFailure | undefined,
	intent: 'phone-code' | 'phone-reset',
): PhoneCodeStep | undefined {
	if (sent?.codeFor) return sent.codeFor
	if (failure?.intent !== intent) return undefined
	const phone = postedValue(failure.values, 'phone')
	const request = postedValue(failure.values, 'request')
	return phone && request ? { purpose: intent === 'phone-code' ? 'sign-up' : 'reset', phone, request } : undefined
}
