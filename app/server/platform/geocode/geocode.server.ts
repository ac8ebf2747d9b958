import { config } from '../config.server'
import { logger } from '../logger.server'
import { withinLimit } from '../rate-limit.server'
import { geocodeAnswers } from './answers.server'
import { createGeocoder, type Geocoder, type GeocoderDeps } from './geocoder.server'
import { createRemoteGeocoder } from './remote.server'

/** What the directory itself knows of places (its cities, its salons' postcodes): the offline answers. */
export type KnownPlaces = Pick<GeocoderDeps, 'findCity' | 'postcodeAreas' | 'findPostcode'>

let knownPlaces: KnownPlaces | undefined
let instance: Geocoder | undefined

/** Gives the geocoder the directory's places, at start-up: they are the salons' data, which the platform cannot import. */
export function connectKnownPlaces(places: KnownPlaces) {
	knownPlaces = places
	instance = undefined
}

/**
 * The app's geocoder: offline by default, PDOK or Nominatim by GEOCODER (cached in the database,
 * and limited per client by `RATE_LIMITS.geocode`).
 */
export function geocoder(): Geocoder {
	if (instance) return instance
	if (!knownPlaces) throw new Error('the geocoder knows no places: call connectKnownPlaces at start-up')
	const { GEOCODER, GEOCODER_URL } = config()
	const remote = GEOCODER === 'offline' ? undefined : createRemoteGeocoder(GEOCODER, GEOCODER_URL)
	instance = createGeocoder({
		remote,
		cache: { get: geocodeAnswers.get, set: (key, hit) => geocodeAnswers.set(key, hit, GEOCODER) },
		...knownPlaces,
		withinLimit: (client) => withinLimit('geocode', client),
		warn: (details, message) => logger.warn(details, message),
	})
	return instance
}
