import { createContext } from 'react-router'

/**
 * The client's IP address as Express sees it (for per-IP rate limits). server.ts fills it in for
 * every request; loaders and actions read it with `context.get(clientIpContext)`.
 */
export const clientIpContext = createContext<string>('unknown')

/** This response's Content-Security-Policy nonce: server.ts makes one per request, inline scripts carry it. */
export const cspNonceContext = createContext<string>('')
