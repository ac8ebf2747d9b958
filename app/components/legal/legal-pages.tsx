import { useRouteLoaderData } from 'react-router'
import { breadcrumbList } from '~/lib/seo/structured-data'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import type { RootData } from '~/root'
import { LegalPage } from './legal-page'
import { privacySections } from './privacy-sections'
import { termsSections } from './terms-sections'
import { paths } from '~/lib/common/paths'

/** The two legal pages, with the spec's breadcrumb labels as titles. */
const PAGES = {
	privacy: {
		title: 'Privacybeleid',
		path: paths.privacy,
		description: 'Welke gegevens we verwerken, waarvoor, welke cookies we gebruiken en welke rechten je hebt.',
		intro:
			'In dit privacybeleid lees je welke persoonsgegevens we verwerken als je onze website gebruikt, waarom we dat doen en wat je rechten zijn.',
		sections: privacySections,
	},
	terms: {
		title: 'Algemene Voorwaarden',
		path: paths.terms,
		description: 'De voorwaarden voor het gebruik van het overzicht van trimsalons, uitgelichte vermeldingen en beoordelingen.',
		intro: 'Deze voorwaarden beschrijven wat je van ons kunt verwachten en wat we van jou verwachten als je de website gebruikt.',
		sections: termsSections,
	},
}

type LegalKind = keyof typeof PAGES

const crumbs = (kind: LegalKind) => [
	{ name: 'Home', path: paths.home },
	{ name: PAGES[kind].title, path: PAGES[kind].path },
]

export function legalMeta(kind: LegalKind, matches: Parameters<typeof siteFrom>[0]) {
	const site = siteFrom(matches)
	const { title, description, path } = PAGES[kind]
	return pageMeta(site, { title, description, path, structuredData: site ? [breadcrumbList(site.siteUrl, crumbs(kind))] : [] })
}

export function LegalRoutePage({ kind }: { kind: LegalKind }) {
	const root = useRouteLoaderData<RootData>('root')!
	const page = PAGES[kind]
	return <LegalPage title={page.title} crumbs={crumbs(kind)} intro={page.intro} sections={page.sections(root)} />
}
