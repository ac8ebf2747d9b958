/**
 * The text messages the site sends. One SMS is 160 characters of the GSM-7 alphabet; a single
 * character outside it (an emoji, a curly quote, 'ł') turns the whole text into UCS-2, 70 characters
 * a part, so it is sent and paid as two or three. Every text is built from GSM-7 only and stays
 * within one part for any allowed SITE_NAME.
 */

// The GSM 03.38 default alphabet; the extension table's characters count as two septets.
const GSM_BASIC = new Set(
	'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
const GSM_EXTENDED = new Set('^{}\\[~]|€\f')

/** One SMS part of GSM-7 text. */
export const SMS_SEPTETS = 160
/** How much of the site's name a text carries. */
const SITE_NAME_MAX = 30

/** The length of a text in GSM-7 septets, or null when it holds a character outside GSM-7. */
export function gsmLength(text: string): number | null {
	let septets = 0
	for (const character of text) {
		if (GSM_BASIC.has(character)) septets += 1
		else if (GSM_EXTENDED.has(character)) septets += 2
		else return null
	}
	return septets
}

/**
 * The site's name as a text carries it: accents taken off where GSM-7 lacks the accented letter
 * ('ó' → 'o'), other characters dropped ('Ł', '€', emoji), at most 30 characters. Empty when
 * nothing of it is left; the texts then leave the name out.
 */
export function smsSiteName(siteName: string): string {
	const kept = [...siteName.normalize('NFC')]
		.map((character) => (GSM_BASIC.has(character) ? character : character.normalize('NFD').replace(/\p{M}/gu, '')))
		.join('')
		.replace(/[\n\r]/g, ' ')
	const basic = [...kept].filter((character) => GSM_BASIC.has(character)).join('')
	return basic.replace(/\s+/g, ' ').trim().slice(0, SITE_NAME_MAX).trim()
}

export type CodePurpose = 'sign-up' | 'reset' | 'change'

/** What the code is for, as the text says it. */
const CODE_PURPOSES: Record<CodePurpose, string> = {
	'sign-up': 'om je account te bevestigen',
	reset: 'om een nieuw wachtwoord in te stellen',
	change: 'om dit nummer aan je account toe te voegen',
}

const from = (siteName: string) => (smsSiteName(siteName) ? ` van ${smsSiteName(siteName)}` : '')

/** 'Je code van Trimsalonwijzer om je account te bevestigen: 123456. Deel deze code met niemand.' */
export function codeText(siteName: string, purpose: CodePurpose, code: string): string {
	return `Je code${from(siteName)} ${CODE_PURPOSES[purpose]}: ${code}. Deel deze code met niemand.`
}

/** To the number an account had until now (a phone-only account has no address to tell). */
export function numberChangedText(siteName: string): string {
	const site = smsSiteName(siteName)
	return `${site ? `${site}: h` : 'H'}et mobiele nummer van je account is gewijzigd. Was jij dit niet? Neem dan meteen contact met ons op via de website.`
}
