import { useActionData, useNavigation } from 'react-router'
import type { AuthFormResult, AuthIntent } from '~/lib/auth-form'
import { failureIn } from '~/lib/forms'

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
