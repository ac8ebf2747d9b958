import { citySlug } from '../salons/slug'

/**
 * Every URL of the site, in one place: pages link with these, routes redirect with these, and
 * `app/routes.ts` maps the same paths to modules. A salon's and a city's own URLs are built by
 * `salonPath` and `cityPath` below from their slugs. app/lib/common/paths.guard.test.ts fails on a URL of
 * the site written by hand anywhere else in app/.
 */
export const paths = {
	home: '/',
	directory: '/directory',
	cities: '/cities',
	blog: '/blog',
	contact: '/contact',
	privacy: '/privacy',
	terms: '/terms',
	bookingSoftware: '/hondentrimboek',
	auth: '/auth',
	logout: '/logout',
	salonSignup: '/trimsalon-signup',
	forOwners: '/voor-trimsalons',
	submitSalon: '/submit-trimsalon',
	dashboard: '/dashboard',
	dashboardFeatured: '/dashboard/uitgelicht',
	dashboardReviews: '/dashboard/beoordelingen',
	/** The owner's place requests: read and answer them. */
	dashboardRequests: '/dashboard/aanvragen',
	account: '/account',
	accountTwoFactor: '/account/two-factor',
	/** Mijn honden: the dog owner's saved dogs. */
	accountDogs: '/account/honden',
	/** Mijn afspraken: the dog owner's appointments, to cancel until the salon's deadline. */
	accountAppointments: '/account/afspraken',
	/** Mijn wachtlijsten: the waiting lists the dog owner is on, to leave. */
	accountWaitingLists: '/account/wachtlijsten',
	/** Links in waiting-list mails live under this. */
	waitingList: '/wachtlijst',
	/** The owner's Agenda: the week of appointments; its pages below for the treatments, the rules and the calendar link. */
	dashboardAgenda: '/dashboard/agenda',
	dashboardAgendaTreatments: '/dashboard/agenda/behandelingen',
	dashboardAgendaSettings: '/dashboard/agenda/instellingen',
	dashboardAgendaLink: '/dashboard/agenda/agenda-link',
	/** One salon's 90 days day by day, as JSON for its chart (`/dashboard/statistieken/:salonId`). */
	dashboardStatistics: '/dashboard/statistieken',
	/** Links in booking mails and the owner's calendar feed live under this. */
	appointments: '/afspraak',
	/** One place request to several salons, chosen in a result list (`?salon=…` per salon). */
	placeRequest: '/plek-aanvragen',
	/** Mijn aanvragen: the dog owner's place requests, their answers, accepting an offer. */
	accountRequests: '/account/aanvragen',
	admin: '/admin',
	adminListings: '/admin/listings',
	adminImport: '/admin/import',
	adminClaims: '/admin/claims',
	adminFeatured: '/admin/featured',
	adminReviews: '/admin/beoordelingen',
	adminCorrections: '/admin/correcties',
	/** 'Hoe we met beoordelingen omgaan'; a review's report form lives under it. */
	reviewPolicy: '/beoordelingen',
	/** Availability alerts: the subscribe endpoint and the links in their mails live under this. */
	alerts: '/meldingen',
	alertsSubscribe: '/meldingen/aanmelden',
	statisticsUnsubscribe: '/statistieken/afmelden',
	/** The unsubscribe link of the mail that a dog's rhythm comes round ('Tijd voor de volgende trimbeurt'). */
	rhythmUnsubscribe: '/trimbeurt-herinnering/afmelden',
	healthz: '/healthz',
	/** Pages for development only (the outbox, the text messages, the payment stand-in). */
	dev: '/dev',
	salons: '/trimsalon',
	citiesBase: '/city',
	/** The old salon address by id; it answers with a redirect to the salon's page. */
	legacySalons: '/groomer',
	/** Built assets and uploaded photos: the same for everyone. */
	assets: '/assets',
	uploads: '/uploads',
	sitemap: '/sitemap.xml',
	sitemapPages: '/sitemap/pages.xml',
	robots: '/robots.txt',
	api: {
		root: '/api',
		/** better-auth's own endpoints. */
		auth: '/api/auth',
		stats: '/api/stats',
		stripeWebhook: '/api/stripe/webhook',
		claims: '/api/claims',
		suggest: '/api/suggest',
		mapMarkers: '/api/map/markers',
		mapLocate: '/api/map/locate',
		/** A fresh proof-of-work challenge for the forms that may ask for one. */
		proofOfWork: '/api/proof-of-work',
	},
} as const

const ALERT_LINK_KINDS = ['bevestigen', 'afmelden', 'verlengen'] as const

/** A link in an alert mail: confirm, end or renew the subscription the token belongs to. */
export function alertLinkPath(kind: (typeof ALERT_LINK_KINDS)[number], token: string): string {
	return `${paths.alerts}/${kind}/${token}`
}

/** The link in a booking mail that cancels the appointment without signing in. */
export const appointmentCancelPath = (token: string) => `${paths.appointments}/annuleren/${token}`

/** The link in a waiting-list mail to a time held for the dog owner: 'Deze tijd boeken' or 'Nee, dank je', without signing in. */
export const waitingOfferPath = (token: string) => `${paths.waitingList}/aanbod/${token}`

/** The owner's private calendar feed of a salon's agenda (an iCalendar file). */
export const calendarFeedPath = (token: string) => `${paths.appointments}/agenda/${token}.ics`

/** What a link built by `link` holds before its token. */
const beforeToken = (link: (token: string) => string) => link(':token').split(':token')[0]!

