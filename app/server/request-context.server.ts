import { createContext, RouterContextProvider } from 'react-router'

/** The client's IP address as Express sees it (for per-IP rate limits). */
export const clientIpContext = createContext<string>('unknown')

/** Called by server.ts for every request; the context reaches loaders and actions as `context`. */
export function getLoadContext({ clientIp }: { clientIp: string }) {
	const context = new RouterContextProvider()
	context.set(clientIpContext, clientIp)
	return context
}
