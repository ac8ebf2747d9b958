import { useActionData, useNavigation } from 'react-router'
import type { AuthFormResult, AuthIntent } from '~/lib/auth-form'

/** The last /auth result for one of the given forms, and whether that form is being posted now. */
export function useAuthForm(...intents: AuthIntent[]) {
	const result = useActionData<AuthFormResult>()
	const navigation = useNavigation()
	const pendingIntent = navigation.state === 'submitting' ? String(navigation.formData?.get('intent')) : null
	return {
		result: result && intents.includes(result.intent) ? result : undefined,
		pending: (intent: AuthIntent) => pendingIntent === intent,
	}
}
