import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * After each navigation to a place on the page (`#id`), the focus goes there too, not only the view:
 * a keyboard or screen-reader user goes on from what the link or form produced. The target carries
 * tabIndex -1. Without JavaScript the browser still scrolls to it.
 */
export function useFocusOnTarget() {
	const { key, hash } = useLocation()
	useEffect(() => {
		if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.focus()
	}, [key, hash])
}
