import { escapeHtml } from './html'
import { citySlug } from './slug'

/** A city as lists show it: the derived slug and number of salons (groomer_count), and a photo or the placeholder. */
export type CityTile = { id: number; name: string; slug: string; photo: string; salonCount: number }

/** The placeholder the city picker starts on; it cannot be sent. */
const CITY_PICKER_PLACEHOLDER = 'Selecteer een stad'

/**
 * The city picker's options as HTML, the placeholder first and chosen, one per city name with its
 * slug as the value. The picker renders this one string instead of 150 option elements that React
 * would render and hydrate on every request.
 */
export function cityOptionsHtml(names: readonly string[]): string {
	const options = names.map((name) => `<option value="${escapeHtml(citySlug(name))}">${escapeHtml(name)}</option>`)
	return `<option value="" disabled="" selected="">${CITY_PICKER_PLACEHOLDER}</option>${options.join('')}`
}
