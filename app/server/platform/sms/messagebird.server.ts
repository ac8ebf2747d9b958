import type { SmsMessage, SmsProvider } from './provider.server'

export type MessageBirdSettings = { accessKey: string; originator: string }

const ENDPOINT = 'https://rest.messagebird.com/messages'

/** The request MessageBird's SMS API expects: one recipient as digits without the plus. */
export function messageBirdRequest(settings: MessageBirdSettings, message: SmsMessage): Request {
	return new Request(ENDPOINT, {
		method: 'POST',
		headers: { Authorization: `AccessKey ${settings.accessKey}`, 'Content-Type': 'application/json' },
		body: JSON.stringify({
			originator: settings.originator,
			recipients: [message.to.replace(/^\+/, '')],
			body: message.body,
		}),
	})
}

/** Reads MessageBird's answer: the message id on 201, otherwise an error naming its first description. */
export async function readMessageBirdResponse(response: Response): Promise<{ id: string }> {
	const data = (await response.json().catch(() => null)) as { id?: unknown; errors?: { description?: unknown }[] } | null
	if (response.status === 201 && typeof data?.id === 'string') return { id: data.id }
	const reason = typeof data?.errors?.[0]?.description === 'string' ? data.errors[0].description : 'no details'
	throw new Error(`MessageBird refused the message (${response.status}): ${reason}`)
}

/** The real SMS provider: MessageBird's REST API, called with fetch. */
export function messageBirdProvider(settings: MessageBirdSettings, send: typeof fetch = fetch): SmsProvider {
	return {
		name: 'messagebird',
		async send(message) {
			return readMessageBirdResponse(await send(messageBirdRequest(settings, message)))
		},
	}
}
