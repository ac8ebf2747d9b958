/**
 * Every URL of the site, in one place: pages link with these, routes redirect with these, and
 * `app/routes.ts` maps the same paths to modules. A salon's and a city's own URLs are built by
 * `salonPath` and `cityPath` (app/lib/salon-card.ts) from their slugs.
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
	account: '/account',
	accountTwoFactor: '/account/two-factor',
	admin: '/admin',
	adminListings: '/admin/listings',
	adminImport: '/admin/import',
	adminClaims: '/admin/claims',
	adminFeatured: '/admin/featured',
	/** Availability alerts: the subscribe endpoint and the links in their mails live under this. */
	alerts: '/meldingen',
	alertsSubscribe: '/meldingen/aanmelden',
	statisticsUnsubscribe: '/statistieken/afmelden',
	api: {
		claims: '/api/claims',
		suggest: '/api/suggest',
		mapMarkers: '/api/map/markers',
		mapLocate: '/api/map/locate',
	},
} as const

/** A link in an alert mail: confirm, end or renew the subscription the token belongs to. */
export function alertLinkPath(kind: 'bevestigen' | 'afmelden' | 'verlengen', token: string): string {
	return `${paths.alerts}/${kind}/${token}`
}

/** A listing's Details tab in the admin portal. */
export function adminListingPath(id: number): string {
	return `${paths.adminListings}/${id}`
}

/** The upload and removal (both POST) of a salon's photo: JSON for the edit dialog's photo field. */
export function salonPhotoPath(id: number): string {
	return `${paths.dashboard}/salons/${id}/photo`
}

/** The login page that sends the user back to `back` (a path on this site) afterwards. */
export function loginPath(back: string): string {
	return `${paths.auth}?tab=login&redirectTo=${encodeURIComponent(back)}`
}
