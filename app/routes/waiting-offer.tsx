import { Form, useNavigation } from 'react-router'
import type { Route } from './+types/waiting-offer'
import { BookingConfirmed } from '~/components/bookings/booking-confirmed'
import { CancelLinkNotice } from '~/components/bookings/cancel-link-notice'
import { Button } from '~/components/ui/button'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { acceptOffer, declineOffer, offerOfLink } from '~/server/bookings/offer-link.server'
import { DEAD_OFFER_LINK } from '~/lib/bookings/waiting-list'
import { linkHolderOf } from '~/edge/guards.server'
import { handleAction, handleLoader, notFoundPage } from '~/edge/errors.server'
import { readForm } from '~/edge/forms.server'

/** The link of a waiting-list mail opens this page; it books nothing by itself (mail scanners open links). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
	const holder = await linkHolderOf({ request, context })
	const offer = await handleLoader(() => offerOfLink(holder, { token: params.token }))
	return offer ? { offer } : notFoundPage({ offer: null })
}

/** 'Deze tijd boeken' (intent accept) or 'Nee, dank je' (intent decline): the link's secret is the proof, no sign-in needed. */
export async function action({ request, context, params }: Route.ActionArgs) {
	const holder = await linkHolderOf({ request, context })
	const { intent } = await readForm(request)
	if (intent === 'decline')
		return handleAction(async () => ({ ok: true as const, declined: await declineOffer(holder, { token: params.token }) }))
	return handleAction(async () => ({ ok: true as const, booked: await acceptOffer(holder, { token: params.token }) }))
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: 'Vrijgekomen tijd',
		description: 'Een vrijgekomen tijd bij een trimsalon, voor je vrijgehouden van de wachtlijst.',
		path: paths.waitingList,
		noIndex: true,
	})

function OfferButtons() {
	const pending = useNavigation().state === 'submitting'
	return (
		<Form method="post" className="flex flex-wrap gap-3 pt-2">
			<Button type="submit" name="intent" value="accept" disabled={pending}>
				Deze tijd boeken
			</Button>
			<Button type="submit" name="intent" value="decline" variant="secondary" disabled={pending}>
				Nee, dank je
			</Button>
		</Form>
	)
}

export default function WaitingOfferPage({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData?.ok && 'booked' in actionData)
		return (
			<div className="mx-auto max-w-2xl space-y-6 px-4 py-16">
				<h1 className="text-3xl font-bold text-slate-900">Vrijgekomen tijd bij {actionData.booked.salon.name}</h1>
				<BookingConfirmed booked={actionData.booked} />
			</div>
		)
	if (actionData?.ok)
		return (
			<CancelLinkNotice title="Tijd afgeslagen">
				<p>
					Je hebt de tijd bij {actionData.declined.salonName} op {actionData.declined.when} afgeslagen. Je blijft op de wachtlijst staan;
					komt er weer een tijd vrij die past, dan krijg je een e-mail.
				</p>
			</CancelLinkNotice>
		)
	if (actionData)
		return (
			<CancelLinkNotice title="Niet geboekt">
				<p>{actionData.message}</p>
			</CancelLinkNotice>
		)
	const { offer } = loaderData
	if (!offer)
		return (
			<CancelLinkNotice title="Deze link werkt niet meer">
				<p>{DEAD_OFFER_LINK}</p>
			</CancelLinkNotice>
		)
	return (
		<CancelLinkNotice title="Er is een tijd vrijgekomen">
			<p>
				Bij {offer.salonName} is een tijd vrijgekomen voor {offer.treatment.toLowerCase()} voor {offer.dogName}: {offer.when}.
			</p>
			<p>
				Prijs: {offer.price}.{offer.address ? ` Adres: ${offer.address}.` : ''}
			</p>
			<p>We houden deze tijd voor je vrij tot {offer.deadline}.</p>
			<OfferButtons />
		</CancelLinkNotice>
	)
}
