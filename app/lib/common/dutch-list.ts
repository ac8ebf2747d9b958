/** Items as a Dutch sentence lists them: 'a', 'a en b', 'a, b en c'. */
export function dutchList(items: readonly string[]): string {
	return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`
}
