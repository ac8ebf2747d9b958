import { useEffect, useId, useState } from 'react'
import { CONTROL, describedBy, FieldShell } from '~/components/ui/field'
import { SERIES_COUNT, SERIES_WEEKS } from '~/lib/bookings/series'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index)
const WEEK_CHOICES = range(SERIES_WEEKS.min, SERIES_WEEKS.max)
const COUNT_CHOICES = range(SERIES_COUNT.min, SERIES_COUNT.max)
/** The number of appointments offered first: the chosen time and two more. */
const DEFAULT_COUNT = '3'

/**
 * 'Herhalen' under the free times, for a client the salon knows: 'Niet herhalen' or every N weeks,
 * and how many appointments in all. `onRepeat` hears whether a repeat is chosen (the page then asks
 * 'Data bekijken' before anything is booked). Without JavaScript both selects show; once the page
 * runs, the number shows only while a repeat is chosen.
 */
export function RepeatFields(props: {
	everyWeeks: string | undefined
	count: string | undefined
	errors: { everyWeeks?: string; count?: string }
	onRepeat: (repeating: boolean) => void
}) {
	const weeksId = useId()
	const countId = useId()
	const [hydrated, setHydrated] = useState(false)
	const [repeating, setRepeating] = useState(Boolean(props.everyWeeks))
	useEffect(() => setHydrated(true), [])
	return (
		<div className="grid gap-4 sm:grid-cols-2">
			<FieldShell id={weeksId} label="Herhalen" error={props.errors.everyWeeks} className="">
				<select
					id={weeksId}
					name="everyWeeks"
					defaultValue={props.everyWeeks ?? ''}
					className={CONTROL}
					aria-invalid={props.errors.everyWeeks ? true : undefined}
					aria-describedby={describedBy(weeksId, props.errors.everyWeeks)}
					onChange={(event) => {
						setRepeating(event.target.value !== '')
						props.onRepeat(event.target.value !== '')
					}}
				>
					<option value="">Niet herhalen</option>
					{WEEK_CHOICES.map((weeks) => (
						<option key={weeks} value={weeks}>
							Elke {weeks} weken
						</option>
					))}
				</select>
			</FieldShell>
			{repeating || !hydrated ? (
				<FieldShell id={countId} label="Aantal afspraken (in totaal)" error={props.errors.count} className="">
					<select
						id={countId}
						name="count"
						defaultValue={props.count ?? DEFAULT_COUNT}
						className={CONTROL}
						aria-invalid={props.errors.count ? true : undefined}
						aria-describedby={describedBy(countId, props.errors.count)}
					>
						{COUNT_CHOICES.map((count) => (
							<option key={count} value={count}>
								{count} afspraken
							</option>
						))}
					</select>
				</FieldShell>
			) : null}
		</div>
	)
}
