import { Form, useNavigation, useRevalidator } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { formatReviewDate } from '~/lib/common/dutch-date'
import { FEATURED_PLANS, formatEuro, NO_SLOTS, PLAN_IDS, yearlySavingPercent, type PlanId } from '~/lib/featured/featured-plans'
import type { OwnerPlacement } from '~/server/featured/owned.server'

type Placement = NonNullable<OwnerPlacement['placement']>

/** One owned salon's featured placement: live (with its plan, position and end), paused, paid and waiting, or the way to buy one. */
export function FeaturedPanel({ salon }: { salon: OwnerPlacement }) {
	const headingId = `uitgelicht-${salon.id}`
	const { placement } = salon
	return (
		<section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
			<h3 id={headingId} className="text-xl font-semibold">
				{salon.name} <span className="font-normal text-slate-600">in {salon.cityName}</span>
			</h3>
			{placement?.state === 'live' ? <LivePlacement live={placement} /> : null}
			{placement?.state === 'paused' ? (
				<Alert tone="warning">
					De uitgelichte vermelding van {salon.name} is door ons gepauzeerd en nu niet zichtbaar. Neem contact met ons op als je vragen
					hebt.
				</Alert>
			) : null}
			{placement?.state === 'processing' ? (
				<div className="mt-3 space-y-3">
					<Alert tone="info">
						Je betaling wordt nog verwerkt. Zodra de bank die bevestigt, staat {salon.name} live; dat kan bij een incasso een paar dagen
						duren.
					</Alert>
					<RefreshButton />
				</div>
			) : null}
			{placement ? null : <BuyPlacement salon={salon} />}
		</section>
	)
}

function LivePlacement({ live }: { live: Placement }) {
	const end = live.current_period_end ? formatReviewDate(live.current_period_end) : null
	return (
		<div className="mt-3 space-y-3">
			<p className="w-fit rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">Actief Uitgelicht</p>
			<dl className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
				<dt className="text-slate-600">Positie</dt>
				<dd>{live.listing_position}</dd>
				<dt className="text-slate-600">Abonnement</dt>
				<dd>{FEATURED_PLANS[live.plan_type].label}</dd>
				<dt className="text-slate-600">{live.cancel_at_period_end ? 'Eindigt op' : 'Verlengt op'}</dt>
				<dd>{end ?? 'Loopt door tot opzegging'}</dd>
			</dl>
			<div className="flex flex-wrap gap-3">
				<Form method="post">
					<Button type="submit" name="intent" value="portal" variant="secondary">
						Abonnement beheren
					</Button>
				</Form>
				<RefreshButton />
			</div>
		</div>
	)
}

/** Re-checks with the provider, and reads the page again two seconds later (events may still arrive). */
function RefreshButton() {
	const navigation = useNavigation()
	const revalidator = useRevalidator()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'refresh'
	return (
		<Form method="post" onSubmit={() => setTimeout(() => void revalidator.revalidate(), 2_000)}>
			<Button type="submit" name="intent" value="refresh" variant="ghost" disabled={busy}>
				{busy ? 'Bezig...' : 'Status vernieuwen'}
			</Button>
		</Form>
	)
}

function BuyPlacement({ salon }: { salon: OwnerPlacement }) {
	return (
		<div className="mt-3 space-y-4">
			<p className="text-slate-700">
				Zet {salon.name} bovenaan de pagina van {salon.cityName} en op de homepage, met het label 'Uitgelichte Trimsalon'. Maximaal 3
				trimsalons per stad; je zegt op wanneer je wilt.
			</p>
			{salon.freeSlots === 0 ? (
				<Alert tone="warning">{NO_SLOTS}</Alert>
			) : (
				<div className="grid gap-4 sm:grid-cols-2">
					{PLAN_IDS.map((plan) => (
						<PlanCard key={plan} plan={plan} salonId={salon.id} />
					))}
				</div>
			)}
		</div>
	)
}

function PlanCard({ plan, salonId }: { plan: PlanId; salonId: number }) {
	const details = FEATURED_PLANS[plan]
	return (
		<Form method="post" className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4">
			<input type="hidden" name="salonId" value={salonId} />
			<input type="hidden" name="plan" value={plan} />
			<p className="flex items-center gap-2 font-semibold">
				{details.label}
				{plan === 'yearly' ? (
					<span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
						{yearlySavingPercent()}% besparing
					</span>
				) : null}
			</p>
			<p className="text-2xl font-bold">
				{formatEuro(details.amountCents)} <span className="text-sm font-normal text-slate-600">{details.perLabel}</span>
			</p>
			<Button type="submit" name="intent" value="checkout" className="mt-auto">
				Kies {details.label}
			</Button>
		</Form>
	)
}
