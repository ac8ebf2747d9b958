/** Starts the production build on a fresh data folder, so every browser-test run begins from the demo data. */
import { rmSync } from 'node:fs'

rmSync(process.env.DATA_DIR ?? 'build/e2e-data', { recursive: true, force: true })
await import('../../server.ts')
