import { redirect } from 'react-router'
import { describe, expect, it } from 'vitest'
import { failure, handleAction, handleLoader, invariantResponse, readOrNull } from './errors.server'
import { conflict, invalid, notFound } from '../server/platform/errors.server'
import { readToast } from './toast.server'

type Answer = { data: unknown; init: ResponseInit | null }

/** The toast a redirect's Set-Cookie header carries to the next page. */
async function toastOf(response: Response) {
	const cookie = response.headers
		.getSetCookie()
		.map((value) => value.split(';')[0])
		.join('; ')
	return (await readToast(new Request('http://localhost/', { headers: { Cookie: cookie } }))).toast
}

describe('failure', () => {
	it('is the one failure shape with the refusal status, without keys it has no value for', () => {
		expect(failure(conflict('Bestaat al.'))).toMatchObject({ data: { ok: false, message: 'Bestaat al.' }, init: { status: 409 } })
		expect((failure(conflict('Bestaat al.')) as Answer).data).toEqual({ ok: false, message: 'Bestaat al.' })
		const answer = failure(invalid('Vul je naam in.', { name: 'Vul je naam in.' }), { intent: 'password', values: { name: '' } })
		expect((answer as Answer).data).toEqual({
			ok: false,
			message: 'Vul je naam in.',
			fields: { name: 'Vul je naam in.' },
			intent: 'password',
			values: { name: '' },
		})
	})
})

describe('handleAction', () => {
	it("answers the work's own answer, and a refusal in place for the form that posted", async () => {
		expect(await handleAction(async () => ({ ok: true }))).toEqual({ ok: true })
		const refused = (await handleAction(
			async () => {
				throw invalid('Onbekende actie.')
			},
			{ intent: 'delete' },
		)) as Answer
		expect(refused).toMatchObject({ data: { ok: false, message: 'Onbekende actie.', intent: 'delete' }, init: { status: 400 } })
	})

	it('passes redirects and bugs through, unless the form asks to show a bug as its own message', async () => {
		const login = redirect('/auth')
		await expect(handleAction(() => Promise.reject(login))).rejects.toBe(login)
		await expect(handleAction(() => Promise.reject(new TypeError('kapot')))).rejects.toThrow('kapot')
		await expect(handleAction(() => Promise.reject(login), { unexpected: 'Mislukt.' })).rejects.toBe(login)
		const shown = (await handleAction(() => Promise.reject(new TypeError('kapot')), {
			values: { naam: 'Anja' },
			unexpected: 'Mislukt.',
		})) as Answer
		expect(shown).toMatchObject({ data: { ok: false, message: 'Mislukt.', values: { naam: 'Anja' } }, init: { status: 500 } })
	})

	it('given back, answers a refusal with a redirect there and a destructive toast of the reason', async () => {
		const answer = (await handleAction(() => Promise.reject(conflict('Al behandeld.')), {
			back: '/admin/claims',
			toast: (reason) => ({ title: 'Fout bij goedkeuren claim', description: reason }),
		})) as Response
		expect(answer.status).toBe(302)
		expect(answer.headers.get('Location')).toBe('/admin/claims')
		expect(await toastOf(answer)).toMatchObject({
			title: 'Fout bij goedkeuren claim',
			description: 'Al behandeld.',
			variant: 'destructive',
		})
	})
})

describe('the loaders’ helpers', () => {
	it('invariantResponse throws the refusal as its answer when the value is missing', () => {
		expect(() => invariantResponse({ id: 1 }, () => notFound('Trimsalon niet gevonden'))).not.toThrow()
		for (const missing of [null, undefined, false])
			expect(() => invariantResponse(missing, () => notFound('Trimsalon niet gevonden'))).toThrow(
				expect.objectContaining({ data: { ok: false, message: 'Trimsalon niet gevonden' }, init: { status: 404 } }),
			)
	})

	it('handleLoader throws a refusal as its answer and anything else as it is', async () => {
		expect(await handleLoader(async () => 'salon')).toBe('salon')
		await expect(handleLoader(() => Promise.reject(notFound('Weg.')))).rejects.toMatchObject({
			data: { message: 'Weg.' },
			init: { status: 404 },
		})
		await expect(handleLoader(() => Promise.reject(new TypeError('kapot')))).rejects.toThrow('kapot')
	})

	it('readOrNull gives the value, or null when the read fails', async () => {
		expect(await readOrNull(Promise.resolve([1]), 'read failed')).toEqual([1])
		expect(await readOrNull(Promise.reject(new Error('database down')), 'read failed')).toBeNull()
	})
})
