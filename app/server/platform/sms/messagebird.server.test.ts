import { describe, expect, it } from 'vitest'
import { messageBirdProvider } from './messagebird.server'

const settings = { accessKey: 'test_AbCdEf123', originator: 'Trimsalon' }

// Recorded from MessageBird's SMS API documentation (POST /messages): a created message and a refusal.
const created = {
	id: 'e8077d803532c0b5937c639b60216938',
	href: 'https://rest.messagebird.com/messages/e8077d803532c0b5937c639b60216938',
	direction: 'mt',
	type: 'sms',
	originator: 'Trimsalon',
	body: 'Je code is 123456',
	recipients: { totalCount: 1, totalSentCount: 1, items: [{ recipient: 31612345678, status: 'sent' }] },
}
const refused = { errors: [{ code: 9, description: 'no (correct) recipients found', parameter: 'recipients' }] }

function recordingFetch(status: number, answer: unknown) {
	const requests: Request[] = []
	const send = async (input: RequestInfo | URL) => {
		requests.push(input as Request)
		return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
	}
	return { requests, send: send as typeof fetch }
}

describe('messageBirdProvider', () => {
	it('posts the recipient without the plus, the originator and the text with the access key', async () => {
		const { requests, send } = recordingFetch(201, created)
		const result = await messageBirdProvider(settings, send).send({ to: '+31612345678', body: 'Je code is 123456' })
		expect(result).toEqual({ id: created.id })
		expect(requests).toHaveLength(1)
		const request = requests[0]!
		expect(request.method).toBe('POST')
		expect(request.url).toBe('https://rest.messagebird.com/messages')
		expect(request.headers.get('authorization')).toBe('AccessKey test_AbCdEf123')
		expect(await request.json()).toEqual({ originator: 'Trimsalon', recipients: ['31612345678'], body: 'Je code is 123456' })
	})

	it('throws with the provider reason when the message is refused', async () => {
		const { send } = recordingFetch(422, refused)
		await expect(messageBirdProvider(settings, send).send({ to: '+31612345678', body: 'x' })).rejects.toThrow(
			'MessageBird refused the message (422): no (correct) recipients found',
		)
	})

	it('throws on an answer that is not JSON', async () => {
		const send = (async () => new Response('<html>bad gateway</html>', { status: 502 })) as typeof fetch
		await expect(messageBirdProvider(settings, send).send({ to: '+31612345678', body: 'x' })).rejects.toThrow('(502): no details')
	})
})
