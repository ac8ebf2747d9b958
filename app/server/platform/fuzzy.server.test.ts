import { describe, expect, it } from 'vitest'
import { allowedTypos, editDistance, matchPlace, matchScore, rankByMatch } from './fuzzy.server'

describe('editDistance', () => {
	it('counts insertions, deletions and substitutions', () => {
		expect(editDistance('amsterdm', 'amsterdam')).toBe(1)
		expect(editDistance('rotterdam', 'rotterdm')).toBe(1)
		expect(editDistance('poedl', 'poedel')).toBe(1)
		expect(editDistance('kat', 'hond')).toBe(4)
		expect(editDistance('', 'abc')).toBe(3)
	})
	it('counts a swap of two neighbouring letters as one typo', () => {
		expect(editDistance('utrehct', 'utrecht')).toBe(1)
	})
})

describe('allowedTypos', () => {
	it('grows with the word length', () => {
		expect([3, 4, 6, 7, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2])
	})
})

describe('matchPlace', () => {
	const places = [
		{ name: 'Amsterdam' },
		{ name: 'Amstelveen' },
		{ name: 'Rotterdam' },
		{ name: "'s-Hertogenbosch" },
		{ name: 'Ede' },
		{ name: 'Den Haag' },
	]

	it('finds a place by its exact name in any case or accents', () => {
		expect(matchPlace('AMSTERDAM', places)?.name).toBe('Amsterdam')
		expect(matchPlace('den haag', places)?.name).toBe('Den Haag')
		expect(matchPlace('s hertogenbosch', places)?.name).toBe("'s-Hertogenbosch")
	})
	it('tolerates typos in long names', () => {
		expect(matchPlace('Amsterdm', places)?.name).toBe('Amsterdam')
		expect(matchPlace('Rotterdm', places)?.name).toBe('Rotterdam')
		expect(matchPlace('Roterdm', places)?.name).toBe('Rotterdam')
	})
	it('does not stretch short names or unrelated text into a place', () => {
		expect(matchPlace('Edo', places)).toBeUndefined()
		expect(matchPlace('Trimsalon Amsterdam', places)).toBeUndefined()
		expect(matchPlace('Poedel', places)).toBeUndefined()
		expect(matchPlace('!!!', places)).toBeUndefined()
	})
	it('prefers the closer of two candidates', () => {
		expect(matchPlace('Amstelven', places)?.name).toBe('Amstelveen')
	})
})

describe('matchScore', () => {
	it('ranks exact before prefix before word prefix before contains before fuzzy', () => {
		expect(matchScore('trimsalon de poedel', 'Trimsalon De Poedel')).toBe(0)
		expect(matchScore('trimsalon', 'Trimsalon De Poedel')).toBe(1)
		expect(matchScore('poed', 'Trimsalon De Poedel')).toBe(2)
		expect(matchScore('oedel', 'Trimsalon De Poedel')).toBe(3)
		expect(matchScore('trimsalon de poedl', 'Trimsalon De Poedel')).toBe(4)
	})
	it('ignores accents and case', () => {
		expect(matchScore('cafe', 'Café de Hond')).toBe(1)
	})
	it('gives no score for a label that does not match', () => {
		expect(matchScore('kat', 'Trimsalon De Poedel')).toBeUndefined()
		expect(matchScore('  ', 'Trimsalon')).toBeUndefined()
	})
})

describe('rankByMatch', () => {
	it('orders by score, then by weight, then alphabetically, and limits the list', () => {
		const items = [
			{ label: 'Hondensalon Amsterdam', weight: 1 },
			{ label: 'Amsterdam', weight: 5 },
			{ label: 'Amstelveen', weight: 50 },
			{ label: 'Amsterdam Dog Spa', weight: 3 },
			{ label: 'Amsterdam Dog Bar', weight: 3 },
			{ label: 'Utrecht', weight: 100 },
		]
		expect(rankByMatch('amsterdam', items, 4).map((item) => item.label)).toEqual([
			'Amsterdam',
			'Amsterdam Dog Bar',
			'Amsterdam Dog Spa',
			'Hondensalon Amsterdam',
		])
		expect(rankByMatch('ams', items, 2).map((item) => item.label)).toEqual(['Amstelveen', 'Amsterdam'])
	})
})
