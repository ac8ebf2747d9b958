import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

describe('formatDuration', () => {
	it('writes durations in Dutch', () => {
		expect(formatDuration(45)).toBe('45 minuten')
		expect(formatDuration(60)).toBe('1 uur')
		expect(formatDuration(75)).toBe('1 uur en 15 minuten')
		expect(formatDuration(150)).toBe('2 uur en 30 minuten')
	})
})
