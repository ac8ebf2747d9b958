const EMAIL = /[^\s@/?&=:"<>]+@[^\s@/?&=:"<>]+\.[a-z]{2,}/gi

/** Text with every e-mail address in it masked, for the log. */
export function maskEmails(text: string): string {
	return text.replace(EMAIL, '[e-mail]')
}
