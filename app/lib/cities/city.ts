import { escapeHtml } from '../common/html'
import { citySlug } from '../salons/slug'

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
	// Every page with the picker asks for the same list until a city changes: the last answer is kept.
	if (!lastOptions || !sameNames(names, lastOptions.names)) {
		const options = names.map((name) => `<option value="${escapeHtml(citySlug(name))}">${escapeHtml(name)}</option>`)
		lastOptions = {
			names: [...names],
			html: `<option value="" disabled="" selected="">${CITY_PICKER_PLACEHOLDER}</option>${options.join('')}`,
		}
	}
	return lastOptions.html
}

let lastOptions: { names: readonly string[]; html: string } | undefined

const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, i) => name === b[i])
