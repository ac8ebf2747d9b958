import { Link } from 'react-router'
import { AccountSubpage } from '~/components/account/account-subpage'
import { MY_APPOINTMENTS_LABEL } from '~/lib/bookings/appointments'
import type { Route } from './+types/account.dogs'
import { DogCard } from '~/components/dogs/dog-card'
import { DogForm } from '~/components/dogs/dog-form'
import { RhythmMailSwitch } from '~/components/dogs/rhythm-mail-switch'
import { FormError } from '~/components/ui/field'
import { failureIn, UNKNOWN_ACTION } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'
import { MAX_SAVED_DOGS, MY_DOGS_LABEL } from '~/lib/dogs/dogs'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { deleteDog, dogsOf, saveDog } from '~/server/dogs/dogs.server'
import { invalid } from '~/server/platform/errors.server'
import { receivesRhythmMail, setRhythmMail } from '~/server/bookings/rhythm.server'
import { handleAction } from '~/edge/errors.server'
import { readPosted } from '~/edge/forms.server'
import { requireUser, signedInMiddleware } from '~/edge/guards.server'
import { redirectWithToast } from '~/edge/toast.server'

/** The actor is built and checked once for every page and action below this route. */
export const middleware: Route.MiddlewareFunction[] = [signedInMiddleware]

/**
 * The account's dogs and whether it gets the rhythm mails; `?bewerken=<id>` puts one of them in the
 * form (another account's id edits nothing).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const actor = await requireUser({ request, context })
	const [dogs, rhythmMail] = await Promise.all([dogsOf(actor), receivesRhythmMail(actor)])
	const editing = new URL(request.url).searchParams.get('bewerken')
	return { dogs, rhythmMail, editing: dogs.find((dog) => String(dog.id) === editing) ?? null }
}

/**
 * Adds, edits or deletes one of the account's own dogs, or turns the rhythm mails on or off. A refusal stays on the page with what was
 * posted; a dog that is not the account's is answered as not found (404).
 */
export async function action({ request, context }: Route.ActionArgs) {
	const actor = await requireUser({ request, context })
	const { entries, values } = await readPosted(request)
	return handleAction(
		async () => {
			if (values.intent === 'save') {
				const dog = await saveDog(actor, entries)
				const title = values.dogId ? 'Hond bijgewerkt' : 'Hond toegevoegd'
				return redirectWithToast(paths.accountDogs, { title, description: `${dog.name} staat in ${MY_DOGS_LABEL}.` })
			}
			if (values.intent === 'delete') {
				const name = await deleteDog(actor, entries)
				return redirectWithToast(paths.accountDogs, {
					title: 'Hond verwijderd',
					description: `${name} staat niet meer in ${MY_DOGS_LABEL}.`,
				})
			}
			if (values.intent === 'rhythmMail') {
				const on = await setRhythmMail(actor, entries)
				return redirectWithToast(paths.accountDogs, {
					title: on ? 'Herinneringen aan' : 'Herinneringen uit',
					description: on
						? 'We mailen je als het volgens het ritme van je hond weer tijd is voor de trimsalon.'
						: 'Je krijgt geen herinneringen voor de trimbeurt meer.',
				})
			}
			throw invalid(UNKNOWN_ACTION)
		},
		{ intent: values.intent, values },
	)
}

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFrom(matches), {
		title: MY_DOGS_LABEL,
		description: 'Je honden, om formulieren voor een plekaanvraag of een afspraak snel in te vullen.',
		path: paths.accountDogs,
		noIndex: true,
	})

/** Mijn honden: each saved dog with 'Bewerken' and 'Verwijderen', and the form to add one (or edit the chosen one). */
export default function MyDogsPage({ loaderData, actionData }: Route.ComponentProps) {
	const { dogs, editing, rhythmMail } = loaderData
	const full = dogs.length >= MAX_SAVED_DOGS
	const failure = failureIn(actionData, 'save')
	return (
		<AccountSubpage title={MY_DOGS_LABEL}>
			<p className="mt-2 text-slate-700">
				Bewaar je honden één keer; bij een afspraak of een plekaanvraag kies je dan je hond en vullen we de gegevens voor je in. Je
				afspraken met je honden staan in{' '}
				<Link to={paths.accountAppointments} className="font-medium text-brand-700 underline">
					{MY_APPOINTMENTS_LABEL}
				</Link>
				. Alleen jij ziet deze lijst.
			</p>
			<div className="mt-6">
				<FormError message={failureIn(actionData, 'delete')?.message} />
			</div>
			{dogs.length ? (
				<ul className="mt-6 space-y-4" aria-label={MY_DOGS_LABEL}>
					{dogs.map((dog) => (
						<li key={dog.id}>{editing?.id === dog.id ? <DogForm dog={dog} failure={failure} /> : <DogCard dog={dog} />}</li>
					))}
				</ul>
			) : (
				<p className="mt-6 text-slate-700">Je hebt nog geen honden bewaard.</p>
			)}
			<div className="mt-10">
				{editing ? null : full ? (
					<p className="text-slate-700">
						Je hebt {MAX_SAVED_DOGS} honden bewaard, het maximum. Verwijder eerst een hond om er een toe te voegen.
					</p>
				) : (
					<DogForm key={dogs.length} dog={null} failure={failure} />
				)}
			</div>
			<div className="mt-10">
				<RhythmMailSwitch on={rhythmMail} error={failureIn(actionData, 'rhythmMail')?.message} />
			</div>
		</AccountSubpage>
	)
}
