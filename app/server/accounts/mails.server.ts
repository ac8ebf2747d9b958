import { ALREADY_REGISTERED } from '~/lib/accounts/auth-messages'
import { db, type Executor } from '../platform/db/client.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { loginPath, paths } from '~/lib/common/paths'

type Recipient = { email: string; name?: string | null }

const greeting = (user: Recipient) => (user.name?.trim() ? `Beste ${user.name.trim()},` : 'Hallo,')

export const VERIFICATION_HOURS = 24

export function sendVerificationMail(user: Recipient, url: string) {
	return queueComposedMail(db(), {
		to: user.email,
		subject: 'Bevestig je e-mailadres',
		greeting: greeting(user),
		paragraphs: [
			'Bedankt voor je aanmelding. Bevestig je e-mailadres om je account te activeren.',
			`De link is ${VERIFICATION_HOURS} uur geldig. Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.`,
		],
		action: { label: 'E-mailadres bevestigen', url },
	})
}

/** A phone account added this address under Mijn account: confirm it (not the sign-up mail: the account exists). */
export function sendEmailAddedMail(user: Recipient, url: string) {
	return queueComposedMail(db(), {
		to: user.email,
		subject: 'Bevestig je e-mailadres',
		greeting: greeting(user),
		paragraphs: [
			'Je hebt dit e-mailadres toegevoegd aan je account, waarmee je tot nu toe met je mobiele nummer inlogde. Bevestig het met de link hieronder; daarna sturen we bevestigingen en facturen hierheen.',
			`De link is ${VERIFICATION_HOURS} uur geldig. Heb jij dit adres niet toegevoegd? Dan kun je deze e-mail negeren; er verandert dan niets.`,
		],
		action: { label: 'E-mailadres bevestigen', url },
	})
}

export function sendPasswordResetMail(user: Recipient, url: string) {
	return queueComposedMail(db(), {
		to: user.email,
		subject: 'Stel een nieuw wachtwoord in',
		greeting: greeting(user),
		paragraphs: [
			'Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Kies via de link hieronder een nieuw wachtwoord.',
			'De link is 1 uur geldig. Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
		],
		action: { label: 'Nieuw wachtwoord instellen', url },
	})
}

/**
 * Someone signed up with an address that already has an account. The form answers exactly as for a
 * new address (no account enumeration); only the owner of the address learns it, here.
 */
export function sendAlreadyRegisteredMail(user: Recipient) {
	return queueComposedMail(db(), {
		to: user.email,
		subject: 'Aanmelding met je e-mailadres',
		greeting: greeting(user),
		paragraphs: [
			`Iemand, waarschijnlijk jij, probeerde een nieuw account aan te maken met dit e-mailadres. ${ALREADY_REGISTERED}`,
			'Wachtwoord vergeten? Vraag op de inlogpagina een nieuw wachtwoord aan. Was jij dit niet? Dan kun je deze e-mail negeren.',
		],
		action: { label: 'Inloggen', url: siteLink(loginPath()) },
	})
}

/**
 * The account's mobile number was added or changed (after the password and a code to the new
 * number): its address hears of it, in the transaction that stores the number.
 */
export function queueNumberChangedMail(executor: Executor, user: Recipient, change: { added: boolean; number: string }) {
	return queueComposedMail(executor, {
		to: user.email,
		subject: change.added ? 'Mobiel nummer toegevoegd aan je account' : 'Mobiel nummer van je account gewijzigd',
		greeting: greeting(user),
		paragraphs: [
			change.added
				? `Aan je account is het mobiele nummer ${change.number} toegevoegd. Je kunt er nu ook mee inloggen.`
				: `Het mobiele nummer van je account is gewijzigd in ${change.number}. Met het oude nummer kun je niet meer inloggen.`,
			`Was jij dit niet? Wijzig dan meteen je wachtwoord onder Mijn account en neem contact met ons op: ${siteLink(paths.contact)}`,
		],
	})
}
