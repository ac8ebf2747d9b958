/** Page numbers to show as links: the first, the last and two around the current one, with gaps as 'gap'. */
export function paginationItems(page: number, pageCount: number): (number | 'gap')[] {
	const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount))
	const numbers = [...shown].sort((a, b) => a - b)
	const items: (number | 'gap')[] = []
	for (const [index, n] of numbers.entries()) {
		const previous = numbers[index - 1]
		if (previous !== undefined && n - previous === 2) items.push(previous + 1)
		else if (previous !== undefined && n - previous > 2) items.push('gap')
		items.push(n)
	}
	return items
}
