import { availableParallelism } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
	resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
		globalSetup: ['tests/setup/global-database.ts'],
		setupFiles: ['tests/setup/fresh-process-state.ts', 'tests/setup/fail-on-console-error.ts'],
		// Files run one after another in a worker without loading the app's modules again (313 s → about 245 s for
		// the suite on two cores); fresh-process-state.ts starts each file as a fresh process would.
		isolate: false,
		// Password hashes at a test cost (refused unless NODE_ENV=test): the tests sign in thousands of times.
		env: { PASSWORD_HASH_COST: '4' },
		// Vitest's default (a core less than the machine has) would run one file at a time on two cores, while
		// most files spend much of their time waiting on PostgreSQL or a server process of their own: three
		// files at once keep two cores busy (12% sooner than two, no sooner with four).
		maxWorkers: Math.max(3, availableParallelism() - 1),
		testTimeout: 30_000,
		hookTimeout: 120_000,
	},
})
