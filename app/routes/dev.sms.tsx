import type { Route } from './+types/dev.sms'
import { requireDemoMode } from '~/edge/guards.server'
import { clientIpContext } from '~/edge/request-context.server'
import { listSmsOutbox } from '~/server/platform/sms/send.server'
import { TIME_ZONE } from '~/lib/common/time-zone'

export async function loader({ context }: Route.LoaderArgs) {
	requireDemoMode(context.get(clientIpContext))
	const messages = await listSmsOutbox()
	return {
		messages: messages.map((message) => ({
			id: message.id,
			to: message.to,
			body: message.body,
			createdAt: message.createdAt.toISOString(),
		})),
	}
}

export const meta: Route.MetaFunction = () => [{ title: 'Sms-outbox (ontwikkeling)' }, { name: 'robots', content: 'noindex' }]

export default function DevSms({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="text-2xl font-bold">Sms-outbox</h1>
			<p className="mt-1 text-slate-600">Alle sms-berichten zonder sms-dienst, nieuwste eerst. Alleen zichtbaar buiten productie.</p>
			{loaderData.messages.length === 0 ? <p className="mt-6">Nog geen sms-berichten.</p> : null}
			<ol className="mt-6 space-y-4">
				{loaderData.messages.map((message) => (
					<li key={message.id}>
						<article className="rounded-lg border border-slate-200 p-4" aria-label={`Sms aan ${message.to}`}>
							<p className="text-sm text-slate-600">
								Aan: <span data-testid="sms-to">{message.to}</span> ·{' '}
								{new Date(message.createdAt).toLocaleString('nl-NL', { timeZone: TIME_ZONE })}
							</p>
							<p className="mt-2 whitespace-pre-wrap" data-testid="sms-text">
								{message.body}
							</p>
						</article>
					</li>
				))}
			</ol>
		</section>
	)
}
