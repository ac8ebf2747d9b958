import { describe, expect, it } from 'vitest'
import { cleanQuery, foldText, MAX_QUERY_LENGTH, parseQuery, searchKey, searchWords } from './search-text'

describe('cleanQuery', () => {
	it('trims and collapses whitespace', () => {
		expect(cleanQuery('  Den \t  Haag \n')).toBe('Den Haag')
	})
	it('drops control characters such as NUL, which PostgreSQL refuses in text', () => {
		expect(cleanQuery('Amster\u0000dam\u0007')).toBe('Amster dam')
	})
	it('cuts very long input to the maximum length without splitting an emoji', () => {
		const long = `${'🐩'.repeat(60)}${'a'.repeat(10_000)}`
		const cleaned = cleanQuery(long)
		expect(Array.from(cleaned)).toHaveLength(MAX_QUERY_LENGTH)
		expect(cleaned.startsWith('🐩')).toBe(true)
	})
	it('is empty for anything but a string', () => {
		expect(cleanQuery(undefined)).toBe('')
		expect(cleanQuery(['a'])).toBe('')
	})
})

describe('foldText', () => {
	it('lower-cases and removes accents', () => {
		expect(foldText('Café Één Ürsula')).toBe('cafe een ursula')
	})
})

describe('searchWords', () => {
	it('keeps meaningful words and drops Dutch stop words', () => {
		expect(searchWords('Trimsalon de Poedl')).toEqual(['trimsalon', 'poedl'])
	})
	it('splits punctuation, HTML and SQL fragments into plain words', () => {
		expect(searchWords("<b>x</b>'; drop table pet_groomers; --")).toEqual(['b', 'x', 'drop', 'table', 'pet', 'groomers'])
	})
	it('splits a glued postcode the way addresses store it', () => {
		expect(searchWords('Kerkstraat 1012ab')).toEqual(['kerkstraat', '1012', 'ab'])
	})
	it('keeps at most six distinct words', () => {
		expect(searchWords('a1 b1 c1 d1 e1 f1 g1 a1')).toEqual(['a1', 'b1', 'c1', 'd1', 'e1', 'f1'])
	})
	it('gives no words for emoji only', () => {
		expect(searchWords('🐶🐶')).toEqual([])
	})
})

describe('parseQuery', () => {
	it('is empty for blank input', () => {
		expect(parseQuery('   ')).toEqual({ kind: 'empty' })
		expect(parseQuery(null)).toEqual({ kind: 'empty' })
	})
	it('recognises a 4-digit postcode', () => {
		expect(parseQuery('1012')).toEqual({ kind: 'postcode', pc4: '1012' })
	})
	it('recognises a full postcode with or without space, in any case', () => {
		for (const input of ['1012AB', '1012 ab', ' 1012ab ', '1012  Ab']) {
			expect(parseQuery(input)).toEqual({ kind: 'postcode', pc4: '1012', postcode: '1012 AB' })
		}
	})
	it('treats numbers that are no Dutch postcode as text', () => {
		expect(parseQuery('0123').kind).toBe('text')
		expect(parseQuery('10123').kind).toBe('text')
	})
	it('keeps the cleaned text, its folded form and the words', () => {
		expect(parseQuery(' Trimsalon  Café ')).toEqual({
			kind: 'text',
			text: 'Trimsalon Café',
			folded: 'trimsalon café'.normalize('NFKD').replace(/[\u0300-\u036f]/g, ''),
			words: ['trimsalon', 'cafe'],
		})
	})
})

describe('searchKey', () => {
	it('is one key for a postcode however it is typed, and for text in any case', () => {
		const keys = ['4723 AB', '4723ab', '4723-AB', ' 4723  ab '].map((typed) => searchKey(parseQuery(typed)))
		expect(new Set(keys)).toEqual(new Set(['4723 AB']))
		expect(searchKey(parseQuery('4723'))).toBe('4723')
		expect(searchKey(parseQuery('Dog Spa  Utrecht'))).toBe(searchKey(parseQuery('dog spa utrecht')))
		expect(searchKey(parseQuery('Dog Spa'))).not.toBe(searchKey(parseQuery('Dog Spa Utrecht')))
		expect(searchKey(parseQuery(''))).toBe('')
	})
})
