import { describe, expect, it } from 'vitest'
import { cityOptionsHtml } from './city'

describe('the city picker options', () => {
	it('starts on the placeholder, then one option per city in the given order', () => {
		expect(cityOptionsHtml(['Amsterdam', 'Den  Haag'])).toBe(
			'<option value="" disabled="" selected="">Selecteer een stad</option>' +
				'<option value="amsterdam">Amsterdam</option><option value="den-haag">Den  Haag</option>',
		)
	})

	it('escapes names and slugs, so a city name cannot add markup', () => {
		const html = cityOptionsHtml([`'s-Hertogenbosch <b>&"><script>`])
		expect(html).toContain(
			`<option value="&#39;s-hertogenbosch-&lt;b&gt;&amp;&quot;&gt;&lt;script&gt;">&#39;s-Hertogenbosch &lt;b&gt;&amp;&quot;&gt;&lt;script&gt;</option>`,
		)
		expect(html).not.toContain('<script>')
	})

	it('follows the list when a city is added, renamed or the list is empty', () => {
		const names = ['Almere', 'Breda']
		expect(cityOptionsHtml(names)).toContain('<option value="breda">Breda</option>')
		names[1] = 'Delft'
		expect(cityOptionsHtml(names)).toContain('<option value="delft">Delft</option>')
		expect(cityOptionsHtml(names)).not.toContain('Breda')
		expect(cityOptionsHtml([...names, 'Emmen'])).toContain('<option value="emmen">Emmen</option>')
		expect(cityOptionsHtml([])).toBe('<option value="" disabled="" selected="">Selecteer een stad</option>')
	})
})
