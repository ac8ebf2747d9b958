import { useEffect, useRef } from 'react'

/**
 * Moves the view and the focus to an element whenever `arrival` becomes something new: the heading of
 * the step an action just opened, the confirmation, the first error. While `arrival` is null or
 * undefined (the page as first loaded) nothing moves. The element takes tabIndex={-1}; a scroll margin
 * (`scroll-mt-24`) keeps it clear of the sticky header.
 */
export function useFocusOnArrival<T extends HTMLElement>(arrival: unknown) {
	const target = useRef<T>(null)
	useEffect(() => {
		if (arrival === null || arrival === undefined) return
		target.current?.focus({ preventScroll: true })
		target.current?.scrollIntoView({ block: 'start' })
	}, [arrival])
	return target
}
