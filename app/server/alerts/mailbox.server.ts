/** Mail services where dots in the name do not matter (a.b@gmail.com reaches ab@gmail.com). */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The inbox an address reaches, for limits that count per inbox: lowercase, without a `+tag`, and for
 * Gmail without dots and with googlemail.com as gmail.com. Two addresses with the same key reach (or
 * may reach) the same person, so counting by it makes a limit stricter, never looser. Never used as
 * the address to send to.
 */
export function mailboxKey(address: string): string {
	const lower = address.trim().toLowerCase()
	const at = lower.lastIndexOf('@')
	if (at <= 0) return lower
	const domain = lower.slice(at + 1)
	const tag = lower.indexOf('+')
	let name = tag > 0 && tag < at ? lower.slice(0, tag) : lower.slice(0, at)
	const dotless = DOTLESS_DOMAINS[domain]
	if (dotless) name = name.replaceAll('.', '')
	return `${name}@${dotless ?? domain}`
}
