import { dutchList } from '../common/dutch-list'

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
		'je beoordelingen',
		'je meldingen over nieuwe plekken',
		'je inloggegevens',
	])
}
