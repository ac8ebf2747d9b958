/** '1 trimsalon', '0 trimsalons', '1.234 trimsalons': a count (Dutch thousands separator) with the singular or plural noun. */
export function countLabel(count: number, singular: string, plural: string): string {
	return `${formatCount(count)} ${Math.round(count) === 1 ? singular : plural}`
}

/** A decimal in Dutch notation, with a comma: 3.7 → '3,7' (one decimal unless asked otherwise). */
export function formatDecimal(value: number, digits = 1): string {
	return value.toFixed(digits).replace('.', ',')
}

/** A whole count with the Dutch thousands separator: 1234567 → '1.234.567', the same on server and browser. */
export function formatCount(count: number): string {
	return String(Math.round(count)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}