/**
 * The beginnings of the links whose token is a secret that acts without signing in (the alert and
 * cancel links of mails, the calendar feed): the request log writes none of what follows.
 */
export const TOKEN_LINK_PREFIXES: readonly string[] = [
	...ALERT_LINK_KINDS.map((kind) => beforeToken((token) => alertLinkPath(kind, token))),
	beforeToken(appointmentCancelPath),
	beforeToken(waitingOfferPath),
	beforeToken(calendarFeedPath),
]

/** A page of one salon's Agenda (`?salon=<id>`), at the week from a Monday 'YYYY-MM-DD' when given. */
export function agendaPath(salonId: number, page: string = paths.dashboardAgenda, week?: string): string {
	return `${page}?salon=${salonId}${week ? `&week=${week}` : ''}`
}

/** A listing's Details tab in the admin portal. */
export function adminListingPath(id: number): string {
	return `${paths.adminListings}/${id}`
}

/** The upload and removal (both POST) of a salon's photo: JSON for the edit dialog's photo field. */
export function salonPhotoPath(id: number): string {
	return `${paths.dashboard}/salons/${id}/photo`
}

/** The login page; with `back` (a path on this site) it sends the user there afterwards. */
export function loginPath(back?: string): string {
	return `${paths.auth}?tab=login${back === undefined ? '' : `&redirectTo=${encodeURIComponent(back)}`}`
}

/** The sign-up tab of the auth page. */
export function signupPath(): string {
	return `${paths.auth}?tab=signup`
}

/** A salon's page: by slug, or by numeric id when it has no slug. */
export function salonPath(salon: { id: number; slug: string | null }): string {
	return `${paths.salons}/${salon.slug ? encodeURIComponent(salon.slug) : salon.id}`
}

/** The place request form for one salon (signed-in only; the salon page links to it). */
export function placeRequestPath(salon: { id: number; slug: string | null }): string {
	return `${salonPath(salon)}/plek-aanvragen`
}

/** A salon's booking page ('Afspraak maken'; signed-in only). */
export function salonBookingPath(salon: { id: number; slug: string | null }): string {
	return `${salonPath(salon)}/afspraak-maken`
}

/** The booking page with a saved dog, a treatment and a time chosen on arrival (the rhythm mail's links). */
export function salonBookingLinkPath(
	salon: { id: number; slug: string | null },
	chosen: { dogId: number; treatmentId: number; startsAt: Date },
) {
	const query = new URLSearchParams({
		hond: String(chosen.dogId),
		behandeling: String(chosen.treatmentId),
		tijd: chosen.startsAt.toISOString(),
	})
	return `${salonBookingPath(salon)}?${query}`
}

/**
 * The salon (its slug or id, as the URL said) of a path to a salon's booking page, or null for any
 * other path: the sign-in page names the salon it was sent from only after looking it up.
 */
export function bookingSalonParam(path: string | null): string | null {
	const match = path ? /^\/trimsalon\/([^/?#]+)\/afspraak-maken(?:[?#]|$)/.exec(path) : null
	if (!match) return null
	try {
		return decodeURIComponent(match[1]!)
	} catch {
		return null
	}
}

/** One appointment's place on Mijn afspraken: the element with this id holds it. */
export const appointmentAnchor = (id: number) => `afspraak-${id}`

/** Mijn afspraken, scrolled to one appointment (after cancelling or keeping it). */
export const myAppointmentPath = (id: number) => `${paths.accountAppointments}#${appointmentAnchor(id)}`

/** The page of a salon known by what its URL said (a slug or an id), as given. */
export function salonParamPath(slugOrId: string): string {
	return `${paths.salons}/${encodeURIComponent(slugOrId)}`
}

/** The old address of a salon by id, which redirects to its page. */
export function legacySalonPath(id: number): string {
	return `${paths.legacySalons}/${id}`
}

/** A city's page, /city/{name lower-cased with whitespace as hyphens}. */
export function cityPath(name: string): string {
	return citySlugPath(citySlug(name))
}

/** A city's page from its slug as it is (a slug from the database or from the URL). */
export function citySlugPath(slug: string): string {
	return `${paths.citiesBase}/${encodeURIComponent(slug)}`
}

/** One of the sitemap files listed by the sitemap index: the salons, `part` counting from 1. */
export function sitemapSalonsPath(part: number): string {
	return `/sitemap/salons-${part}.xml`
}

/** One of better-auth's endpoints, `endpoint` starting with a slash. */
export function authApiPath(endpoint: string): string {
	return `${paths.api.auth}${endpoint}`
}

/** The payment stand-in's checkout page (development only). */
export function devCheckoutPath(id: string): string {
	return `${paths.dev}/checkout/${id}`
}

/** The payment stand-in's customer portal (development only). */
export function devCheckoutPortalPath(customer: string): string {
	return `${paths.dev}/checkout/portal/${customer}`
}

/** A blog article's page. */
export function articlePath(slug: string): string {
	return `${paths.blog}/${slug}`
}

/** The signed-in page where a member writes, edits or deletes their review of a salon. */
export function writeReviewPath(salon: { id: number; slug: string | null }): string {
	return `${salonPath(salon)}/beoordelen`
}

/** The page where a visitor reports what is wrong about a salon's listing ('Fout melden'). */
export function correctionPath(salon: { id: number; slug: string | null }): string {
	return `${salonPath(salon)}/fout-melden`
}

/** The form that reports one review ('Meld deze beoordeling'). */
export function reportReviewPath(reviewId: number): string {
	return `${paths.reviewPolicy}/${reviewId}/melden`
}
