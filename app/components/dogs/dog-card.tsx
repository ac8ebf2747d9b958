import { useId } from 'react'
import { Form, Link } from 'react-router'
import { Button, buttonClass } from '~/components/ui/button'
import { COAT_TYPE_LABELS } from '~/lib/dogs/coats'
import { paths } from '~/lib/common/paths'
import { weightText, type SavedDog } from '~/lib/dogs/dogs'
import { rhythmText } from '~/lib/dogs/rhythm'

/**
 * A saved dog's facts with 'Bewerken' (the same page with the dog in the form) and 'Verwijderen',
 * which opens a confirmation first: a native disclosure, so it works by keyboard and without JavaScript.
 */
export function DogCard({ dog }: { dog: SavedDog }) {
	const headingId = useId()
	return (
		<article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-5">
			<h2 id={headingId} className="text-lg font-semibold text-slate-900">
				{dog.name}
			</h2>
			<p className="mt-1 text-slate-700">
				{dog.breed} · {weightText(dog.weightKg)} · {COAT_TYPE_LABELS[dog.coat]}
			</p>
			<p className="mt-1 text-slate-700">
				<span className="font-medium">Naar de trimsalon:</span> {rhythmText(dog.rhythmWeeks).toLowerCase()}
			</p>
			{dog.notes ? (
				<p className="mt-2 whitespace-pre-line text-sm text-slate-700">
					<span className="font-medium">Notitie voor de trimmer:</span> {dog.notes}
				</p>
			) : null}
			<div className="mt-4 flex flex-wrap items-start gap-3">
				<Link to={{ pathname: paths.accountDogs, search: `?bewerken=${dog.id}` }} preventScrollReset className={buttonClass('secondary')}>
					Bewerken<span className="sr-only"> {dog.name}</span>
				</Link>
				<details className="group">
					<summary className={buttonClass('secondary', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
						Verwijderen<span className="sr-only"> {dog.name}</span>
					</summary>
					<Form method="post" className="mt-3 space-y-3 rounded-lg bg-red-50 p-4">
						<input type="hidden" name="intent" value="delete" />
						<input type="hidden" name="dogId" value={dog.id} />
						<p className="text-sm text-red-900">
							Weet je zeker dat je {dog.name} wilt verwijderen? Aanvragen en afspraken met {dog.name} blijven bestaan.
						</p>
						<Button type="submit" variant="danger">
							Ja, verwijder {dog.name}
						</Button>
					</Form>
				</details>
			</div>
		</article>
	)
}
