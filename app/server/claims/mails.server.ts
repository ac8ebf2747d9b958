import type { Person } from '../accounts/person.server'
import type { Executor } from '../platform/db/client.server'
import { queueComposedMail, siteLink } from '../platform/mail/compose.server'
import { paths } from '~/lib/common/paths'

export type ClaimedSalon = { name: string; formatted_address: string | null }

/** 'Trimsalon eigenaar' for the approval mail, 'Gebruiker' for every other claim mail. */
const OWNER_DEFAULT = 'Trimsalon eigenaar'
const USER_DEFAULT = 'Gebruiker'

const salonLine = (salon: ClaimedSalon) => (salon.formatted_address ? `${salon.name} (${salon.formatted_address})` : salon.name)

export function queueClaimReceivedMail(tx: Executor, claimant: Person, salon: ClaimedSalon) {
	return queueComposedMail(tx, {
		to: claimant.email,
		subject: `Je claim voor ${salon.name} is ontvangen`,
		greeting: `Beste ${claimant.name || USER_DEFAULT},`,
		paragraphs: [
			`We hebben je claim voor ${salonLine(salon)} ontvangen.`,
			'Een beheerder beoordeelt je aanvraag binnen 2-3 werkdagen. Je ontvangt een e-mail zodra je claim is behandeld.',
		],
	})
}

export async function queueClaimAdminNotification(
	tx: Executor,
	admins: string[],
	claimant: Person,
	salon: ClaimedSalon,
	message: string | null,
) {
	for (const admin of admins) {
		await queueComposedMail(tx, {
			to: admin,
			subject: `Nieuwe claim voor ${salon.name}`,
			greeting: 'Hallo,',
			paragraphs: [
				`${claimant.name || USER_DEFAULT} (${claimant.email}) claimt ${salonLine(salon)}.`,
				`Bericht: ${message ?? '(geen bericht)'}`,
			],
			action: { label: 'Claims beoordelen', url: siteLink(paths.adminClaims) },
		})
	}
}

/** `missedRequests`: dog owners who wanted to ask the salon for a place before it had an owner. */
export function queueClaimApprovedMail(tx: Executor, owner: Person, salon: ClaimedSalon, missedRequests = 0) {
	return queueComposedMail(tx, {
		to: owner.email,
		subject: `Je claim voor ${salon.name} is goedgekeurd`,
		greeting: `Beste ${owner.name || OWNER_DEFAULT},`,
		paragraphs: [
			`Goed nieuws: je claim voor ${salonLine(salon)} is goedgekeurd. Je bent nu de eigenaar van deze vermelding.`,
			"In je dashboard beheer je de gegevens, openingstijden, diensten en foto's van je trimsalon.",
			...(missedRequests
				? [
						`${missedRequests === 1 ? 'Eén hondeneigenaar wilde' : `${missedRequests} hondeneigenaren wilden`} al een plek bij je aanvragen. Geef in je dashboard aan of je nieuwe klanten aanneemt; dan kunnen hondeneigenaren je een plekaanvraag sturen.`,
					]
				: []),
		],
		action: { label: 'Naar je dashboard', url: siteLink(paths.dashboard) },
	})
}

export function queueClaimRejectedMail(tx: Executor, claimant: Person, salon: ClaimedSalon, reason: string | null) {
	return queueComposedMail(tx, {
		to: claimant.email,
		subject: `Je claim voor ${salon.name} is afgewezen`,
		greeting: `Beste ${claimant.name || USER_DEFAULT},`,
		paragraphs: [
			`Je claim voor ${salonLine(salon)} is helaas afgewezen.`,
			...(reason ? [`Reden: ${reason}`] : []),
			'Denk je dat dit niet klopt? Neem dan contact met ons op.',
		],
		action: { label: 'Contact opnemen', url: siteLink(paths.contact) },
	})
}
