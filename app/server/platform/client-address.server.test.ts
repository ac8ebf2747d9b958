import { describe, expect, it } from 'vitest'
import { clientKey } from './client-address.server'

describe('clientKey', () => {
	it('counts an IPv4 client by its address, also when written as IPv6', () => {
		expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
		expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
	})

	it('counts an IPv6 client by its /64, however the address is written', () => {
		const key = clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')
		expect(key).toBe('2001:db8:1:2::/64')
		expect(clientKey('2001:0db8:0001:0002::1')).toBe(key)
		expect(clientKey('2001:db8:1:2::ffff')).toBe(key)
		expect(clientKey('2001:db8:1:3::1')).not.toBe(key)
		expect(clientKey('::1')).toBe('0:0:0:0::/64')
		expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	})

	it('counts an IPv6 client by its /48 where asked, and IPv4 the same either way', () => {
		const key = clientKey('2001:db8:1:2::1', 48)
		expect(key).toBe('2001:db8:1::/48')
		expect(clientKey('2001:db8:1:ffff:1::1', 48)).toBe(key)
		expect(clientKey('2001:db8:2::1', 48)).not.toBe(key)
		expect(clientKey('203.0.113.7', 48)).toBe('203.0.113.7')
	})

	it('passes anything else through unchanged', () => {
		expect(clientKey('unknown')).toBe('unknown')
	})
})
