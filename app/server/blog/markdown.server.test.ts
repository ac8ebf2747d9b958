import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server'

describe('renderMarkdown', () => {
	it('renders headings, lists, emphasis and links', () => {
		const html = renderMarkdown('## Kop\n\n- **vet** en *schuin*\n- [directory](/directory)')
		expect(html).toContain('<h2>Kop</h2>')
		expect(html).toContain('<li><strong>vet</strong> en <em>schuin</em></li>')
		expect(html).toContain('<a href="/directory">directory</a>')
	})

	it('turns a top-level heading into h2, since the page title is the h1', () => {
		expect(renderMarkdown('# Titel')).toBe('<h2>Titel</h2>\n')
	})

	it('removes scripts, event handlers, styles and javascript: links', () => {
		const html = renderMarkdown(
			'<script>alert(1)</script>\n\n<img src="/x.svg" onerror="alert(2)">\n\n<p style="color:red" onclick="x()">tekst</p>\n\n[klik](javascript:alert(3))\n\n<iframe src="https://evil.example"></iframe>',
		)
		expect(html).not.toMatch(/script|onerror|onclick|style=|javascript:|iframe|alert\(/i)
		expect(html).toContain('<p>tekst</p>')
	})

	it('keeps local images, lazy, and drops images from other sites', () => {
		const html = renderMarkdown(
			'![Hond](/images/blog/hond.svg)\n\n![Extern](https://example.com/a.png)\n\n![Relatief](//example.com/b.png)',
		)
		expect(html).toContain('<img src="/images/blog/hond.svg" alt="Hond" loading="lazy" decoding="async" />')
		expect(html).not.toContain('example.com')
	})

	it('marks external links noopener', () => {
		expect(renderMarkdown('[Dierenarts](https://www.knmvd.nl)')).toContain(
			'<a href="https://www.knmvd.nl" rel="noopener noreferrer">Dierenarts</a>',
		)
	})
})
