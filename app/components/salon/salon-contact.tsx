import { sendStat } from '~/components/statistics/stats-beacon'
import { buttonClass } from '~/components/ui/button'
import { directionsHref, displayWebsite, phoneHref, websiteHref } from '~/lib/salons/contact-links'

type ContactSalon = {
	id: number
	name: string
	formatted_address: string | null
	phone_number: string | null
	/** The number as the site shows every number (formatPhone, on the server). */
	phone_display: string | null
	website: string | null
	latitude?: number | null
	longitude?: number | null
}

/** A salon's phone (first: on a phone it is the quickest way in), address with its route link, and website; every click on them is counted for the owner. */
export function SalonContact({ salon }: { salon: ContactSalon }) {
	const phone = phoneHref(salon.phone_number)
	const website = websiteHref(salon.website)
	const directions = directionsHref(salon)
	return (
		<dl className="mt-3 space-y-3 text-sm">
			{phone ? (
				<div>
					<dt className="font-medium text-slate-900">Telefoon</dt>
					<dd>
						<a href={phone} className="text-brand-700 underline" onClick={() => sendStat('phone', [salon.id])}>
							{salon.phone_display}
						</a>
					</dd>
				</div>
			) : null}
			<div>
				<dt className="font-medium text-slate-900">Adres</dt>
				<dd className="text-slate-700">{salon.formatted_address || 'Onbekend'}</dd>
				{directions ? (
					<dd>
						<a href={directions} rel="nofollow noopener" className="text-brand-700 underline" onClick={() => sendStat('route', [salon.id])}>
							Route plannen<span className="sr-only"> naar {salon.name}</span>
						</a>
					</dd>
				) : null}
			</div>
			{website ? (
				<div>
					<dt className="font-medium text-slate-900">Website</dt>
					<dd>
						<a
							href={website}
							rel="nofollow noopener"
							className="break-all text-brand-700 underline"
							onClick={() => sendStat('website', [salon.id])}
						>
							{displayWebsite(salon.website!)}
						</a>
					</dd>
				</div>
			) : null}
		</dl>
	)
}

/**
 * 'Bellen' among the actions on a phone's first screen, counted as a click on the number; the number itself is in
 * the contact details below it, where a wide screen shows it beside the actions anyway.
 */
export function CallButton({ salon, className = '' }: { salon: Pick<ContactSalon, 'id' | 'name' | 'phone_number'>; className?: string }) {
	const phone = phoneHref(salon.phone_number)
	if (!phone) return null
	return (
		<a href={phone} className={buttonClass('secondary', `sm:hidden ${className}`)} onClick={() => sendStat('phone', [salon.id])}>
			Bellen<span className="sr-only"> met {salon.name}</span>
		</a>
	)
}
