/**
 * The site's one time zone: times are stored as instants and shown, and a salon's opening hours read,
 * as clock times here (summer and winter time included).
 */
export const TIME_ZONE = 'Europe/Amsterdam'
