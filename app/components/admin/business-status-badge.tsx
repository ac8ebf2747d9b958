/** OPERATIONAL is the default badge, any other status a secondary one, and a missing status 'Unknown'. */
export function BusinessStatusBadge({ status }: { status: string | null }) {
	const operational = status === 'OPERATIONAL'
	return (
		<span
			className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${operational ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'}`}
		>
			{status || 'Unknown'}
		</span>
	)
}
