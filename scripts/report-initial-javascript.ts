/**
 * The last step of `npm run build`: each page route's initial JavaScript (gzipped) and number of
 * files, largest first, so that every change shows what it costs a first visit.
 */
import { gzippedBytes, initialFiles, readManifest } from './initial-javascript.ts'

const manifest = readManifest()
// Resource routes (feeds, JSON, redirects) load no JavaScript: only routes with a component count.
const pages = Object.entries(manifest.routes).filter(([id, route]) => id !== 'root' && route.hasDefaultExport)
const rows = pages
	.map(([id]) => {
		const files = initialFiles(manifest, id)
		return { id, files: files.length, kb: gzippedBytes(files) / 1024 }
	})
	.sort((a, b) => b.kb - a.kb)
console.log('\nInitial JavaScript per page route (gzipped, level 9):')
for (const { id, files, kb } of rows) console.log(`  ${id.padEnd(40)} ${kb.toFixed(1).padStart(6)} KB  ${String(files).padStart(3)} files`)
