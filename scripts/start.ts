/**
 * `npm start`: builds the app when the build is missing or older than the sources, then serves it.
 * The server runs in this same process, so signals sent to it reach the server directly. It runs as
 * compiled by the build (build/server.js), so the workers it starts run no TypeScript.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The build's last step writes the server. */
const BUILD_MARKER = 'build/server.js'
const SOURCES = [
	'app',
	'public',
	'content',
	'server.ts',
	'cluster.ts',
	'package.json',
	'package-lock.json',
	'vite.config.ts',
	'react-router.config.ts',
]

function newestMtime(entry: string): number {
	if (!existsSync(entry)) return 0
	const stat = statSync(entry)
	if (!stat.isDirectory()) return stat.mtimeMs
	return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

const builtAt = existsSync(BUILD_MARKER) ? statSync(BUILD_MARKER).mtimeMs : 0
if (Math.max(...SOURCES.map(newestMtime)) > builtAt) {
	console.log('Building the app (sources changed since the last build)…')
	const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' })
	if (result.status !== 0) process.exit(result.status ?? 1)
}

await import(pathToFileURL(path.resolve(BUILD_MARKER)).href)
