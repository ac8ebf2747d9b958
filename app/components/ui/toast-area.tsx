import { lazy, Suspense, useEffect, useState } from 'react'
import type { Toast } from '~/lib/common/toast'

const LOCAL_TOAST = 'app:toast'
let localToasts = 0

/** Shows a toast from browser code (a form refused before it is posted); server toasts come through the root loader. */
export function showToast(toast: Omit<Toast, 'id'>) {
	window.dispatchEvent(new CustomEvent<Toast>(LOCAL_TOAST, { detail: { id: `local-${++localToasts}`, ...toast } }))
}

// The toast UI (Radix) loads with the first toast: most pages never show one.
const ToastView = lazy(() => import('./toaster').then((module) => ({ default: module.ToastView })))

/** One toast at a time: a new one replaces the one on screen. */
export function ToastArea({ toast }: { toast: Toast | null }) {
	const [current, setCurrent] = useState<Toast | null>(toast)
	useEffect(() => {
		if (toast) setCurrent(toast)
	}, [toast])
	useEffect(() => {
		const show = (event: Event) => setCurrent((event as CustomEvent<Toast>).detail)
		window.addEventListener(LOCAL_TOAST, show)
		return () => window.removeEventListener(LOCAL_TOAST, show)
	}, [])
	if (!current) return null
	return (
		<Suspense fallback={null}>
			<ToastView toast={current} onClose={() => setCurrent(null)} />
		</Suspense>
	)
}
