/**
 * The key that rate limits count a client by. An IPv4 address is one client; an IPv6 client gets a
 * whole /64 from its provider and can pick any address in it, so the /64 prefix is the client. Where
 * abuse costs money (text messages), a /48 is one client: what a provider gives a site or a business.
 */
export function clientKey(address: string, ipv6Prefix: 48 | 64 = 64): string {
	const ip = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1')
	if (!isIPv6(ip)) return ip
	return `${expandIPv6(ip)
		.slice(0, ipv6Prefix / 16)
		.join(':')}::/${ipv6Prefix}`
}

/** The eight groups of an IPv6 address, without leading zeros ('2001:db8::1' → 2001,db8,0,0,0,0,0,1). */
function expandIPv6(ip: string): string[] {
	const [head = '', tail = ''] = ip.split('%')[0]!.split('::')
	const left = head ? head.split(':') : []
	const right = ip.includes('::') ? (tail ? tail.split(':') : []) : []
	const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0')
	return [...left, ...(ip.includes('::') ? zeros : []), ...right].map((group) => (Number.parseInt(group, 16) || 0).toString(16))
}

function isIPv6(address: string): boolean {
	return /^[0-9a-f:]+(%\w+)?$/i.test(address) && address.split(':').length > 2
}
