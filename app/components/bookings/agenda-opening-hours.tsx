import { OpeningHoursEditor } from '~/components/dashboard/opening-hours-editor'
import { SECTION } from './agenda-form'

/** 'Openingstijden' in the Agenda: the dashboard's own week editor, saved from here; online times lie within these hours. */
export function AgendaOpeningHours({ salonId, lines }: { salonId: number; lines: readonly string[] }) {
	return (
		<section aria-labelledby="openingstijden" className={SECTION}>
			<h3 id="openingstijden" className="text-xl font-semibold">
				Openingstijden
			</h3>
			<p className="text-sm text-slate-700">
				{lines.length
					? 'Online te boeken zijn de tijden binnen je openingstijden, zonder je pauzes en behalve de vrije dagen en andere tijden hieronder.'
					: 'Je hebt nog geen openingstijden ingevuld; zonder openingstijden zijn er geen vrije tijden.'}
			</p>
			{lines.length ? (
				<ul className="text-sm text-slate-700">
					{lines.map((line) => (
						<li key={line}>{line}</li>
					))}
				</ul>
			) : null}
			<details>
				<summary className="cursor-pointer text-sm font-medium text-brand-700 underline">Openingstijden wijzigen</summary>
				<div className="mt-3">
					<OpeningHoursEditor salonId={salonId} lines={lines} />
				</div>
			</details>
		</section>
	)
}
