/**
 * `npm test`: every check, in the least time on two cores. The type check runs beside lint and build
 * (each of them keeps one core busy); Vitest and Playwright, which keep every core busy, run alone
 * after them. A phase run beside another shows its output whole once it ends, so outputs never
 * interleave. The first phase that fails stops the others, and the run ends with exit code 1.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

type Phase = { name: string; command: string }

const BESIDE_EACH_OTHER: Phase[] = [
	{ name: 'typecheck', command: 'npm run typecheck' },
	{ name: 'lint, build', command: 'npm run lint && npm run build' },
]
const ONE_AT_A_TIME: Phase[] = [
	{ name: 'vitest', command: 'vitest run' },
	{ name: 'playwright', command: 'playwright test' },
]

// As under `npm run`, also when started as `node scripts/test.ts`.
const env = { ...process.env, PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}` }
const running = new Set<ChildProcess>()
let stopping = false

class PhaseFailed extends Error {}

/** Runs a phase in a process group of its own (so that stopping it stops what it started); `shown` streams its output, else it is printed at the end. */
function run(phase: Phase, shown: boolean): Promise<void> {
	const started = performance.now()
	const child = spawn(phase.command, { shell: true, env, detached: true, stdio: shown ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
	running.add(child)
	let output = ''
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	if (shown) console.log(`\n› ${phase.name}: ${phase.command}`)
	return new Promise((resolve, reject) => {
		child.on('close', (code, signal) => {
			running.delete(child)
			// Stopped because another phase failed or the run was interrupted: that one tells why.
			if (stopping) return resolve()
			if (!shown) process.stdout.write(`\n› ${phase.name}: ${phase.command}\n${output}`)
			const seconds = ((performance.now() - started) / 1000).toFixed(1)
			if (code === 0) {
				console.log(`✓ ${phase.name} (${seconds} s)`)
				resolve()
			} else {
				console.log(`✗ ${phase.name} failed with ${signal ?? `exit code ${code}`} (${seconds} s)`)
				reject(new PhaseFailed(phase.name))
			}
		})
	})
}

/** Stops every phase still running; the run then ends with exit code 1. */
function stopAll(signal: NodeJS.Signals = 'SIGTERM') {
	stopping = true
	for (const child of running) {
		try {
			process.kill(-child.pid!, signal)
		} catch {
			// The group has ended already.
		}
	}
}

process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))

try {
	await Promise.all(
		BESIDE_EACH_OTHER.map((phase) =>
			run(phase, false).catch((error: unknown) => {
				stopAll()
				throw error
			}),
		),
	)
	for (const phase of ONE_AT_A_TIME) if (!stopping) await run(phase, true)
} catch (error) {
	if (!(error instanceof PhaseFailed)) throw error
	process.exitCode = 1
}
if (stopping) process.exitCode = 1
