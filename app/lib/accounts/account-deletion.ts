/** 'a', 'a en b', 'a, b en c': a Dutch list. */
export function dutchList(items: readonly string[]): string {
	return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`
}

/** What an account's deletion removes, in the words of the form, the mail and the toast; only what this account has. */
export function deletedData(account: { hasEmail: boolean; hasNumber: boolean }): string {
	return dutchList([
		'je profiel',
		...(account.hasEmail ? ['je e-mailadres'] : []),
		...(account.hasNumber ? ['je mobiele nummer'] : []),
		'je claims',
		'je plekaanvragen',
		'je opgeslagen honden',
		'je afspraken',
		'je meldingen over nieuwe plekken',
		'je inloggegevens',
	])
}
