import { Tabs } from 'radix-ui'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { NoPhoto, SalonPhoto } from '~/components/salon/salon-photo'
import type { OwnedSalon } from '~/server/salons/owned.server'
import { AvailabilityForm } from './availability-form'
import { OpeningHoursEditor } from './opening-hours-editor'

const TRIGGER =
	'rounded-md px-3 py-1.5 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm'

/** One owned salon: photo, name, address, its details in four tabs, and the edit button. */
export function OwnerSalonCard({ salon, actions, extra }: { salon: OwnedSalon; actions: ReactNode; extra?: ReactNode }) {
	const headingId = `salon-${salon.id}`
	return (
		<article aria-labelledby={headingId} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
			<div className="flex flex-col gap-4 p-5 sm:flex-row">
				{salon.photo ? (
					<SalonPhoto
						url={salon.photo}
						sizes="160px"
						alt=""
						width={160}
						height={120}
						className="h-30 w-40 shrink-0 rounded-lg object-cover"
					/>
				) : (
					<NoPhoto name={salon.name} className="h-30 w-40 shrink-0 rounded-lg" />
				)}
				<div className="min-w-0 flex-1">
					<h2 id={headingId} className="text-xl font-semibold text-slate-900">
						{salon.name}
					</h2>
					<p className="mt-1 text-sm text-slate-600">{salon.formatted_address ?? 'Geen adres bekend'}</p>
					<p className="mt-1 text-sm">
						<Link to={salon.path} className="font-medium text-brand-700 hover:underline">
							Bekijk de openbare pagina<span className="sr-only"> van {salon.name}</span>
						</Link>
					</p>
				</div>
				<div className="flex shrink-0 items-start gap-2">{actions}</div>
			</div>
			{extra}
			<Tabs.Root defaultValue="general" className="border-t border-slate-200 p-5">
				<Tabs.List aria-label={`Gegevens van ${salon.name}`} className="flex w-fit gap-1 rounded-lg bg-slate-100 p-1">
					<Tabs.Trigger value="general" className={TRIGGER}>
						Algemeen
					</Tabs.Trigger>
					<Tabs.Trigger value="hours" className={TRIGGER}>
						Openingstijden
					</Tabs.Trigger>
					<Tabs.Trigger value="services" className={TRIGGER}>
						Diensten
					</Tabs.Trigger>
					<Tabs.Trigger value="availability" className={TRIGGER}>
						Nieuwe klanten
					</Tabs.Trigger>
				</Tabs.List>
				<Tabs.Content value="general" className="mt-4">
					<GeneralDetails salon={salon} />
				</Tabs.Content>
				<Tabs.Content value="hours" className="mt-4">
					<OpeningHoursEditor salonId={salon.id} lines={salon.opening_hours} />
				</Tabs.Content>
				<Tabs.Content value="availability" className="mt-4">
					<AvailabilityForm salonId={salon.id} availability={salon} />
				</Tabs.Content>
				<Tabs.Content value="services" className="mt-4">
					{salon.services_nl.length ? (
						<ul className="flex flex-wrap gap-2" aria-label={`Diensten van ${salon.name}`}>
							{salon.services_nl.map((service) => (
								<li key={service} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
									{service}
								</li>
							))}
						</ul>
					) : (
						<p className="text-sm text-slate-600">Nog geen diensten. Voeg ze toe met 'Bewerken'.</p>
					)}
				</Tabs.Content>
			</Tabs.Root>
		</article>
	)
}

function GeneralDetails({ salon }: { salon: OwnedSalon }) {
	return (
		<dl className="grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
			<dt className="font-medium text-slate-800">Beschrijving</dt>
			<dd className="whitespace-pre-line text-slate-700">{salon.description_nl ?? 'Nog geen beschrijving.'}</dd>
			<dt className="font-medium text-slate-800">Telefoon</dt>
			<dd className="text-slate-700">{salon.phone_display ?? 'Niet ingevuld'}</dd>
			<dt className="font-medium text-slate-800">Website</dt>
			<dd className="text-slate-700">
				{salon.website ? (
					<a href={salon.website} rel="noopener noreferrer" target="_blank" className="font-medium text-brand-700 hover:underline">
						{salon.website.replace(/^https?:\/\//, '')}
					</a>
				) : (
					'Niet ingevuld'
				)}
			</dd>
		</dl>
	)
}
