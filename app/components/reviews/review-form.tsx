import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { CONTROL, FieldError, FormError, TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { formatDutchMonth } from '~/lib/common/dutch-date'
import { failureIn, formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'
import { REVIEW_LABELS, REVIEW_MAX, SCORES } from '~/lib/reviews/reviews'
import { reviewSchema } from '~/lib/reviews/schema'

type Own = { score: number; body: string; visitMonth: string; authorName: string } | null

/** Bones as a radio group labelled 'Score': a real radio per score, so keyboard and screen readers work as usual. */
function ScoreField({ value, error }: { value?: string; error?: string }) {
	const id = useId()
	return (
		<div>
			<p id={id} className="mb-1 block text-sm font-medium text-slate-800">
				{REVIEW_LABELS.score}
			</p>
			<div role="radiogroup" aria-labelledby={id} aria-describedby={error ? `${id}-error` : undefined} className="flex flex-wrap gap-2">
				{SCORES.map((score) => (
					<label
						key={score}
						className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
					>
						<input type="radio" name="score" value={score} defaultChecked={value === String(score)} />
						{score === 1 ? '1 botje' : `${score} botjes`}
					</label>
				))}
			</div>
			<FieldError id={id} error={error} />
		</div>
	)
}

/** Writing or editing one's review: score, experience, month of the visit, the first name shown. */
export function ReviewForm({
	own,
	months,
	suggestedName,
	result,
}: {
	own: Own
	months: string[]
	suggestedName: string
	result: ActionFailure | undefined
}) {
	const busy = useNavigation().state === 'submitting'
	const failure = failureIn(result, 'save')
	const { errors, onSubmit, onChange } = useSchemaValidation(reviewSchema, failure?.fields)
	const value = (name: string, fallback?: string | number) =>
		postedValue(failure?.values, name) ?? (fallback === undefined ? undefined : String(fallback))
	const monthId = useId()
	const message = formMessage(failure)
	return (
		<Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
			<input type="hidden" name="intent" value="save" />
			<FormError message={message} />
			<ScoreField value={value('score', own?.score)} error={errors.score} />
			<TextAreaField
				label={REVIEW_LABELS.text}
				name="body"
				rows={7}
				maxLength={REVIEW_MAX}
				defaultValue={value('body', own?.body)}
				error={errors.body}
				hint="Minimaal 20 en maximaal 2000 tekens. Vertel wat er goed ging en wat beter kan."
			/>
			<div>
				<label htmlFor={monthId} className="mb-1 block text-sm font-medium text-slate-800">
					Maand van je bezoek
				</label>
				<select id={monthId} name="visitMonth" className={CONTROL} defaultValue={value('visitMonth', own?.visitMonth) ?? months[0]}>
					{months.map((month) => (
						<option key={month} value={month}>
							{formatDutchMonth(month)}
						</option>
					))}
				</select>
				{errors.visitMonth ? (
					<p className="mt-1 text-sm text-red-700" role="alert">
						{errors.visitMonth}
					</p>
				) : null}
			</div>
			<TextField
				label="Je voornaam"
				name="authorName"
				autoComplete="given-name"
				defaultValue={value('authorName', own?.authorName ?? suggestedName)}
				error={errors.authorName}
				hint="Alleen je voornaam staat bij je beoordeling."
			/>
			<Button type="submit" disabled={busy}>
				{own ? 'Beoordeling bijwerken' : 'Beoordeling plaatsen'}
			</Button>
		</Form>
	)
}

/** The author's own delete button. */
export function DeleteReviewForm() {
	return (
		<Form method="post">
			<input type="hidden" name="intent" value="delete" />
			<Button type="submit" variant="secondary">
				Beoordeling verwijderen
			</Button>
		</Form>
	)
}

/** What the author sees of a review an admin removed: that it stays removed, and why. No form to edit or delete it. */
export function RemovedReview({ reason }: { reason: string | null }) {
	return (
		<Alert tone="info" title="Een beheerder heeft je beoordeling van deze salon verwijderd.">
			{reason ? <p>De reden: {reason}</p> : null}
			<p className="mt-1">
				Ben je het er niet mee eens? Laat het ons weten via het{' '}
				<Link to={paths.contact} className="underline">
					contactformulier
				</Link>
				.
			</p>
		</Alert>
	)
}
