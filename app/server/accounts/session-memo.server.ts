/**
 * Who is signed in (and with what standing), remembered by this process for a short while, so that
 * a signed-in page does not ask the database the same three questions on every request.
 *
 * Revocation stays immediate: a trigger on sessions, users, user_roles and two_factors sends
 * NOTIFY session_change on commit, and every process then forgets everything it remembered (see
 * public-change.server.ts). While that feed is down, nothing is remembered.
 */

import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'

/** Even without a change, an answer is asked again after this long. */
const LIFETIME_MS = 60_000
/** Per memo; past it the oldest answers are forgotten first. */
const MAX_ENTRIES = 10_000

type Entry<V> = { value: V; until: number }

const memos = new Set<Map<string, Entry<unknown>>>()
let enabled = false
/** Bumped by every forget, so an answer asked before a change is not stored after it. */
let generation = 0

/** Forgets every remembered answer in this process. */
export function forgetSessions() {
	generation++
	for (const memo of memos) memo.clear()
}

/** Turns remembering on while the change feed listens, and off (forgetting everything) when it drops. */
export function rememberSessions(on: boolean) {
	enabled = on
	forgetSessions()
}

/**
 * `load` wrapped so that its answer per key is remembered until a session change, LIFETIME_MS, or the
 * moment `validUntil` gives (a session's expiry), whichever comes first.
 */
export function rememberedPerSession<V>(load: (key: string) => Promise<V>, validUntil: (value: V) => number = () => Infinity) {
	const memo = new Map<string, Entry<V>>()
	memos.add(memo as Map<string, Entry<unknown>>)
	return async (key: string): Promise<V> => {
		const now = Date.now()
		const hit = enabled ? memo.get(key) : undefined
		if (hit && hit.until > now) return hit.value
		const asked = generation
		const value = await load(key)
		if (enabled && asked === generation) {
			if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!)
			memo.set(key, { value, until: Math.min(now + LIFETIME_MS, validUntil(value)) })
		}
		return value
	}
}

/**
 * A request that may change who is signed in (any method but GET and HEAD: a sign-in or -out, a role
 * or two-factor change) makes this process forget before it answers, so the very next request sees
 * the change; other processes hear it from the database a moment later.
 */
export function forgetSessionsOnWrites(): RequestHandler {
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') {
			const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
			res.end = ((...args: unknown[]) => {
				forgetSessions()
				return end(...args)
			}) as typeof res.end
		}
		next()
	}
}
