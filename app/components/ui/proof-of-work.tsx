import { useEffect, useRef, useState } from 'react'
import { paths } from '~/lib/common/paths'
import { PROOF_OF_WORK_FIELD } from '~/lib/common/proof-of-work-field'

type State = 'waiting' | 'working' | 'done' | 'failed'

const STATUS: Record<State, string> = {
	waiting: 'We controleren automatisch op misbruik zodra je begint.',
	working: 'Controle tegen misbruik: bezig…',
	done: 'Controle tegen misbruik: klaar.',
	failed: 'Controle tegen misbruik: niet gelukt. Lukt versturen straks niet, vernieuw dan de pagina.',
}

/**
 * The browser's half of the proof of work that a form needs after a few requests from one client.
 * It starts when the person first focuses or types in the form, needs no click, and puts the solution
 * in a hidden field; the status line says how far it is. A solution is used once, so a new one is
 * started whenever `round` changes (pass the server's last answer).
 */
export function ProofOfWork({ round }: { round?: unknown }) {
	const status = useRef<HTMLParagraphElement>(null)
	const [state, setState] = useState<State | null>(null)
	const [solution, setSolution] = useState('')

	useEffect(() => {
		const form = status.current?.closest('form')
		if (!form) return
		const controller = new AbortController()
		const start = async () => {
			form.removeEventListener('focusin', start)
			form.removeEventListener('input', start)
			setState('working')
			try {
				// The solver and its schema (with zod) load when a form is first used, not with every page that shows one.
				const [{ challengeSchema, encodeSolution, solveChallenge }, response] = await Promise.all([
					import('~/lib/common/proof-of-work'),
					fetch(paths.api.proofOfWork, { signal: controller.signal, headers: { Accept: 'application/json' } }),
				])
				const challenge = challengeSchema.parse(await response.json())
				const number = await solveChallenge(challenge, controller.signal)
				if (controller.signal.aborted) return
				if (number === null) throw new Error('challenge not solved')
				setSolution(encodeSolution(challenge, number))
				setState('done')
			} catch {
				if (!controller.signal.aborted) setState('failed')
			}
		}
		setSolution('')
		setState('waiting')
		// After an answer the person is already in the form: the next solution starts at once.
		if (round !== undefined) void start()
		else {
			form.addEventListener('focusin', start)
			form.addEventListener('input', start)
		}
		return () => {
			controller.abort()
			form.removeEventListener('focusin', start)
			form.removeEventListener('input', start)
		}
	}, [round])

	return (
		<>
			<input type="hidden" name={PROOF_OF_WORK_FIELD} value={solution} />
			<p ref={status} role="status" className="text-xs text-slate-500">
				{state ? STATUS[state] : null}
			</p>
		</>
	)
}
