import type { ReactNode } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { paths } from '~/lib/common/paths'

/** The page a link in an alert mail opens: what happened, and the way back to the directory. */
export function AlertNotice({ title, children }: { title: string; children: ReactNode }) {
	return (
		<div className="mx-auto max-w-2xl px-4 py-16">
			<h1 className="text-3xl font-bold text-slate-900">{title}</h1>
			<div className="mt-4 space-y-3 text-slate-700">{children}</div>
			<p className="mt-8">
				<Link to={paths.directory} className="font-medium text-brand-700 underline">
					Naar alle trimsalons
				</Link>
			</p>
		</div>
	)
}

/** A confirm or renew link whose subscription is gone (or that never was one). */
export function DeadLinkNotice({ children }: { children: ReactNode }) {
	return (
		<AlertNotice title="Deze link werkt niet meer">
			<p>{children}</p>
		</AlertNotice>
	)
}

/**
 * The button of a mail's link page: the link itself only shows this page, so a mail scanner that
 * opens every link confirms, renews or ends nothing; the person's click posts.
 */
export function AlertLinkButton({ label }: { label: string }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	return (
		<Form method="post" className="pt-2">
			<Button type="submit" disabled={pending}>
				{pending ? 'Bezig...' : label}
			</Button>
		</Form>
	)
}
