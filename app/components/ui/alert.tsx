import type { ReactNode } from 'react'

const TONES = {
	error: 'border-red-200 bg-red-50 text-red-800',
	success: 'border-green-200 bg-green-50 text-green-800',
	info: 'border-brand-100 bg-brand-50 text-brand-900',
	warning: 'border-amber-200 bg-amber-50 text-amber-900',
} as const

/** A message box; errors are announced to screen readers as soon as they appear. */
export function Alert({ tone, title, children }: { tone: keyof typeof TONES; title?: string; children: ReactNode }) {
	return (
		<div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${TONES[tone]}`}>
			{title ? <p className="font-semibold">{title}</p> : null}
			<div>{children}</div>
		</div>
	)
}
