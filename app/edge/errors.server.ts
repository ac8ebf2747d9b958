import { data } from 'react-router'
import type { ActionFailure, PostedValues } from '~/lib/common/forms'
import { AppError, type RefusalCode } from '../server/platform/errors.server'
import { logger } from '../server/platform/logger.server'
import { redirectWithToast, type NewToast } from './toast.server'

/** The one map from a refusal's kind to its HTTP status. */
export const STATUS_OF: Record<RefusalCode, number> = {
	invalid: 400,
	unauthenticated: 401,
	forbidden: 403,
	notFound: 404,
	conflict: 409,
	unprocessable: 422,
	tooManyRequests: 429,
	unexpected: 500,
	badGateway: 502,
	unavailable: 503,
}

/** The HTTP status a refusal is answered with. */
export const statusOf = (error: AppError) => STATUS_OF[error.code]

/** Which of the page's forms posted, and what it posted, for the form that shows the refusal. */
type FailureContext = { intent?: string; values?: PostedValues }

/**
 * The one converter from a refusal to an answer: `{ ok: false, message, fields?, update?, intent?, values? }`
 * with the refusal's status. Returned from an action, the form or fetcher reads it; thrown from a
 * loader, the route's error boundary shows its status and message (resource routes answer it as JSON).
 */
export function failure(error: AppError, { intent, values }: FailureContext = {}) {
	const body: ActionFailure = {
		ok: false,
		message: error.message,
		...(error.fields ? { fields: error.fields } : {}),
		...(error.update ? { update: error.update } : {}),
		...(intent ? { intent } : {}),
		...(values ? { values } : {}),
	}
	return data(body, { status: statusOf(error) })
}

/**
 * How a refused action answers. In place (the default): the failure, for the form named by `intent`,
 * with the posted `values`; `unexpected` is for a form that must keep its input even when something
 * else fails: anything else thrown is logged and answered as a 500 with that message instead of the
 * error page. `back`: a redirect there with a destructive toast made of the reason (forms that go back
 * to a list).
 */
type InPlace = FailureContext & { unexpected?: string }
type GoBack = { back: string; toast: (reason: string) => NewToast }

/**
 * Runs an action's (or an API loader's) work and answers a refusal as `answer` says; redirects and
 * responses thrown by the permission helpers pass through unchanged.
 */
export function handleAction<T>(work: () => Promise<T>, answer: GoBack): Promise<T | Response>
export function handleAction<T>(work: () => Promise<T>, answer?: InPlace): Promise<T | ReturnType<typeof failure>>
export async function handleAction<T>(work: () => Promise<T>, answer: InPlace | GoBack = {}) {
	try {
		return await work()
	} catch (error) {
		const refusal = refusalOf(error, 'unexpected' in answer ? answer.unexpected : undefined)
		if ('back' in answer) return redirectWithToast(answer.back, { ...answer.toast(refusal.message), variant: 'destructive' })
		return failure(refusal, answer)
	}
}

/** The refusal a thrown value stands for; anything else is thrown on (a redirect, a response, a bug). */
function refusalOf(error: unknown, unexpected: string | undefined): AppError {
	if (error instanceof AppError) return error
	if (unexpected === undefined || !(error instanceof Error)) throw error
	logger.error({ err: error }, 'action failed')
	return new AppError('unexpected', unexpected)
}

/**
 * A value the request cannot do without (the record a page shows, a valid id). When it is missing, the
 * refusal is thrown as its answer, so the route's error boundary shows its status (a 404 is the
 * not-found page) and a resource route answers it as JSON.
 */
export function invariantResponse(value: unknown, refusal: () => AppError): asserts value {
	if (!value) throw failure(refusal())
}

/** For page loaders whose domain function refuses: the refusal is thrown as its answer (see `invariantResponse`). */
export async function handleLoader<T>(work: () => Promise<T>): Promise<T> {
	try {
		return await work()
	} catch (error) {
		throw error instanceof AppError ? failure(error) : error
	}
}

/**
 * A read the page can do without: when it fails, the failure is logged and the page gets null, to
 * show its own notice instead of the error page.
 */
export async function readOrNull<T>(work: Promise<T>, what: string, context: Record<string, unknown> = {}): Promise<T | null> {
	try {
		return await work
	} catch (error) {
		logger.error({ err: error, ...context }, what)
		return null
	}
}

/** A page that shows its own not-found state: its data, with 404 so search engines leave it out. */
export const notFoundPage = <T>(body: T) => data(body, { status: 404 })

/** The answer to a method the route does not take; Allow names the one it does. */
export const methodNotAllowed = (allow = 'POST') => new Response(null, { status: 405, headers: { Allow: allow } })
