import { amsterdamDate } from '~/lib/bookings/free-times'
import type { VisitHistory } from '~/lib/bookings/visit-history'
import { formatDutchDate } from '~/lib/common/dutch-date'

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** What the owner knows of an online dog owner from before: visits here, no-shows, the last visit and the notes given then. */
export function ClientHistory({ history }: { history: VisitHistory }) {
	const { visits, noShows, lastVisit, notes } = history
	if (!visits && !noShows)
		return (
			<>
				<dt className="font-medium">Eerder hier</dt>
				<dd>Eerste afspraak bij jou</dd>
			</>
		)
	const line = [
		count(visits, 'bezoek', 'bezoeken'),
		noShows ? `${noShows} keer niet gekomen` : null,
		lastVisit ? `laatst op ${formatDutchDate(amsterdamDate(new Date(lastVisit)))}` : null,
	]
	return (
		<>
			<dt className="font-medium">Eerder hier</dt>
			<dd className={noShows ? 'text-red-800' : undefined}>{line.filter(Boolean).join(', ')}</dd>
			{notes.length ? (
				<>
					<dt className="font-medium">Eerdere notities</dt>
					<dd>
						<ul className="space-y-1">
							{notes.map((note) => (
								<li key={`${note.dogName}-${note.notes}`} className="whitespace-pre-line">
									{note.dogName ? `${note.dogName}: ` : ''}
									{note.notes}
								</li>
							))}
						</ul>
					</dd>
				</>
			) : null}
		</>
	)
}
