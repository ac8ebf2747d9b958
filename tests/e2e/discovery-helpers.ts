import type { APIRequestContext } from '@playwright/test'

/** The salon paths listed in the sitemap, in id order. */
export async function salonPaths(request: APIRequestContext, limit = 80): Promise<string[]> {
	const xml = await (await request.get('/sitemap.xml')).text()
	return [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/trimsalon\/[^<]+)<\/loc>/g)].slice(0, limit).map((match) => match[1]!)
}

/** The first demo salon whose server-rendered page satisfies `wanted` (the seed decides which that is). */
export async function findSalonPage(request: APIRequestContext, wanted: (html: string) => boolean): Promise<string> {
	for (const path of await salonPaths(request)) {
		if (wanted(await (await request.get(path)).text())) return path
	}
	throw new Error('no demo salon matches')
}

/** The JSON-LD objects in a page's HTML. */
export function structuredData(html: string): Record<string, unknown>[] {
	return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!))
}

export const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
	new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1]

/** A salon page's hero (name, city, rating), from its HTML. */
export function salonHero(html: string): string {
	const start = html.indexOf('<h1')
	return html.slice(start, html.indexOf('</header>', start))
}
