import { Link } from 'react-router'
import { SalonGrid } from '~/components/salon/salon-card'
import { ResultsOrderLink } from '~/components/search/results-order-link'
import { Alert } from '~/components/ui/alert'
import { countLabel } from '~/lib/common/dutch-number'
import { paths } from '~/lib/common/paths'
import type { SalonPage } from '~/server/search/search.server'

const SKELETON_CARDS = 6

function ResultHeading({ location, total, place }: { location: string; total: number; place?: { label: string; radius: number } }) {
	return (
		<div>
			<h2 className="text-xl font-semibold" data-testid="result-heading">
				{location
					? `${countLabel(total, 'trimsalon', 'trimsalons')} gevonden voor "${location}"`
					: countLabel(total, 'trimsalon', 'trimsalons')}
			</h2>
			{place ? (
				<p className="mt-1 text-sm text-slate-600">
					Binnen {place.radius} km van {place.label}, dichtstbijzijnde eerst.
				</p>
			) : null}
			<ResultsOrderLink />
		</div>
	)
}

function EmptyState() {
	return (
		<div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
			<h2 className="text-xl font-semibold">Geen trimmers gevonden</h2>
			<p className="mt-2 text-slate-600">Probeer andere zoektermen of bekijk alle trimsalons.</p>
			<Link to={paths.directory} className="mt-4 inline-block font-medium text-brand-700 underline">
				Bekijk alle trimsalons
			</Link>
		</div>
	)
}

function LoadFailure() {
	return (
		<div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-4 text-red-800">
			<p className="font-semibold">De trimsalons konden niet worden geladen</p>
			<p>Probeer het later opnieuw.</p>
		</div>
	)
}

/**
 * The directory's list: its heading (or why it could not be loaded), the notice about the location,
 * and the salons or the empty state; placeholders while the next search loads.
 */
export function DirectoryResults({ location, result, loading }: { location: string; result: SalonPage; loading: boolean }) {
	return (
		<div className="mt-8 space-y-6">
			{result.failed ? <LoadFailure /> : <ResultHeading location={location} total={result.total} place={result.place} />}
			{result.notice ? <Alert tone="warning">{result.notice}</Alert> : null}
			{loading ? (
				<SalonGrid salons={[]} loading skeletons={SKELETON_CARDS} />
			) : result.salons.length ? (
				<SalonGrid salons={result.salons} skeletons={SKELETON_CARDS} firstScreen requestPicker />
			) : result.failed ? null : (
				<EmptyState />
			)}
		</div>
	)
}
