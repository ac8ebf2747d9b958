/** Starts the production build on a fresh data folder, so every browser-test run begins from the demo data. */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

rmSync(process.env.DATA_DIR ?? 'build/e2e-data', { recursive: true, force: true })
await import(pathToFileURL(path.resolve('build/server.js')).href)
