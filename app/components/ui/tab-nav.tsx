import { NavLink } from 'react-router'

export type Tab = {
	label: string
	to: string
	/** Current only on this exact path (the index tab). */
	end?: boolean
	/** A number beside the label (what waits there), and what it counts as the link's description. */
	badge?: { count: number; description: string }
}

/** Tabs that are pages, one URL each, so reload and back keep the tab; the current one has aria-current="page". */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
	return (
		<nav aria-label={label} className="mt-8 border-b border-slate-200">
			<ul className="-mb-px flex flex-wrap gap-x-1">
				{tabs.map((tab) => {
					const descriptionId = tab.badge ? `${label}-${tab.to}`.replace(/[^\w-]/g, '-') : undefined
					return (
						<li key={tab.to}>
							<NavLink
								to={tab.to}
								end={tab.end}
								aria-describedby={descriptionId}
								className={({ isActive }) =>
									`inline-block border-b-2 px-4 py-2.5 text-sm font-semibold ${
										isActive
											? 'border-brand-600 text-brand-700'
											: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
									}`
								}
							>
								{tab.label}
								{tab.badge ? (
									<span aria-hidden="true" className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
										{tab.badge.count}
									</span>
								) : null}
							</NavLink>
							{tab.badge ? (
								<span id={descriptionId} hidden>
									{tab.badge.description}
								</span>
							) : null}
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
