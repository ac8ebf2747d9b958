import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const markdown = new Marked({ gfm: true, async: false })

const SANITIZE: sanitizeHtml.IOptions = {
	allowedTags: [
		'h2',
		'h3',
		'h4',
		'p',
		'br',
		'hr',
		'ul',
		'ol',
		'li',
		'strong',
		'em',
		'a',
		'blockquote',
		'code',
		'pre',
		'table',
		'thead',
		'tbody',
		'tr',
		'th',
		'td',
		'img',
	],
	allowedAttributes: {
		a: ['href', 'title', 'rel'],
		img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
		th: ['align'],
		td: ['align'],
	},
	allowedSchemes: ['https', 'http', 'mailto'],
	// Images only from this app (a relative path): no hot-linking, no tracking pixels.
	allowedSchemesByTag: { img: [] },
	allowProtocolRelative: false,
	transformTags: {
		// The page title is the only h1.
		h1: 'h2',
		// Body images sit below the hero, so they never hold up the first paint.
		img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
		a: (tagName, attribs) => ({
			tagName,
			attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
		}),
	},
}

/** Markdown to safe HTML: rendered by marked, then only harmless tags and attributes survive. */
export function renderMarkdown(source: string): string {
	return sanitizeHtml(markdown.parse(source, { async: false }), SANITIZE)
}
