export const MAIN_LINKS = [
	{ to: '/', label: 'Home' },
	{ to: '/directory', label: 'Trimsalons' },
	{ to: '/cities', label: 'Steden' },
	{ to: '/contact', label: 'Contact' },
	{ to: '/hondentrimboek', label: 'Boekingssysteem voor hondentrimsalons' },
] as const

/** The footer's popular cities: a fixed list (spec section 2), not the busiest cities. */
export const FOOTER_CITIES = [
	{ slug: 'amsterdam', name: 'Amsterdam' },
	{ slug: 'rotterdam', name: 'Rotterdam' },
	{ slug: 'utrecht', name: 'Utrecht' },
	{ slug: 'groningen', name: 'Groningen' },
	{ slug: 'eindhoven', name: 'Eindhoven' },
] as const
