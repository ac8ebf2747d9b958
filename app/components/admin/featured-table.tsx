import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { CONTROL } from '~/components/ui/field'
import { formatReviewDate } from '~/lib/common/dutch-date'
import { formatEuro } from '~/lib/featured/featured-plans'
import type { adminFeatured } from '~/server/featured/list-admin.server'
import { TableHead } from './table-head'

type Data = Awaited<ReturnType<typeof adminFeatured>>
type Placement = Data['placements'][number]

export const STATUS_LABELS = { active: 'Actief', paused: 'Gepauzeerd', expired: 'Verlopen', cancelled: 'Opgezegd' } as const
const BADGES = {
	active: 'bg-green-100 text-green-900',
	paused: 'bg-yellow-100 text-yellow-900',
	expired: 'bg-red-100 text-red-900',
	cancelled: 'bg-slate-200 text-slate-800',
} as const

const date = (value: Date | string | null) => (value ? formatReviewDate(value) : '-')

/** The placements with their status badge and the actions that fit it. */
export function FeaturedTable({ placements }: { placements: Placement[] }) {
	if (!placements.length) return <p className="text-slate-600">Geen featured listings gevonden</p>
	return (
		<div className="overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">Uitgelichte vermeldingen</caption>
				<TableHead columns={['Bedrijf', 'Stad', 'Positie', 'Status', 'Start', 'Einde', 'Acties']} />
				<tbody>
					{placements.map((placement) => (
						<tr key={placement.id} className="border-b border-slate-100 align-top">
							<td className="py-3 pr-4">
								<p className="font-medium">{placement.name}</p>
								<p className="text-slate-600">{placement.formatted_address}</p>
							</td>
							<td className="py-3 pr-4">{placement.city}</td>
							<td className="py-3 pr-4">{placement.listing_position}</td>
							<td className="py-3 pr-4">
								<span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGES[placement.status]}`}>
									{STATUS_LABELS[placement.status]}
								</span>
							</td>
							<td className="py-3 pr-4">{date(placement.current_period_start)}</td>
							<td className="py-3 pr-4">{date(placement.current_period_end)}</td>
							<td className="py-3">
								<Actions placement={placement} />
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

function Actions({ placement }: { placement: Placement }) {
	const small = '!px-2.5 !py-1'
	return (
		<div className="flex flex-wrap gap-2">
			{placement.status === 'active' || placement.status === 'paused' ? (
				<Form method="post">
					<input type="hidden" name="featuredId" value={placement.id} />
					<Button
						type="submit"
						name="intent"
						value={placement.status === 'active' ? 'pause' : 'activate'}
						variant="secondary"
						className={small}
					>
						{placement.status === 'active' ? 'Pauzeren' : 'Activeren'}
						<span className="sr-only"> {placement.name}</span>
					</Button>
				</Form>
			) : null}
			{placement.status === 'active' || placement.status === 'paused' ? (
				<Form method="post" className="flex gap-1">
					<input type="hidden" name="featuredId" value={placement.id} />
					<label className="sr-only" htmlFor={`positie-${placement.id}`}>
						Positie van {placement.name}
					</label>
					<select
						id={`positie-${placement.id}`}
						name="position"
						defaultValue={placement.listing_position}
						className={`${CONTROL} !w-16 !py-1`}
					>
						{[1, 2, 3].map((position) => (
							<option key={position}>{position}</option>
						))}
					</select>
					<Button type="submit" name="intent" value="position" variant="secondary" className={small}>
						Positie wijzigen<span className="sr-only"> van {placement.name}</span>
					</Button>
				</Form>
			) : null}
			{placement.status !== 'cancelled' ? (
				<Form method="post">
					<input type="hidden" name="featuredId" value={placement.id} />
					<Button type="submit" name="intent" value="cancel" variant="danger" className={small}>
						Opzeggen<span className="sr-only"> {placement.name}</span>
					</Button>
				</Form>
			) : null}
		</div>
	)
}

/** The recorded invoices: what was charged, for which salon, and whether it was paid. */
export function PaymentsTable({ payments }: { payments: Data['payments'] }) {
	if (!payments.length) return <p className="text-slate-600">Geen betalingen gevonden</p>
	const STATUS = { paid: 'Betaald', failed: 'Mislukt', refunded: 'Terugbetaald' } as const
	return (
		<div className="overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">Betalingen</caption>
				<TableHead columns={['Datum', 'Trimsalon', 'Bedrag', 'Status', 'Factuur']} />
				<tbody>
					{payments.map((payment) => (
						<tr key={payment.id} className="border-b border-slate-100">
							<td className="py-2 pr-4">{date(payment.paidAt ?? payment.createdAt)}</td>
							<td className="py-2 pr-4">{payment.salon ?? '-'}</td>
							<td className="py-2 pr-4">{formatEuro(payment.amountCents)}</td>
							<td className="py-2 pr-4">{STATUS[payment.status]}</td>
							<td className="py-2 font-mono text-xs">{payment.invoice}</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}
