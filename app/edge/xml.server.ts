/** An XML answer that crawlers may cache for an hour. */
export function xmlResponse(body: string) {
	return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
