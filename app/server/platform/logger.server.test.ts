import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleError } from '~/entry.server'
import { errorReason, logger } from './logger.server'

afterEach(() => vi.restoreAllMocks())

describe('what the log may write', () => {
	it('gives an error reason without the e-mail addresses it named', () => {
		const refused = new Error('550 5.1.1 <Iemand.Anders@voorbeeld.nl>: Recipient address rejected', {
			cause: new Error("Can't send mail - all recipients were rejected: 550 <iemand@example.com> unknown"),
		})
		const reason = errorReason(refused)
		expect(reason).toContain('all recipients were rejected')
		expect(reason).not.toMatch(/@/)
	})

	it('logs a failed render without the token or address in its URL', () => {
		const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
		const request = new Request('http://localhost:3000/auth?mode=reset-password&token=GEHEIM-123')
		handleError(new Error('render failed'), { request, params: {}, context: undefined as never })
		handleError(new Error('render failed'), {
			request: new Request('http://localhost:3000/directory?location=wie@example.com'),
			params: {},
			context: undefined as never,
		})
		const written = JSON.stringify(logged.mock.calls)
		expect(logged).toHaveBeenCalledTimes(2)
		expect(written).toContain('/auth?[redacted]')
		expect(written).not.toContain('GEHEIM-123')
		expect(written).not.toContain('wie@example.com')
	})
})
