import { useId } from 'react'
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError } from '~/components/ui/field'
import { RHYTHM_MAIL_DAYS_BEFORE } from '~/lib/bookings/rhythm'

/**
 * 'Herinneringen voor de trimbeurt': whether the account gets a mail a few days before a dog's
 * rhythm comes round after a visit, and the one button that turns it the other way.
 */
export function RhythmMailSwitch({ on, error }: { on: boolean; error: string | undefined }) {
	const headingId = useId()
	return (
		<section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 p-6">
			<h2 id={headingId} className="text-xl font-semibold">
				Herinneringen voor de trimbeurt
			</h2>
			<p className="mt-2 text-slate-700">
				{on
					? `Aan. Heeft een hond een vast ritme, dan mailen we je ${RHYTHM_MAIL_DAYS_BEFORE} dagen voordat het na een afspraak via deze site weer tijd is, met een paar vrije tijden bij dezelfde salon. Heb je al een nieuwe afspraak gemaakt, dan mailen we niet.`
					: 'Uit. Je krijgt geen mail als het volgens het ritme van je hond weer tijd is voor de trimsalon.'}
			</p>
			<Form method="post" className="mt-4">
				<FormError message={error} />
				<input type="hidden" name="intent" value="rhythmMail" />
				<input type="hidden" name="on" value={on ? 'false' : 'true'} />
				<Button type="submit" variant="secondary">
					{on ? 'Herinneringen uitzetten' : 'Herinneringen aanzetten'}
				</Button>
			</Form>
		</section>
	)
}
