import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from './config.server'

describe('parseConfig', () => {
	it('gives defaults for an empty environment', () => {
		const config = parseConfig({})
		expect(config).toMatchObject({
			PORT: 3000,
			DATA_DIR: './data',
			NODE_ENV: 'development',
			SITE_URL: 'http://localhost:3000',
			allowsDemo: true,
		})
	})
	it('treats empty strings as unset', () => {
		expect(parseConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined })
	})
	it('names the variable and the bad value in one line', () => {
		expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError)
		expect(() => parseConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: .*\(got "abc"\)$/)
		expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/)
		expect(() => parseConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/)
	})
	it('accepts a list of trusted proxies and refuses anything else', () => {
		expect(parseConfig({}).TRUST_PROXY).toBe('loopback')
		expect(parseConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8')
		expect(() => parseConfig({ TRUST_PROXY: 'everyone!' })).toThrow(/^Invalid environment variable TRUST_PROXY/)
	})
	it('requires a secret and a site URL in production, and complete Stripe settings', () => {
		expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required when NODE_ENV=production/)
		expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET/)
		const production = parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SITE_URL: 'https://trimsalonwijzer.nl/' })
		expect(production).toMatchObject({ SITE_URL: 'https://trimsalonwijzer.nl', isProduction: true, allowsDemo: false })
	})
	it('takes a password hash cost only in tests, never in production or development', () => {
		const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SITE_URL: 'https://trimsalonwijzer.nl' }
		expect(parseConfig(production).PASSWORD_HASH_COST).toBeUndefined()
		expect(() => parseConfig({ ...production, PASSWORD_HASH_COST: '4' })).toThrow(
			/^Invalid environment variable PASSWORD_HASH_COST: is for tests only/,
		)
		expect(() => parseConfig({ PASSWORD_HASH_COST: '4' })).toThrow(/PASSWORD_HASH_COST: is for tests only/)
		expect(parseConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4)
		expect(() => parseConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '15' })).toThrow(/PASSWORD_HASH_COST/)
	})
	it('keeps demo mode on this machine unless DEMO_MODE=1 says otherwise', () => {
		expect(parseConfig({}).HOST).toBe('127.0.0.1')
		expect(parseConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SITE_URL: 'https://a.nl' }).HOST).toBe('0.0.0.0')
		expect(parseConfig({ HOST: '::1' }).HOST).toBe('::1')
		expect(() => parseConfig({ HOST: '0.0.0.0' })).toThrow(/^Invalid environment variable HOST: would expose demo mode/)
		expect(() => parseConfig({ HOST: '192.168.1.5' })).toThrow(/HOST/)
		expect(parseConfig({ HOST: '0.0.0.0', DEMO_MODE: '1' }).HOST).toBe('0.0.0.0')
		expect(() => parseConfig({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/)
	})
	it('reads bucket photos at S3_PUBLIC_URL, else at the bucket on its endpoint, and needs all of the S3 settings', () => {
		const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'geheim' }
		expect(parseConfig({}).S3_PUBLIC_URL).toBeUndefined()
		expect(parseConfig(s3)).toMatchObject({ S3_BUCKET: 'trimsalon-photos', S3_PUBLIC_URL: 'http://127.0.0.1:9000/trimsalon-photos' })
		expect(parseConfig({ ...s3, S3_PUBLIC_URL: 'https://fotos.example.nl/' }).S3_PUBLIC_URL).toBe('https://fotos.example.nl')
		expect(() => parseConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_ACCESS_KEY_ID: is required/)
	})
	it('names the company behind the site, and marks the demo values as examples', () => {
		expect(parseConfig({}).company).toMatchObject({ kvk: '00000000', isExample: true })
		const real = parseConfig({
			COMPANY_NAME: 'Trim B.V.',
			COMPANY_ADDRESS: 'Markt 1, 3511 AB Utrecht',
			COMPANY_KVK: '12345678',
			COMPANY_VAT: 'NL123456789B01',
		})
		expect(real.company).toEqual({
			name: 'Trim B.V.',
			address: 'Markt 1, 3511 AB Utrecht',
			kvk: '12345678',
			vat: 'NL123456789B01',
			isExample: false,
		})
		expect(() => parseConfig({ COMPANY_KVK: '123' })).toThrow(/COMPANY_KVK/)
	})
})
