import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SERVER = import.meta.dirname

function walk(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const full = path.join(dir, name)
		return statSync(full).isDirectory() ? [full, ...walk(full)] : [full]
	})
}

describe('the layout of app/server', () => {
	const entries = walk(SERVER).map((full) => path.relative(SERVER, full))
	const folders = new Set(entries.filter((entry) => statSync(path.join(SERVER, entry)).isDirectory()))
	const files = entries.filter((entry) => !folders.has(entry))

	it('ends every file in .server.ts, which keeps it out of the browser bundle', () => {
		expect(files.filter((file) => !/\.server(\.test)?\.ts$/.test(file))).toEqual([])
	})

	it('puts no file beside a folder of the same name: a domain lives in its folder', () => {
		const beside = files.filter((file) => folders.has(file.replace(/\.server(\.test)?\.ts$/, '')))
		expect(beside).toEqual([])
	})

	it('keeps only the composition root and the cross-domain modules at the top', () => {
		const top = files.filter((file) => !file.includes(path.sep) && !file.endsWith('.test.ts'))
		expect(top.sort()).toEqual(['boot.server.ts', 'public-change.server.ts', 'retention.server.ts'])
	})
})

describe('the edge and the serving machinery', () => {
	it.each(['edge', 'serving'])('app/%s holds only .server.ts files, out of the browser bundle', (folder) => {
		const dir = path.join(SERVER, '..', folder)
		expect(walk(dir).filter((file) => !/\.server(\.test)?\.ts$/.test(file))).toEqual([])
	})
})
