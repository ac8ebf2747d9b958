/**
 * Asks `probe` again every `intervalMs` until it answers something other than undefined, null or false,
 * and answers that. A probe that throws has not succeeded yet (a server still starting refuses the
 * connection). After `timeoutMs` it throws, naming `what` and the last error. The one wait in the tests:
 * they wait for a condition, never for a fixed time.
 */
export async function waitFor<T>(
	what: string,
	probe: () => T | Promise<T>,
	{ timeoutMs = 5_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<Exclude<T, undefined | null | false>> {
	const deadline = Date.now() + timeoutMs
	let last = ''
	for (;;) {
		try {
			const value = await probe()
			if (value !== undefined && value !== null && value !== false) return value as Exclude<T, undefined | null | false>
		} catch (error) {
			last = ` (last: ${String(error)})`
		}
		if (Date.now() >= deadline) throw new Error(`${what}: not within ${timeoutMs} ms${last}`)
		await new Promise((resolve) => setTimeout(resolve, intervalMs))
	}
}
