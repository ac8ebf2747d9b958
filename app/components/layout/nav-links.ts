import { paths } from '~/lib/common/paths'
export const MAIN_LINKS = [
	{ to: paths.home, label: 'Home' },
	{ to: paths.directory, label: 'Trimsalons' },
	{ to: paths.cities, label: 'Steden' },
	{ to: paths.contact, label: 'Contact' },
	{ to: paths.bookingSoftware, label: 'Boekingssysteem voor hondentrimsalons' },
] as const

/** The footer's popular cities: a fixed list, not the busiest cities. */
export const FOOTER_CITIES = [
	{ slug: 'amsterdam', name: 'Amsterdam' },
	{ slug: 'rotterdam', name: 'Rotterdam' },
	{ slug: 'utrecht', name: 'Utrecht' },
	{ slug: 'groningen', name: 'Groningen' },
	{ slug: 'eindhoven', name: 'Eindhoven' },
] as const
