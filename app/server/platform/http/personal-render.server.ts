import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Whether a page being rendered depends on who asked, beyond what the page cache keys it by (the
 * URL, and whether the visitor is signed in and as admin). Code that reads the visitor's account or
 * answers for this visitor alone marks the render personal; the page cache then keeps it to itself.
 */
const renders = new AsyncLocalStorage<{ personal: boolean }>()

/** Runs `render` (and everything it starts) watched; the returned state says whether it was marked. */
export function watchRender(render: () => void): { personal: boolean } {
	const state = { personal: false }
	renders.run(state, render)
	return state
}

/** Says that the page being rendered is for this visitor only. Outside a watched render it does nothing. */
export function markPersonal() {
	const state = renders.getStore()
	if (state) state.personal = true
}
