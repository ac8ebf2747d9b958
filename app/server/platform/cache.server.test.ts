import { afterEach, describe, expect, it, vi } from 'vitest'
import { cached, clearCaches, MemoGroup, type KeyedOptions } from './cache.server'

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

describe('MemoGroup.keyed', () => {
	/** A memo over a load that counts its calls and answers `key#call`. */
	function counting(group: MemoGroup, options?: KeyedOptions<[string], string>) {
		let calls = 0
		return { get: group.keyed(async (key: string) => `${key}#${++calls}`, options), calls: () => calls }
	}

	it('answers each argument list from memory while switched on', async () => {
		const group = new MemoGroup()
		group.switch(true)
		const { get, calls } = counting(group)
		expect(await get('a')).toBe('a#1')
		expect(await get('a')).toBe('a#1')
		expect(await get('b')).toBe('b#2')
		expect(calls()).toBe(2)
	})

	it('passes every load through while switched off', async () => {
		const { get, calls } = counting(new MemoGroup())
		await get('a')
		await get('a')
		expect(calls()).toBe(2)
	})

	it('loads again after a forget, after its time to live, and after the moment it is valid until', async () => {
		vi.useFakeTimers()
		const group = new MemoGroup()
		group.switch(true)
		const { get } = counting(group, { ttlMs: 1_000 })
		await get('a')
		group.forget()
		expect(await get('a')).toBe('a#2')
		vi.advanceTimersByTime(1_001)
		expect(await get('a')).toBe('a#3')
		const expiring = counting(group, { validUntil: () => Date.now() + 10 })
		await expiring.get('s')
		vi.advanceTimersByTime(11)
		expect(await expiring.get('s')).toBe('s#2')
	})

	it('keeps the answer of a load that a forget overtook out of memory', async () => {
		const group = new MemoGroup()
		group.switch(true)
		let release!: () => void
		const gate = new Promise<void>((resolve) => (release = resolve))
		let calls = 0
		const get = group.keyed(async (key: string) => {
			calls++
			if (calls === 1) await gate
			return `${key}#${calls}`
		})
		const slow = get('a')
		group.forget()
		release()
		expect(await slow).toBe('a#1')
		expect(await get('a')).toBe('a#2')
	})

	it('lets go of expired answers when it remembers a new one, not only when its size bound is reached', async () => {
		vi.useFakeTimers()
		const group = new MemoGroup()
		group.switch(true)
		const { get } = counting(group, { ttlMs: 1_000 })
		await get('4723 AB')
		await get('1012 AB')
		vi.advanceTimersByTime(600)
		await get('3511 AB')
		expect(group.size).toBe(3)
		vi.advanceTimersByTime(401)
		await get('9711 AB')
		expect(group.size).toBe(2)
	})

	it('forgets the answers of one tag in every memo of the group and keeps the others', async () => {
		const group = new MemoGroup()
		group.switch(true)
		const bySalon = { tag: (key: string) => key.split(':')[0]! }
		const first = counting(group, bySalon)
		const second = counting(group, bySalon)
		await first.get('7:klein')
		await second.get('7:groot')
		await first.get('8:klein')
		group.forgetTagged('7')
		expect(await first.get('7:klein')).toBe('7:klein#3')
		expect(await second.get('7:groot')).toBe('7:groot#2')
		expect(await first.get('8:klein')).toBe('8:klein#2')
	})

	it('does not remember an answer it may not share', async () => {
		const group = new MemoGroup()
		group.switch(true)
		const { get, calls } = counting(group, { keep: (value) => !value.startsWith('persoonlijk') })
		await get('persoonlijk')
		await get('persoonlijk')
		await get('gedeeld')
		await get('gedeeld')
		expect(calls()).toBe(3)
	})

	it('forgets a failed load and the oldest entry past its size', async () => {
		const group = new MemoGroup()
		group.switch(true)
		let fail = true
		const get = group.keyed(async (key: string) => {
			if (fail) throw new Error('database down')
			return key
		})
		await expect(get('a')).rejects.toThrow('database down')
		fail = false
		expect(await get('a')).toBe('a')
		const { get: small, calls } = counting(group, { maxEntries: 2 })
		await small('a')
		await small('b')
		await small('c')
		await small('b')
		await small('a')
		expect(calls()).toBe(4)
	})
})
