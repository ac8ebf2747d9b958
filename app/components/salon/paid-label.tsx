/**
 * Every featured placement says that it is paid for: bought rank is disclosed where it is shown.
 * The badge 'Uitgelichte Trimsalon' with 'betaalde vermelding', and the status line 'Actief uitgelicht'.
 */
export function PaidLabel() {
	return (
		<div className="flex flex-wrap items-center gap-2">
			<p className="w-fit rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
				Uitgelichte Trimsalon<span className="font-normal"> · betaalde vermelding</span>
			</p>
			<p className="text-xs font-medium text-green-800">Actief uitgelicht</p>
		</div>
	)
}
