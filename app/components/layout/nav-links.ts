import { paths } from '~/lib/common/paths'
import { MY_APPOINTMENTS_LABEL } from '~/lib/bookings/appointments'
import { MY_DOGS_LABEL } from '~/lib/dogs/dogs'
export const MAIN_LINKS = [
	{ to: paths.home, label: 'Home' },
	{ to: paths.directory, label: 'Trimsalons' },
	{ to: paths.cities, label: 'Steden' },
	{ to: paths.contact, label: 'Contact' },
	{ to: paths.bookingSoftware, label: 'Boekingssysteem voor hondentrimsalons' },
] as const

/** What a signed-in dog owner looks for in the phone's menu: their appointments and their dogs. */
export const DOG_OWNER_LINKS = [
	{ to: paths.accountAppointments, label: MY_APPOINTMENTS_LABEL },
	{ to: paths.accountDogs, label: MY_DOGS_LABEL },
] as const

/** The footer's popular cities: a fixed list, not the busiest cities. */
export const FOOTER_CITIES = [
	{ slug: 'amsterdam', name: 'Amsterdam' },
	{ slug: 'rotterdam', name: 'Rotterdam' },
	{ slug: 'utrecht', name: 'Utrecht' },
	{ slug: 'groningen', name: 'Groningen' },
	{ slug: 'eindhoven', name: 'Eindhoven' },
] as const
