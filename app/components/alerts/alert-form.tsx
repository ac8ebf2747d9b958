import { useId } from 'react'
import { Link, useFetcher } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { ProofOfWork } from '~/components/ui/proof-of-work'
import { CONTROL, describedBy, FieldShell, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { ALERT_RADIUS_OPTIONS, AREA_ALERT_TITLE, DEFAULT_ALERT_RADIUS, SALON_ALERT_TITLE } from '~/lib/alerts/alerts'
import { formMessage, type ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'

const loadAlertSchema = () => import('~/lib/alerts/schema').then((module) => module.alertSubscribeSchema)

type Props = { className?: string } & ({ salonId: number; defaultPlace?: never } | { salonId?: never; defaultPlace?: string })

/**
 * Asks to be mailed when a salon near a postcode (or this one salon) takes new dogs again. The answer
 * replaces the form: a confirmation link is on its way.
 */
export function AlertForm({ salonId, defaultPlace, className = '' }: Props) {
	const fetcher = useFetcher<{ ok: true; email: string } | ActionFailure>()
	const failure = fetcher.data && !fetcher.data.ok ? fetcher.data : undefined
	// The form sits on the directory, city and salon pages: its schema (with zod and the phone-number rules) loads once it is used.
	const { errors, onSubmit, onChange, onFocus } = useSchemaValidation(loadAlertSchema, failure?.fields)
	const headingId = useId()
	const radiusId = useId()
	const title = salonId === undefined ? AREA_ALERT_TITLE : SALON_ALERT_TITLE
	const done = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data : undefined
	return (
		<section aria-labelledby={headingId} className={`rounded-xl border border-slate-200 bg-white p-6 ${className}`}>
			<h2 id={headingId} className="text-lg font-semibold text-slate-900">
				{title}
			</h2>
			{done ? (
				<div className="mt-3">
					{/* The same answer whether or not this alert was already confirmed (then nothing is sent): it tells nobody what someone else follows. */}
					<Alert tone="success" title="Aanvraag ontvangen">
						Is dit een nieuwe melding, dan krijg je een mail op {done.email} met een link om die te bevestigen. Had je precies deze melding
						al bevestigd, dan loopt die gewoon door en sturen we niets.
					</Alert>
				</div>
			) : (
				<fetcher.Form
					method="post"
					action={paths.alertsSubscribe}
					noValidate
					onSubmit={onSubmit}
					onChange={onChange}
					onFocus={onFocus}
					className="mt-3 space-y-4"
				>
					{formMessage(failure) ? <Alert tone="error">{formMessage(failure)}</Alert> : null}
					{salonId === undefined ? null : <input type="hidden" name="salonId" value={salonId} />}
					<div className="grid gap-4 sm:grid-cols-3">
						<TextField label="Je e-mailadres" name="email" type="email" autoComplete="email" required error={errors.email} />
						{salonId === undefined ? (
							<>
								<TextField label="Postcode of woonplaats" name="place" defaultValue={defaultPlace} required error={errors.place} />
								<FieldShell id={radiusId} label="Straal" error={errors.radius} className="">
									<select
										id={radiusId}
										name="radius"
										defaultValue={String(DEFAULT_ALERT_RADIUS)}
										className={CONTROL}
										aria-invalid={errors.radius ? true : undefined}
										aria-describedby={describedBy(radiusId, errors.radius)}
									>
										{ALERT_RADIUS_OPTIONS.map((km) => (
											<option key={km} value={km}>
												{km} km
											</option>
										))}
									</select>
								</FieldShell>
							</>
						) : null}
					</div>
					<p className="text-sm text-slate-600">
						Je krijgt eerst een mail om te bevestigen. Daarna hooguit één mail per dag, zes maanden lang; met de link in elke mail meld je
						je af. We gebruiken je e-mailadres alleen hiervoor; meer in de{' '}
						<Link to={`${paths.privacy}#meldingen`} className="font-medium text-brand-700 underline">
							privacyverklaring
						</Link>
						.
					</p>
					<ProofOfWork round={fetcher.data} />
					<Button type="submit" disabled={fetcher.state !== 'idle'}>
						{fetcher.state !== 'idle' ? 'Bezig...' : 'Mail me'}
					</Button>
				</fetcher.Form>
			)}
		</section>
	)
}
