import { config, type Config } from '~/server/platform/config.server'

/**
 * Runs `work` with some settings changed, as a server started with them would read them, and puts
 * them back afterwards. For settings read at request time (demo mode, phone sign-in).
 */
export async function withConfig<T>(changes: Partial<Config>, work: () => Promise<T>): Promise<T> {
	const current = config() as Record<string, unknown>
	const saved = Object.fromEntries(Object.keys(changes).map((key) => [key, current[key]]))
	Object.assign(current, changes)
	try {
		return await work()
	} finally {
		Object.assign(current, saved)
	}
}
