import { defineConfig } from '@playwright/test'

// Workers inherit the environment of the main process, so they all see the same port. It lies below
// Linux's ephemeral ports (32768 and up), which any outgoing connection (the server's own to
// PostgreSQL among them) may hold when the server starts listening.
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 12_000))
const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	workers: 2,
	forbidOnly: Boolean(process.env.CI),
	reporter: 'list',
	// The longest flows (add, edit, assign and delete a listing) take 25-30 s while two workers, the
	// server and PostgreSQL share two cores; past the limit a half-finished flow leaves its data behind.
	timeout: 60_000,
	expect: { timeout: 10_000 },
	use: {
		baseURL,
		locale: 'nl-NL',
		timezoneId: 'Europe/Amsterdam',
		// A trace is recorded for every test and dropped when it passes: a fifth of the run's time (measured on
		// two cores). CI keeps no artifacts, so there it is not recorded; the error and its page snapshot remain.
		trace: process.env.CI ? 'off' : 'retain-on-failure',
		launchOptions: {
			// Debian's headless shell of Chromium (apt: chromium-headless-shell), the build Playwright itself runs
			// headless: the same Blink and V8 without the desktop browser around them, a third less CPU for this
			// suite than the full browser in headless mode (107 s → 72 s on a subset, 376 s → 214 s in all).
			// Playwright never downloads a browser here; CHROMIUM_PATH=/usr/bin/chromium for --headed or --ui.
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
	webServer: {
		command: 'node tests/e2e/server.ts',
		url: `${baseURL}/healthz`,
		timeout: 180_000,
		reuseExistingServer: false,
		stdout: 'ignore',
		stderr: 'pipe',
		env: {
			PORT: String(port),
			HOST: '127.0.0.1',
			SITE_URL: baseURL,
			NODE_ENV: 'test',
			// One process: a page written on one worker and read on another could beat the change feed by a millisecond.
			WEB_CONCURRENCY: '1',
			DATA_DIR: `build/e2e-data-${port}`,
			LOG_LEVEL: 'warn',
			// Password hashes at a test cost (refused unless NODE_ENV=test): every test signs up or in.
			PASSWORD_HASH_COST: '4',
			// Counts reach the dashboard a second after the beacon instead of five: the statistics test waits for them.
			STATS_FLUSH_SECONDS: '1',
		},
	},
})
