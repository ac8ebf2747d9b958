/**
 * Run by `npm run bench` on its data folder: how long the search queries themselves take (median
 * and slowest of 20 runs each), without HTTP, rendering or the memo of public data: radius searches,
 * a name search, a city, and two in the order 'Eerst vrij'.
 */
import { actorWith } from '~/server/accounts/actor.server'
import { boot } from '~/server/boot.server'
import { publicData } from '~/server/platform/cache.server'
import { searchSalons } from '~/server/search/search.server'
import { directorySalons } from '~/server/workflows/first-free.server'
import { NO_FILTERS } from '~/lib/search/search-params'

const booted = await boot()
await booted.ready
type Search = { location: string; radius: number; filters?: typeof NO_FILTERS }
/** In the order 'Eerst vrij' for a medium dog: the bookable salons' first free times computed anew (their memo forgotten too). */
const soonest = (search: Search): Search => ({ ...search, filters: { ...NO_FILTERS, firstFree: 'middel' } })
const SEARCHES: [string, Search][] = [
	['radius 10 km around 1012 (Amsterdam)', { location: '1012', radius: 10 }],
	['radius 10 km around 1012, Eerst vrij', soonest({ location: '1012', radius: 10 })],
	['radius 50 km around 3511 (Utrecht)', { location: '3511', radius: 50 }],
	['radius 5 km around 9711 (Groningen)', { location: '9711', radius: 5 }],
	['place: Rotterdam', { location: 'Rotterdam', radius: 10 }],
	['name: trimsalon', { location: 'trimsalon', radius: 10 }],
	['all salons, Eerst vrij', soonest({ location: '', radius: 10 })],
]
console.log(`\n${'search query'.padEnd(40)} ${'median ms'.padStart(10)} ${'max ms'.padStart(8)} ${'total'.padStart(8)}`)
for (const [name, input] of SEARCHES) {
	const times: number[] = []
	let total = 0
	for (let run = 0; run < 21; run++) {
		// The queries themselves: what pages read is not answered from memory here.
		publicData.forget()
		const started = performance.now()
		const read = input.filters?.firstFree ? directorySalons : searchSalons
		total = (await read(actorWith(null), { ...input, page: 1 })).total
		// The first run warms the caches and is not counted.
		if (run > 0) times.push(performance.now() - started)
	}
	times.sort((a, b) => a - b)
	console.log(
		`${name.padEnd(40)} ${times[10]!.toFixed(1).padStart(10)} ${times.at(-1)!.toFixed(1).padStart(8)} ${String(total).padStart(8)}`,
	)
}
await booted.stop()
process.exit(0)
