/** Every featured placement says that it is paid for: bought rank is disclosed where it is shown. */
export function PaidLabel() {
	return (
		<p className="w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Uitgelicht · betaalde vermelding</p>
	)
}
