/** A loopback address: 127.0.0.0/8, ::1, or an IPv4 loopback written as IPv6 (::ffff:127.x). */
export function isLoopback(address: string | undefined): boolean {
	if (!address) return false
	const ip = address.replace(/^::ffff:/i, '')
	return ip === '::1' || ip === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ip)
}
