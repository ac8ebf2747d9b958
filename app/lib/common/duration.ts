/** '45 minuten', '1 uur', '1 uur en 15 minuten', '2 uur en 30 minuten'. */
export function formatDuration(minutes: number): string {
	const hours = Math.floor(minutes / 60)
	const rest = minutes % 60
	if (hours === 0) return `${rest} minuten`
	return rest === 0 ? `${hours} uur` : `${hours} uur en ${rest} minuten`
}
