/** One text message to one Dutch mobile number (E.164, +316…). */
export type SmsMessage = { to: string; body: string }

/** Sends text messages; the real provider and the demo outbox both implement it. */
export type SmsProvider = {
	name: string
	send(message: SmsMessage): Promise<{ id: string }>
}
