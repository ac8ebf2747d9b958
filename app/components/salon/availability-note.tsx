import type { SalonCardData } from '~/lib/salons/salon-card'

const DOT = { ja: 'bg-green-600', wachtlijst: 'bg-amber-500', nee: 'bg-slate-400' } as const

/** 'Neemt nieuwe klanten aan · wachttijd ± 2 weken · bijgewerkt 3 dagen geleden', with a coloured dot. */
export function AvailabilityNote({
	availability,
	className = '',
}: {
	availability: NonNullable<SalonCardData['availability']>
	className?: string
}) {
	return (
		<p className={`flex items-start gap-2 text-sm ${className}`} data-testid="availability">
			<span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${DOT[availability.accepts]}`} />
			{availability.line}
		</p>
	)
}
