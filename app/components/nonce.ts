import { createContext, useContext } from 'react'

/** The CSP nonce of the page being rendered on the server (empty in the browser, which hides it anyway). */
export const NonceContext = createContext('')

export function useNonce() {
	return useContext(NonceContext)
}
