// Browser-only: uPlot draws on a canvas. Imported on the dashboard only, after the page is shown.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'

const HALF_DAY_S = 43_200
const SHADE = 'rgba(245, 158, 11, 0.18)'
const LINE = '#0f766e'
const DATE = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: 'UTC' })

export type ChartInput = { days: string[]; values: number[]; bands: [number, number][]; label: string }

/** Draws one figure per day into `element`, with the featured days shaded; returns the clean-up. */
export function drawStatisticsChart(element: HTMLElement, { days, values, bands, label }: ChartInput): () => void {
	const xs = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000)
	const chart = new uPlot(
		{
			width: Math.max(element.clientWidth, 280),
			height: 220,
			legend: { show: false },
			cursor: { drag: { x: false, y: false } },
			scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
			axes: [{ values: (_u, splits) => splits.map((s) => DATE.format(new Date(s * 1000))) }, {}],
			series: [{}, { label, stroke: LINE, width: 2, fill: 'rgba(15, 118, 110, 0.08)' }],
			hooks: {
				drawClear: [
					(u) => {
						const { ctx, bbox } = u
						ctx.save()
						ctx.fillStyle = SHADE
						for (const [first, last] of bands) {
							const left = u.valToPos(xs[first]! - HALF_DAY_S, 'x', true)
							const right = u.valToPos(xs[last]! + HALF_DAY_S, 'x', true)
							ctx.fillRect(left, bbox.top, right - left, bbox.height)
						}
						ctx.restore()
					},
				],
			},
		},
		[xs, values],
		element,
	)
	return () => chart.destroy()
}
