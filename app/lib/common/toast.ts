/** A message for the toast area; the server sends it through the flash cookie, the root shows it. */
export type Toast = {
	id: string
	title: string
	description?: string
	variant?: 'default' | 'destructive'
}
