import { config } from '../config.server'
import { logger } from '../logger.server'
import { withinLimit } from '../rate-limit.server'
import { createGeocoder, type Geocoder } from './geocoder.server'
import { findCity, findPostcode, geocodeAnswers, postcodeAreas } from './offline.server'
import { createRemoteGeocoder } from './remote.server'

let instance: Geocoder | undefined

/**
 * The app's geocoder: offline by default, PDOK or Nominatim by GEOCODER (cached in the database,
 * and limited per client by `RATE_LIMITS.geocode`).
 */
export function geocoder(): Geocoder {
	if (instance) return instance
	const { GEOCODER, GEOCODER_URL } = config()
	const remote = GEOCODER === 'offline' ? undefined : createRemoteGeocoder(GEOCODER, GEOCODER_URL)
	instance = createGeocoder({
		remote,
		cache: { get: geocodeAnswers.get, set: (key, hit) => geocodeAnswers.set(key, hit, GEOCODER) },
		findCity,
		postcodeAreas,
		findPostcode,
		withinLimit: (client) => withinLimit('geocode', client),
		warn: (details, message) => logger.warn(details, message),
	})
	return instance
}
