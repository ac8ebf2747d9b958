import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import type { FieldErrors } from '~/lib/forms'
import { CONTACT_MESSAGES, contactSchema, HONEYPOT_FIELD } from '~/lib/schemas/contact'

type Values = Partial<Record<'name' | 'email' | 'subject' | 'message', string>>

/** What the contact action answers (the shape of ContactResult in contact.server.ts). */
export type ContactFormResult =
	{ status: 'sent' } | { status: 'invalid'; errors: FieldErrors; values: Values } | { status: 'rate-limited' | 'failed'; values: Values }

/**
 * The contact form. Without JavaScript it posts and the server answers with messages; with it,
 * the same schema checks the fields first, and after an attempt re-checks them while typing.
 */
export function ContactForm({ result }: { result: ContactFormResult | undefined }) {
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const formRef = useRef<HTMLFormElement>(null)
	const { errors, onSubmit, onChange } = useSchemaValidation(contactSchema, result?.status === 'invalid' ? result.errors : undefined)

	useEffect(() => {
		if (result?.status === 'sent') formRef.current?.reset()
	}, [result])

	const values = result && result.status !== 'sent' ? result.values : {}

	return (
		<Form method="post" ref={formRef} noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
			<div role="status">
				{result?.status === 'sent' ? (
					<p className="rounded-lg bg-green-50 p-4 font-medium text-green-800">{CONTACT_MESSAGES.success}</p>
				) : null}
			</div>
			{result?.status === 'failed' || result?.status === 'rate-limited' ? (
				<p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-800">
					{result.status === 'failed' ? CONTACT_MESSAGES.failure : CONTACT_MESSAGES.rateLimited}
				</p>
			) : null}
			<div className="grid gap-5 sm:grid-cols-2">
				<TextField label="Naam" name="name" autoComplete="name" defaultValue={values.name} error={errors.name} />
				<TextField label="E-mailadres" name="email" type="email" autoComplete="email" defaultValue={values.email} error={errors.email} />
			</div>
			<TextField label="Onderwerp" name="subject" defaultValue={values.subject} error={errors.subject} />
			<TextAreaField label="Bericht" name="message" rows={7} defaultValue={values.message} error={errors.message} />
			{/* Honeypot: out of sight and out of the tab order; only bots fill it. */}
			<div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
				<label htmlFor="contact-website">Laat dit veld leeg</label>
				<input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
			</div>
			<Button type="submit" disabled={sending} className="w-full sm:w-auto">
				{sending ? 'Verzenden...' : 'Verzenden'}
			</Button>
		</Form>
	)
}
