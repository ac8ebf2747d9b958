// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
	type Histogram = { average: number; p50: number; p90: number; p99: number; max: number }
	/** requests.total: how many requests were answered in the run. */
	type Counted = Histogram & { total: number }
	export type Result = {
		requests: Counted
		latency: Histogram
		throughput: Histogram
		errors: number
		timeouts: number
		non2xx: number
		duration: number
	}
	type Options = {
		url: string
		connections?: number
		duration?: number
		/** Stop after this many requests instead of after `duration`. */
		amount?: number
		headers?: Record<string, string>
		/** A sequence of requests each connection sends in turn (method, path, setupRequest, onResponse…). */
		requests?: object[]
	}
	export default function autocannon(options: Options): Promise<Result>
}

// autocannon's queue of requests awaiting their answers; addBody appends a chunk to an answer's body text.
declare module 'autocannon/lib/pipelinedRequestsQueue.js' {
	export default class PipelinedRequestsQueue {
		addBody(data: Buffer): void
	}
}
