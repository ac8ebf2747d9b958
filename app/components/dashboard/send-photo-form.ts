import type { PhotoAnswer } from '~/lib/salons/photo-schema'

const OFFLINE = 'Geen verbinding met de server. Probeer het opnieuw.'
const FAILED = 'Er is een fout opgetreden. Probeer het later opnieuw.'

/**
 * Posts the photo form with XMLHttpRequest, which (unlike fetch) reports how much of the upload has
 * been sent, and reads the route's JSON answer. A refusal before the route (413 from the body
 * limit: plain text) or a lost connection becomes `{ ok: false, message }` as well.
 */
export function sendPhotoForm(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<PhotoAnswer> {
	return new Promise((resolve) => {
		const request = new XMLHttpRequest()
		request.open('POST', url)
		request.setRequestHeader('Accept', 'application/json')
		request.upload.onprogress = (event) => {
			if (event.lengthComputable) onProgress?.(event.loaded / event.total)
		}
		request.onload = () => resolve(answerOf(request))
		request.onerror = () => resolve({ ok: false, message: OFFLINE })
		request.send(form)
	})
}

function answerOf(request: XMLHttpRequest): PhotoAnswer {
	const type = request.getResponseHeader('Content-Type') ?? ''
	if (type.includes('application/json')) {
		try {
			const answer = JSON.parse(request.responseText) as Partial<PhotoAnswer> & { message?: string }
			if (answer.ok === true) return { ok: true, main_photo_url: answer.main_photo_url ?? null }
			if (typeof answer.message === 'string') return { ok: false, message: answer.message }
		} catch {
			// Not the route's answer; told as a failure below.
		}
	}
	const text = request.responseText.trim()
	if (request.status < 500 && type.startsWith('text/plain') && text && text.length <= 200) return { ok: false, message: text }
	return { ok: false, message: FAILED }
}
