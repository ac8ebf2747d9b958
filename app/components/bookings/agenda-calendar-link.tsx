import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { AgendaFormFields, SECTION } from './agenda-form'

/** 'Agenda in je eigen agenda-app': the private feed's URL to copy, and a new one that ends the old. */
export function CalendarLink({ salonId, feedUrl }: { salonId: number; feedUrl: string | null }) {
	return (
		<section aria-labelledby="agenda-app" className={SECTION}>
			<h3 id="agenda-app" className="text-xl font-semibold">
				Agenda in je eigen agenda-app
			</h3>
			<p className="text-sm text-slate-700">
				Abonneer je in Google Agenda, Apple Agenda of Outlook op deze link; je afspraken verschijnen dan vanzelf. Houd de link geheim: wie
				hem heeft, ziet je afspraken (zonder contactgegevens van je klanten).
			</p>
			{feedUrl ? (
				<TextField label="Link naar je agenda" name="feedUrl" readOnly value={feedUrl} onFocus={(event) => event.currentTarget.select()} />
			) : null}
			<Form method="post">
				<AgendaFormFields intent="calendar" salonId={salonId} />
				<Button type="submit" variant={feedUrl ? 'secondary' : 'primary'}>
					{feedUrl ? 'Nieuwe link maken' : 'Link maken'}
				</Button>
			</Form>
			{feedUrl ? <p className="text-sm text-slate-600">Een nieuwe link maken zet de oude link uit.</p> : null}
		</section>
	)
}
