import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
	resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
		globalSetup: ['tests/setup/global-database.ts'],
		setupFiles: ['tests/setup/fail-on-console-error.ts'],
		testTimeout: 30_000,
		hookTimeout: 120_000,
	},
})
