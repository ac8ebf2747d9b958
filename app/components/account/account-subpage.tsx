import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '~/lib/common/paths'

/** A page under Mijn account ('Mijn honden', 'Mijn afspraken', 'Mijn aanvragen'): the way back, the heading, the page. */
export function AccountSubpage({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<p>
				<Link to={paths.account} className="text-sm font-medium text-brand-700 underline">
					Terug naar Mijn account
				</Link>
			</p>
			<h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
			{children}
		</div>
	)
}
