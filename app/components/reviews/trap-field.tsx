import { TRAP_FIELD } from '~/lib/reviews/schema'

/** Honeypot: out of sight and out of the tab order; only bots fill it. */
export function TrapField() {
	return (
		<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
			<label htmlFor="trap-homepage">Laat dit veld leeg</label>
			<input id="trap-homepage" name={TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" />
		</div>
	)
}
