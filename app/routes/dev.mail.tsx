import type { Route } from './+types/dev.mail'
import { requireDemoMode } from '~/edge/guards.server'
import { clientIpContext } from '~/edge/request-context.server'
import { listOutbox } from '~/server/platform/mail/mail.server'
import { TIME_ZONE } from '~/lib/common/time-zone'

export async function loader({ context }: Route.LoaderArgs) {
	requireDemoMode(context.get(clientIpContext))
	const mails = await listOutbox()
	return { mails: mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() })) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Outbox (ontwikkeling)' }, { name: 'robots', content: 'noindex' }]

/** Splits text into plain parts and clickable links. */
function linkify(text: string) {
	return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, i) =>
		/^https?:\/\//.test(part) ? (
			<a key={i} href={part} className="break-all text-brand-700 underline">
				{part}
			</a>
		) : (
			part
		),
	)
}

export default function DevMail({ loaderData }: Route.ComponentProps) {
	return (
		<section className="mx-auto max-w-4xl px-4 py-10">
			<h1 className="text-2xl font-bold">Outbox</h1>
			<p className="mt-1 text-slate-600">Alle verstuurde e-mails, nieuwste eerst. Alleen zichtbaar buiten productie.</p>
			{loaderData.mails.length === 0 ? <p className="mt-6">Nog geen e-mails.</p> : null}
			<ol className="mt-6 space-y-4">
				{loaderData.mails.map((mail) => (
					<li key={mail.id}>
						<article className="rounded-lg border border-slate-200 p-4" aria-label={mail.subject}>
							<h2 className="font-semibold">{mail.subject}</h2>
							<p className="text-sm text-slate-600">
								Aan: <span data-testid="mail-to">{mail.to}</span> ·{' '}
								{new Date(mail.createdAt).toLocaleString('nl-NL', { timeZone: TIME_ZONE })}
								{mail.sent_at ? ' · afgeleverd' : ' · in de wachtrij'}
								{mail.error ? ` · fout: ${mail.error}` : ''}
							</p>
							<pre className="mt-3 whitespace-pre-wrap font-sans text-sm">{linkify(mail.text)}</pre>
							{mail.attachments?.length ? (
								<ul className="mt-3 text-sm" aria-label="Bijlagen">
									{mail.attachments.map((file) => (
										<li key={file.filename}>
											<a
												className="text-brand-700 underline"
												download={file.filename}
												href={`data:${file.contentType};charset=utf-8,${encodeURIComponent(file.content)}`}
											>
												Bijlage: {file.filename}
											</a>
										</li>
									))}
								</ul>
							) : null}
						</article>
					</li>
				))}
			</ol>
		</section>
	)
}
