/** An id, slug or address that names no salon: in a form, a URL or a verb. */
export const SALON_NOT_FOUND = 'Trimsalon niet gevonden'

/** A salon's form (the admin's or the owner's) without a name. */
export const NAME_REQUIRED = 'Naam is verplicht.'
