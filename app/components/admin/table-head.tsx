/** The header row of an admin table: one column header per label. */
export function TableHead({
	columns,
	className = 'border-b border-slate-200 text-slate-600',
}: {
	columns: readonly string[]
	className?: string
}) {
	return (
		<thead className={className}>
			<tr>
				{columns.map((column) => (
					<th key={column} scope="col" className="py-2 pr-4">
						{column}
					</th>
				))}
			</tr>
		</thead>
	)
}
