import { useEffect, useRef } from 'react'
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { FormError, TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { failureIn, formMessage, postedValue, type ActionFailure } from '~/lib/common/forms'
import { CONTACT_MESSAGES, contactSchema, HONEYPOT_FIELD } from '~/lib/contact/schema'

/**
 * The contact form. Without JavaScript it posts and the server answers with messages; with it,
 * the same schema checks the fields first, and after an attempt re-checks them while typing.
 */
export function ContactForm({ result }: { result: { ok: true } | ActionFailure | undefined }) {
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const formRef = useRef<HTMLFormElement>(null)
	const failure = failureIn(result)
	const { errors, onSubmit, onChange } = useSchemaValidation(contactSchema, failure?.fields)

	useEffect(() => {
		if (result?.ok) formRef.current?.reset()
	}, [result])

	const message = formMessage(failure)
	const value = (name: string) => postedValue(failure?.values, name)

	return (
		<Form method="post" ref={formRef} noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-5">
			<div role="status">
				{result?.ok ? <p className="rounded-lg bg-green-50 p-4 font-medium text-green-800">{CONTACT_MESSAGES.success}</p> : null}
			</div>
			<FormError message={message} />
			<div className="grid gap-5 sm:grid-cols-2">
				<TextField label="Naam" name="name" autoComplete="name" defaultValue={value('name')} error={errors.name} />
				<TextField label="E-mailadres" name="email" type="email" autoComplete="email" defaultValue={value('email')} error={errors.email} />
			</div>
			<TextField label="Onderwerp" name="subject" defaultValue={value('subject')} error={errors.subject} />
			<TextAreaField label="Bericht" name="message" rows={7} defaultValue={value('message')} error={errors.message} />
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
