import { describe, expect, it } from 'vitest'
import { cityOptionsHtml } from './city'

describe('the city picker options', () => {
	it('starts on the placeholder, then one option per city in the given order', () => {
		expect(
			cityOptionsHtml([
				{ name: 'Amsterdam', slug: 'amsterdam' },
				{ name: 'Den Haag', slug: 'den-haag' },
			]),
		).toBe(
			'<option value="" disabled="" selected="">Selecteer een stad</option>' +
				'<option value="amsterdam">Amsterdam</option><option value="den-haag">Den Haag</option>',
		)
	})

	it('escapes names and slugs, so a city name cannot add markup', () => {
		const html = cityOptionsHtml([{ name: `'s-Hertogenbosch <b>&"`, slug: `x"><script>` }])
		expect(html).toContain(`<option value="x&quot;&gt;&lt;script&gt;">&#39;s-Hertogenbosch &lt;b&gt;&amp;&quot;</option>`)
		expect(html).not.toContain('<script>')
	})
})
