import { formatDutchMonth } from '~/lib/common/dutch-date'
import { paths, salonPath } from '~/lib/common/paths'
import type { Executor } from '../platform/db/client.server'
import { greetingOf, queueComposedMail, siteLink } from '../platform/mail/compose.server'
import type { Person } from '../accounts/person.server'

type ReviewedSalon = { id: number; name: string; slug: string }

/** The owner hears of a review once it shows on the salon page, with the way to reply. */
export function queueNewReviewMail(
	tx: Executor,
	owner: Person,
	salon: ReviewedSalon,
	review: { authorName: string; score: number; visitMonth: string },
) {
	return queueComposedMail(tx, {
		to: owner.email,
		subject: `Nieuwe beoordeling voor ${salon.name}`,
		greeting: greetingOf(owner.name),
		paragraphs: [
			`${review.authorName} heeft ${salon.name} beoordeeld met ${review.score} van 5 botjes (bezoek in ${formatDutchMonth(review.visitMonth)}).`,
			'In je dashboard lees je de beoordeling en kun je er één keer op reageren. Je reactie staat dan onder de beoordeling op je pagina.',
		],
		action: { label: 'Naar je beoordelingen', url: siteLink(paths.dashboardReviews) },
	})
}

/** The author hears why an admin removed their review. */
export function queueReviewRemovedMail(tx: Executor, author: Person, salon: ReviewedSalon, reason: string) {
	return queueComposedMail(tx, {
		to: author.email,
		subject: `Je beoordeling van ${salon.name} is verwijderd`,
		greeting: greetingOf(author.name),
		paragraphs: [
			`Een beheerder heeft je beoordeling van ${salon.name} verwijderd. De reden: ${reason}`,
			'Hoe we met beoordelingen omgaan, lees je op onze website. Ben je het er niet mee eens, antwoord dan via het contactformulier.',
		],
		action: { label: 'Hoe we met beoordelingen omgaan', url: siteLink(paths.reviewPolicy) },
	})
}

/** The admins hear of a review that waits for them (links, or a burst from one client) or of a new report. */
export async function queueModerationNotice(tx: Executor, admins: string[], salon: ReviewedSalon, what: string) {
	for (const admin of admins) {
		await queueComposedMail(tx, {
			to: admin,
			subject: `Beoordeling te controleren: ${salon.name}`,
			greeting: 'Hallo,',
			paragraphs: [what, `Trimsalon: ${salon.name} (${siteLink(salonPath(salon))})`],
			action: { label: 'Beoordelingen controleren', url: siteLink(paths.adminReviews) },
		})
	}
}
