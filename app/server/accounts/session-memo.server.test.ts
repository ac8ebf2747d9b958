import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetSessions, forgetSessionsOnWrites, rememberedPerSession, rememberSessions } from './session-memo.server'

/** A memo over a loader that counts its calls and answers `key#call`. */
function countingMemo(validUntil?: (value: string) => number) {
	let calls = 0
	const memo = rememberedPerSession(async (key: string) => `${key}#${++calls}`, validUntil)
	return { memo, calls: () => calls }
}

afterEach(() => rememberSessions(false))

describe('rememberedPerSession', () => {
	it('answers a key from memory while remembering is on', async () => {
		rememberSessions(true)
		const { memo, calls } = countingMemo()
		expect(await memo('a')).toBe('a#1')
		expect(await memo('a')).toBe('a#1')
		expect(await memo('b')).toBe('b#2')
		expect(calls()).toBe(2)
	})

	it('asks every time while remembering is off', async () => {
		const { memo, calls } = countingMemo()
		await memo('a')
		await memo('a')
		expect(calls()).toBe(2)
	})

	it('asks again after a forget', async () => {
		rememberSessions(true)
		const { memo } = countingMemo()
		await memo('a')
		forgetSessions()
		expect(await memo('a')).toBe('a#2')
	})

	it('does not keep an answer past the moment it is valid until (an expired session)', async () => {
		rememberSessions(true)
		const { memo } = countingMemo(() => Date.now() - 1)
		await memo('a')
		expect(await memo('a')).toBe('a#2')
	})

	it('does not store an answer that was asked before a forget', async () => {
		rememberSessions(true)
		let release!: () => void
		const gate = new Promise<void>((resolve) => (release = resolve))
		let calls = 0
		const memo = rememberedPerSession(async (key: string) => {
			calls++
			if (calls === 1) await gate
			return `${key}#${calls}`
		})
		const slow = memo('a')
		forgetSessions()
		release()
		expect(await slow).toBe('a#1')
		expect(await memo('a')).toBe('a#2')
	})
})

describe('forgetSessionsOnWrites', () => {
	async function serve() {
		const { memo } = countingMemo()
		const app = express()
		app.use(forgetSessionsOnWrites())
		app.all('/', (_req, res) => void res.send('ok'))
		const server = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => server.once('listening', resolve))
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
		return { memo, base, close: () => new Promise((resolve) => server.close(resolve)) }
	}

	it('forgets before answering a POST, and not for a GET', async () => {
		rememberSessions(true)
		const { memo, base, close } = await serve()
		try {
			await memo('a')
			await fetch(base)
			expect(await memo('a')).toBe('a#1')
			await fetch(base, { method: 'POST' })
			expect(await memo('a')).toBe('a#2')
		} finally {
			await close()
		}
	})
})
