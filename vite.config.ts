import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// React, React DOM and React Router (with scheduler, cookie and set-cookie-parser, which they
// import) load on every page, so they ship as one chunk: split in five, as the bundler chooses on
// its own, they compress 3 kB worse and cost five requests. '$initial' keeps the group to what the
// entry imports statically, so nothing loaded on demand is pulled into the first load.
const framework = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	resolve: { alias: { '~': path.resolve(import.meta.dirname, 'app') } },
	environments: {
		client: {
			build: {
				// A module loaded on demand (the alert form, the map, the chart, a form's schema) fetches what it
				// imports as it reads it. Vite's default first adds a preload link for each of its chunks: 15 ms
				// of DOM work on a phone while the page comes to life, for modules that load after it anyway.
				modulePreload: false,
				rolldownOptions: {
					output: {
						// The framework runs almost whole while a page comes to life: V8's compile hint has the browser compile
						// it at once, on a background thread while it loads, not function by function on the main thread.
						postBanner: (chunk) => (chunk.name === 'framework' ? '//# allFunctionsCalledOnLoad' : ''),
						codeSplitting: {
							groups: [
								{ name: 'framework', test: framework, tags: ['$initial'] },
								// zod in a chunk of its own: left to the bundler, it shared one with small modules every page
								// imports (paths, the statistics beacon's names), so pages without a form loaded it too.
								{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
							],
						},
					},
				},
			},
		},
		// Every server process keeps its code's text in memory: without the doc comments and escaped to
		// ASCII, V8 holds it at one byte a character (a single '€' made it hold all 1.1 MB at two).
		ssr: { build: { rolldownOptions: { output: { charset: 'ascii', comments: { legal: true, annotation: true, jsdoc: false } } } } },
	},
})
