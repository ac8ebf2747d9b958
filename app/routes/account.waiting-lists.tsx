import { Form, Link } from 'react-router'
import { AccountSubpage } from '~/components/account/account-subpage'
import { Button } from '~/components/ui/button'
import type { Route } from './+types/account.waiting-lists'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { paths } from '~/lib/common/paths'
import { WAITING_LIST_LABEL } from '~/lib/bookings/waiting-list'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { leaveWaitingList, myWaitingLists } from '~/server/bookings/waiting-list.server'
import { actAndReturn } from '~/edge/act.server'
import { invalid } from '~/server/platform/errors.server'
import { readForm } from '~/edge/forms.server'
import { UNKNOWN_ACTION } from '~/lib/common/forms'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	return { entries: await myWaitingLists(await requireUser({ request, context })) }
}

/** 'Van de wachtlijst af': only the account's own entry; a time offered to it goes to the next in line. */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const posted = await readForm(request)
	return actAndReturn(
		paths.accountWaitingLists,
		(reason) => ({ title: 'Niet van de wachtlijst af', description: reason }),
		async () => {
			if (posted.intent !== 'leave') throw invalid(UNKNOWN_ACTION)
			const left = await leaveWaitingList(actor, posted)
			return { title: 'Van de wachtlijst af', description: `Je staat niet meer op de wachtlijst van ${left.salonName}.` }
		},
		{ policyInPlace: true },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: WAITING_LIST_LABEL,
		description: 'De wachtlijsten van trimsalons waarop je staat, en eraf gaan.',
		path: paths.accountWaitingLists,
		noIndex: true,
	})

/** Mijn wachtlijsten: each entry in the order joined, with a time held for it now, and 'Van de wachtlijst af'. */
export default function MyWaitingListsPage({ loaderData }: Route.ComponentProps) {
	const { entries } = loaderData
	return (
		<AccountSubpage title={WAITING_LIST_LABEL}>
			{entries.length ? (
				<ul className="mt-8 space-y-6">
					{entries.map((entry) => (
						<li key={entry.id} className="rounded-lg border border-slate-200 p-4">
							<h2 className="text-lg font-semibold text-slate-900">
								<Link to={entry.salon.path} className="text-brand-700 underline">
									{entry.salon.name}
								</Link>
							</h2>
							<p className="mt-1 text-slate-700">
								{entry.treatment} voor {entry.dogName}; op de wachtlijst sinds {entry.since}.
							</p>
							<p className="text-sm text-slate-700">Wensen: {entry.wishes}</p>
							{entry.offer ? (
								<p className="mt-2 rounded bg-brand-50 p-2 text-sm text-slate-900">
									Er staat een tijd voor je klaar: {entry.offer.when}. Boek hem met de link in je e-mail, vóór {entry.offer.deadline}.
								</p>
							) : null}
							<Form method="post" className="mt-3">
								<input type="hidden" name="entryId" value={entry.id} />
								<Button type="submit" name="intent" value="leave" variant="secondary">
									Van de wachtlijst af
								</Button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-8 text-slate-700">
					Je staat op geen enkele wachtlijst. Op de pagina &lsquo;Afspraak maken&rsquo; van een trimsalon kies je na je hond en de
					behandeling &lsquo;Zet me op de wachtlijst&rsquo;.{' '}
					<Link to={paths.directory} className="font-medium text-brand-700 underline">
						Trimsalons zoeken
					</Link>
				</p>
			)}
		</AccountSubpage>
	)
}
