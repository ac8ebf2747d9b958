import { useId } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextAreaField, TextField } from '~/components/ui/field'
import { formatDutchDate } from '~/lib/common/dutch-date'
import { answerLine, PLACE_ANSWER_LABELS, PLACE_ANSWERS, PLACE_REQUEST_STATUS_LABELS } from '~/lib/place-requests/place-requests'
import type { InboxEntry } from '~/server/place-requests/read.server'
import { ContactCard, WishLines } from './contact-card'

const dateOf = (value: Date | string) => formatDutchDate(new Date(value).toISOString())

/** The answer buttons: room (with an optional proposal or 'bel me'), the waiting list (with weeks), no room. */
function AnswerForm({ entry }: { entry: InboxEntry }) {
	return (
		<Form method="post" className="space-y-4 rounded-lg bg-slate-50 p-4">
			<input type="hidden" name="intent" value="answer" />
			<input type="hidden" name="answerId" value={entry.answerId} />
			<div className="grid gap-4 sm:grid-cols-2">
				<TextField
					label="Voorgestelde dag en tijd (bij 'Ik heb plek')"
					name="proposal"
					maxLength={100}
					hint="Bijvoorbeeld: dinsdag 10 december, 10:00."
				/>
				<TextField
					label="Verwachte wachttijd in weken (bij 'Wachtlijst')"
					name="waitingWeeks"
					type="number"
					inputMode="numeric"
					min={0}
					max={52}
					hint="'Wachtlijst' zet de hond nergens op: de hondeneigenaar hoort dat je nu geen plek hebt en wanneer je weer plek verwacht."
				/>
			</div>
			<label className="flex items-center gap-2 text-sm">
				<input type="checkbox" name="callMe" className="size-4" />
				Laat de hondeneigenaar mij bellen om de afspraak te maken (bij 'Ik heb plek')
			</label>
			<div className="flex flex-wrap gap-2">
				{PLACE_ANSWERS.map((answer) => (
					<Button key={answer} type="submit" name="answer" value={answer} variant={answer === 'plek' ? 'primary' : 'secondary'}>
						{PLACE_ANSWER_LABELS[answer]}
					</Button>
				))}
			</div>
		</Form>
	)
}

/** The note under the answer, and 'Meld misbruik': only while the owner still owns the salon. */
function OwnerForms({ entry }: { entry: InboxEntry }) {
	return (
		<>
			{entry.given ? (
				<Form method="post" className="space-y-2">
					<input type="hidden" name="intent" value="note" />
					<input type="hidden" name="answerId" value={entry.answerId} />
					<TextAreaField
						label="Bericht aan de hondeneigenaar"
						name="note"
						rows={2}
						maxLength={500}
						defaultValue={entry.note ?? ''}
						hint="De hondeneigenaar leest dit bij je antwoord onder Mijn aanvragen."
					/>
					<Button type="submit" variant="secondary">
						Bericht opslaan
					</Button>
				</Form>
			) : null}
			<Form method="post">
				<input type="hidden" name="intent" value="report" />
				<input type="hidden" name="answerId" value={entry.answerId} />
				{entry.reported ? (
					<p className="text-sm text-slate-600">Je hebt deze aanvraag gemeld.</p>
				) : (
					<button type="submit" className="text-sm font-medium text-red-700 underline hover:text-red-800">
						Meld misbruik
					</button>
				)}
			</Form>
		</>
	)
}

/**
 * One request to one of the owner's salons: the dog, the wish, the place; then the answer, a note, and
 * the contact once accepted. Read-only once the salon passed to another owner.
 */
export function InboxCard({ entry }: { entry: InboxEntry }) {
	const headingId = useId()
	const open = entry.status === 'open'
	const status = entry.acceptedHere
		? 'Je aanbod is geaccepteerd'
		: entry.filledElsewhere
			? 'Plek gevonden bij een andere trimsalon'
			: PLACE_REQUEST_STATUS_LABELS[entry.status]
	return (
		<article aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
			<header>
				<h3 id={headingId} className="text-lg font-semibold text-slate-900">
					{entry.dogName} <span className="font-normal text-slate-600">voor {entry.salonName}</span>
				</h3>
				<p className="text-sm text-slate-600">
					Ontvangen op {dateOf(entry.createdAt)} · {status}
					{open ? ` tot ${dateOf(entry.expiresAt)}` : ''}
				</p>
			</header>
			<WishLines lines={entry.lines} className="text-sm text-slate-800" />
			{entry.given ? (
				<p className="text-sm">
					<span className="font-semibold">Jouw antwoord:</span> {answerLine(entry.given)}
				</p>
			) : open && entry.current ? (
				<AnswerForm entry={entry} />
			) : null}
			{entry.contact ? <ContactCard title="Contactgegevens van de hondeneigenaar" contact={entry.contact} /> : null}
			{entry.current ? (
				<OwnerForms entry={entry} />
			) : (
				<p className="text-sm text-slate-600">Je beheert deze trimsalon niet meer; je kunt op deze aanvraag niet meer reageren.</p>
			)}
		</article>
	)
}
