import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'

/** The page the cancel link of a booking mail opens: what happened, and the way to Mijn afspraken. */
export function CancelLinkNotice({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="mx-auto max-w-2xl px-4 py-16">
			<h1 className="text-3xl font-bold text-slate-900">{title}</h1>
			<div className="mt-4 space-y-3 text-slate-700">{children}</div>
			<p className="mt-8">
				<Link to={paths.accountAppointments} className="font-medium text-brand-700 underline">
					Naar Mijn afspraken
				</Link>
			</p>
		</div>
	)
}

/** 'Afspraak annuleren': a post, so a mail scanner that opens the link cancels nothing. */
export function CancelAppointmentButton() {
	const pending = useNavigation().state === 'submitting'
	return (
		<Form method="post" className="pt-2">
			<Button type="submit" variant="danger" disabled={pending}>
				{pending ? 'Bezig...' : 'Afspraak annuleren'}
			</Button>
		</Form>
	)
}
