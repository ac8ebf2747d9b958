import { createContext } from 'react-router'
import type { Viewer } from '~/lib/seo/page-share'

/**
 * The client's IP address as Express sees it (for per-IP rate limits). server.ts fills it in for
 * every request; loaders and actions read it with `context.get(clientIpContext)`.
 */
export const clientIpContext = createContext<string>('unknown')

/** This response's Content-Security-Policy nonce: server.ts makes one per request, inline scripts carry it. */
export const cspNonceContext = createContext<string>('')

/**
 * In a shared render (one the page cache stores for everyone of a viewer class), the viewer class:
 * the only thing its loaders know of who asked, as its request carries no cookie. Null in a render
 * for one request, where the session decides.
 */
export const sharedViewerContext = createContext<Viewer | null>(null)
