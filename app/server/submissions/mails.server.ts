import { paths, signupPath } from '~/lib/common/paths'
import { composeMail, siteLink } from '../platform/mail/compose.server'
import type { Mail } from '../platform/mail/mail.server'

export type SubmittedSalon = { business_name: string; formatted_address: string; submitter_name: string; submitter_email: string }

/** The approval mail greets the submitter, or 'Trimsalon eigenaar' when there is no name. */
const OWNER_DEFAULT = 'Trimsalon eigenaar'

export function submissionReceivedMail(salon: SubmittedSalon): Mail {
	return composeMail({
		to: salon.submitter_email,
		subject: `Je aanmelding van ${salon.business_name} is ontvangen`,
		greeting: `Beste ${salon.submitter_name},`,
		paragraphs: [
			`Bedankt voor het aanmelden van ${salon.business_name} (${salon.formatted_address}).`,
			'Ons team beoordeelt je aanmelding binnen 2-3 werkdagen. Je ontvangt een e-mail zodra je trimsalon is goedgekeurd.',
			`Wil je je vermelding daarna zelf beheren? Maak een account aan met dit e-mailadres (${salon.submitter_email}); je trimsalon wordt dan automatisch aan je account gekoppeld.`,
		],
		action: { label: 'Account aanmaken', url: siteLink(signupPath()) },
	})
}

export function submissionAdminMail(admin: string, salon: SubmittedSalon, message: string | null): Mail {
	return composeMail({
		to: admin,
		subject: `Nieuwe aanmelding: ${salon.business_name}`,
		greeting: 'Hallo,',
		paragraphs: [
			`${salon.submitter_name} (${salon.submitter_email}) heeft ${salon.business_name} aangemeld (${salon.formatted_address}).`,
			`Bericht: ${message ?? '(geen bericht)'}`,
		],
		action: { label: 'Aanmeldingen beoordelen', url: siteLink(paths.admin) },
	})
}

export function submissionApprovedMail(salon: SubmittedSalon, listing: { path: string; ownerLinked: boolean }): Mail {
	return composeMail({
		to: salon.submitter_email,
		subject: `Je aanmelding van ${salon.business_name} is goedgekeurd`,
		greeting: `Beste ${salon.submitter_name || OWNER_DEFAULT},`,
		paragraphs: [
			`Goed nieuws: ${salon.business_name} is goedgekeurd en staat nu in onze gids.`,
			listing.ownerLinked
				? 'De vermelding is gekoppeld aan je account. In je dashboard beheer je de gegevens, openingstijden, diensten en foto.'
				: `Maak een account aan met dit e-mailadres (${salon.submitter_email}) om je vermelding zelf te beheren; na het bevestigen van je e-mailadres wordt hij automatisch gekoppeld.`,
		],
		action: { label: 'Bekijk je vermelding', url: siteLink(listing.path) },
	})
}

export function submissionRejectedMail(salon: SubmittedSalon, reason: string | null): Mail {
	return composeMail({
		to: salon.submitter_email,
		subject: `Je aanmelding van ${salon.business_name} is afgewezen`,
		greeting: `Beste ${salon.submitter_name},`,
		paragraphs: [
			`Je aanmelding van ${salon.business_name} is helaas niet goedgekeurd.`,
			...(reason ? [`Reden: ${reason}`] : []),
			'Denk je dat dit niet klopt? Neem dan contact met ons op.',
		],
		action: { label: 'Contact opnemen', url: siteLink(paths.contact) },
	})
}
