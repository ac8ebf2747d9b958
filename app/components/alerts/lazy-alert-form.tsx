import { lazy, Suspense, type ComponentProps } from 'react'
import type { AlertForm } from './alert-form'

const OnDemand = lazy(() => import('./alert-form').then((module) => ({ default: module.AlertForm })))

/**
 * The alert form at the end of the directory, city and salon pages, which most visitors read past: its
 * code (the form, its fields, checks and proof of work) is not part of the page's first load. The
 * server renders it whole, as before; the browser asks for its code while the page comes to life and
 * brings the form to life when it is in, the rest of the page not waiting for it.
 */
export function LazyAlertForm(props: ComponentProps<typeof AlertForm>) {
	return (
		<Suspense fallback={null}>
			<OnDemand {...props} />
		</Suspense>
	)
}
