import type { FirstFreeNote, SalonCardData } from '~/lib/salons/salon-card'

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

/**
 * Today's line of a salon: a bookable salon's first free time, which its agenda knows, wins over the owner's
 * statement about new clients (a waiting list beside free times tomorrow would be two truths); else that statement.
 */
export function SalonNowNote({ salon, className = '' }: { salon: Pick<SalonCardData, 'availability' | 'firstFree'>; className?: string }) {
	if (salon.firstFree) return <FirstFree note={salon.firstFree} className={className} />
	return salon.availability ? <AvailabilityNote availability={salon.availability} className={className} /> : null
}

function FirstFree({ note, className }: { note: FirstFreeNote; className: string }) {
	return (
		<p className={`flex items-start gap-2 text-sm ${className}`} data-testid="first-free">
			<span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${note.free ? DOT.ja : DOT.nee}`} />
			{note.line}
		</p>
	)
}
