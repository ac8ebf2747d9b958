import { NavLink } from 'react-router'

export type Tab = { label: string; to: string; /** Current only on this exact path (the index tab). */ end?: boolean }

/** Tabs that are pages, one URL each, so reload and back keep the tab; the current one has aria-current="page". */
export function TabNav({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
	return (
		<nav aria-label={label} className="mt-8 border-b border-slate-200">
			<ul className="-mb-px flex flex-wrap gap-x-1">
				{tabs.map((tab) => (
					<li key={tab.to}>
						<NavLink
							to={tab.to}
							end={tab.end}
							className={({ isActive }) =>
								`inline-block border-b-2 px-4 py-2.5 text-sm font-semibold ${
									isActive
										? 'border-brand-600 text-brand-700'
										: 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
								}`
							}
						>
							{tab.label}
						</NavLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
