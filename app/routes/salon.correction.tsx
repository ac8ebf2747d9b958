import type { Route } from './+types/salon.correction'
import { CorrectionForm } from '~/components/reviews/correction-form'
import { formValues } from '~/lib/common/forms'
import { pageMeta, siteFrom } from '~/lib/seo/meta'
import { correctionPath, paths } from '~/lib/common/paths'
import { REVIEW_LABELS } from '~/lib/reviews/reviews'
import { correctionSchema, TRAP_FIELD } from '~/lib/reviews/schema'
import { actorOf } from '~/edge/guards.server'
import { correctionTarget, submitCorrection } from '~/server/corrections/corrections.server'
import { handleAction, handleLoader } from '~/edge/errors.server'
import { parseInput } from '~/server/platform/input.server'
import { redirectWithToast } from '~/edge/toast.server'
import { BackToSalon } from '~/components/salon/back-to-salon'

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const actor = await actorOf({ request, context })
	return { salon: await handleLoader(() => correctionTarget(actor, { slugOrId: params.slugOrId })) }
}

const THANKS = { title: 'Dank je wel voor je correctie', description: 'Een beheerder bekijkt wat je hebt doorgegeven.' }

/** Anyone (signed in or not) reports what is wrong; a filled honeypot is answered as sent and dropped. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const posted = formValues(await request.formData().catch(() => new FormData()))
	const { kind = '', note = '', email = '' } = posted
	return handleAction(
		async () => {
			const actor = await actorOf({ request, context })
			const salon = await correctionTarget(actor, { slugOrId: params.slugOrId })
			if (posted[TRAP_FIELD]?.trim()) return redirectWithToast(salon.path, THANKS)
			const input = parseInput(posted, correctionSchema)
			await submitCorrection(actor, { ...input, slugOrId: params.slugOrId })
			return redirectWithToast(salon.path, THANKS)
		},
		{ values: { kind, note, email } },
	)
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
	pageMeta(siteFrom(matches), {
		title: loaderData ? `${REVIEW_LABELS.correction}: ${loaderData.salon.name}` : REVIEW_LABELS.correction,
		description: 'Meld een fout in de gegevens van een trimsalon.',
		path: loaderData ? correctionPath(loaderData.salon) : paths.directory,
		noIndex: true,
	})

export default function SalonCorrection({ loaderData, actionData }: Route.ComponentProps) {
	const { salon } = loaderData
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<BackToSalon path={salon.path} name={salon.name} />
			<h1 className="mt-4 text-3xl font-bold text-slate-900">
				{REVIEW_LABELS.correction}: {salon.name}
			</h1>
			<p className="mt-2 text-slate-700">
				Is de salon gesloten of verhuisd, of klopt een gegeven niet? Laat het ons weten; een beheerder bekijkt elke correctie, en de
				eigenaar van een geclaimde salon krijgt bericht.
			</p>
			<div className="mt-8">
				<CorrectionForm result={actionData} />
			</div>
		</div>
	)
}
