import { afterEach, describe, expect, it, vi } from 'vitest'
import { cached, clearCaches } from './cache.server'

afterEach(() => vi.useRealTimers())

describe('cached', () => {
	it('loads once within the time to live and again after it', async () => {
		vi.useFakeTimers()
		const load = vi.fn(async () => load.mock.calls.length)
		const get = cached(1_000, load)
		expect(await get()).toBe(1)
		expect(await get()).toBe(1)
		vi.advanceTimersByTime(1_001)
		expect(await get()).toBe(2)
	})
	it('does not remember a failure', async () => {
		let fail = true
		const get = cached(60_000, async () => {
			if (fail) throw new Error('database down')
			return 'ok'
		})
		await expect(get()).rejects.toThrow('database down')
		fail = false
		expect(await get()).toBe('ok')
	})
	it('forgets everything on clearCaches', async () => {
		let n = 0
		const get = cached(60_000, async () => ++n)
		expect(await get()).toBe(1)
		clearCaches()
		expect(await get()).toBe(2)
	})
})
