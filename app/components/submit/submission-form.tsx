import { useEffect, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { TagInput } from '~/components/forms/tag-input'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { TextAreaField, TextField } from '~/components/ui/field'
import { showToast } from '~/components/ui/toast-area'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { postedValue, type ActionFailure } from '~/lib/common/forms'
import {
	SUBMISSION_HONEYPOT,
	SUBMISSION_LABELS,
	submissionSchema,
	submissionToast,
	serviceTags,
	type FormToast,
	type SubmissionField,
} from '~/lib/submissions/schema'

const FAILURE_TITLE = 'Fout bij verzenden'

/** The toast for a refusal: the field's own title, or the spec's failure title for anything else. */
function refusalToast(refusal: ActionFailure): FormToast {
	return refusal.fields ? submissionToast(refusal.fields) : { title: FAILURE_TITLE, description: refusal.message }
}

/**
 * The salon submission form. The same schema as the action checks it before posting and shows the
 * first problem as a toast; without JavaScript the server's answer is shown in the page.
 */
export function SubmissionForm({ refusal }: { refusal: ActionFailure | undefined }) {
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting'
	const { errors, onSubmit } = useSchemaValidation(submissionSchema, refusal?.fields, {
		onInvalid: (found) => showToast({ ...submissionToast(found), variant: 'destructive' }),
	})

	useEffect(() => {
		if (refusal) showToast({ ...refusalToast(refusal), variant: 'destructive' })
	}, [refusal])

	const field = (name: SubmissionField, required = false) => ({
		name,
		label: required ? <Required label={SUBMISSION_LABELS[name]} /> : SUBMISSION_LABELS[name],
		defaultValue: postedValue(refusal?.values, name),
		error: errors[name],
		'aria-required': required || undefined,
	})

	return (
		<Form method="post" noValidate onSubmit={onSubmit} className="space-y-8">
			{refusal ? (
				<Alert tone="error" title={refusalToast(refusal).title}>
					{refusal.message}
				</Alert>
			) : null}
			<p className="text-sm text-slate-600">Velden met een sterretje (*) zijn verplicht.</p>
			<Fieldset legend="Je trimsalon">
				<TextField {...field('businessName', true)} autoComplete="organization" />
				<TextField {...field('address', true)} autoComplete="street-address" hint="Straat en huisnummer" />
				<div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
					<TextField {...field('postalCode')} autoComplete="postal-code" />
					<TextField {...field('city', true)} autoComplete="address-level2" />
				</div>
				<div className="grid gap-5 sm:grid-cols-2">
					<TextField {...field('phone')} type="tel" autoComplete="tel" />
					<TextField {...field('website')} type="url" inputMode="url" placeholder="www.jouwtrimsalon.nl" />
				</div>
			</Fieldset>
			<Fieldset legend="Jouw gegevens">
				<div className="grid gap-5 sm:grid-cols-2">
					<TextField {...field('ownerName', true)} autoComplete="name" />
					<TextField
						{...field('email', true)}
						type="email"
						autoComplete="email"
						hint="Hiermee koppel je later je account aan de vermelding."
					/>
				</div>
			</Fieldset>
			<Fieldset legend="Je vermelding">
				<TextField {...field('summary')} hint="Eén zin over je salon, voor in de zoekresultaten." />
				<TextAreaField {...field('description')} rows={5} />
				<TagInput
					label={SUBMISSION_LABELS.services_nl}
					name="services_nl"
					defaultTags={serviceTags(refusal?.values?.services_nl)}
					normalize={serviceTags}
					hint="Typ een dienst en druk op Enter of Toevoegen; klik op een dienst om hem te verwijderen."
					error={errors.services_nl}
				/>
				<TextAreaField
					{...field('openingHours')}
					rows={7}
					placeholder={'maandag: 09:00 - 17:00\nzondag: Gesloten'}
					hint="Eén regel per dag, bijvoorbeeld 'maandag: 09:00 - 17:00' of 'zondag: Gesloten'."
				/>
				<TextAreaField {...field('pricingInfo')} rows={3} />
				<TextAreaField {...field('message')} rows={3} hint="Iets wat ons team moet weten bij het beoordelen." />
			</Fieldset>
			{/* Honeypot: out of sight and out of the tab order; only bots fill it. */}
			<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
				<label htmlFor="submission-fax">Laat dit veld leeg</label>
				<input id="submission-fax" name={SUBMISSION_HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
			</div>
			<Button type="submit" disabled={sending} className="w-full sm:w-auto">
				{sending ? 'Verzenden...' : 'Aanmelding versturen'}
			</Button>
		</Form>
	)
}

function Required({ label }: { label: string }) {
	return (
		<>
			{label} <span aria-hidden="true">*</span>
		</>
	)
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
	return (
		<fieldset className="space-y-5">
			<legend className="mb-2 text-lg font-semibold text-slate-900">{legend}</legend>
			{children}
		</fieldset>
	)
}
