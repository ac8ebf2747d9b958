import { Link } from 'react-router'
import { agendaPath } from '~/lib/common/paths'

/** With several salons, links to the same page of each salon's Agenda; the current one is marked. */
export function SalonPicker({ salons, current, page }: { salons: { id: number; name: string }[]; current: number; page: string }) {
	if (salons.length < 2) return null
	return (
		<nav aria-label="Kies een trimsalon">
			<ul className="flex flex-wrap gap-2">
				{salons.map((salon) => (
					<li key={salon.id}>
						<Link
							to={agendaPath(salon.id, page)}
							aria-current={salon.id === current ? 'page' : undefined}
							className={`inline-block rounded-full border px-3 py-1 text-sm ${
								salon.id === current
									? 'border-brand-600 bg-brand-50 font-semibold text-brand-900'
									: 'border-slate-300 text-slate-700 hover:bg-slate-50'
							}`}
						>
							{salon.name}
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
