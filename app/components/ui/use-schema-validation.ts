import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors, formEntries, type FieldErrors } from '~/lib/common/forms'

/** A form's schema, or a loader of it: a form on a page read far more often than it is sent loads its schema (and zod) once it is used. */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>)

/**
 * The one browser side of a form: the action's own zod schema checks the fields before posting and
 * blocks the post when they fail, focusing the first field with a problem; after a failed attempt it
 * re-checks while the user types. Without JavaScript the server's answer (`serverErrors`) is shown.
 * A new server answer replaces the browser's messages.
 *
 * With a loader, the schema loads when the form is first focused; a post before it has arrived waits
 * for it and is then sent again. A schema that cannot load leaves the check to the server.
 */
export function useSchemaValidation(
	source: SchemaSource,
	serverErrors: FieldErrors | undefined,
	options: { onInvalid?: (errors: FieldErrors) => void } = {},
) {
	const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null)
	useEffect(() => setClientErrors(null), [serverErrors])
	const loaded = useRef<z.ZodType | 'unavailable' | undefined>(typeof source === 'function' ? undefined : source)
	const loading = useRef<Promise<unknown> | undefined>(undefined)

	function load() {
		if (typeof source !== 'function' || loaded.current) return Promise.resolve()
		loading.current ??= source().then(
			(schema) => (loaded.current = schema),
			() => (loaded.current = 'unavailable'),
		)
		return loading.current
	}

	const check = (form: HTMLFormElement) => {
		const schema = loaded.current
		if (!schema || schema === 'unavailable') return {}
		const result = schema.safeParse(formEntries(new FormData(form)))
		return result.success ? {} : fieldErrors(result.error)
	}

	function onSubmit(event: FormEvent<HTMLFormElement>) {
		if (!loaded.current) {
			event.preventDefault()
			const form = event.currentTarget
			const submitter = (event.nativeEvent as SubmitEvent).submitter
			void load().then(() => form.requestSubmit(submitter))
			return
		}
		const found = check(event.currentTarget)
		setClientErrors(found)
		const first = Object.keys(found)[0]
		if (!first) return
		event.preventDefault()
		options.onInvalid?.(found)
		event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
	}

	function onChange(event: FormEvent<HTMLFormElement>) {
		if (clientErrors) setClientErrors(check(event.currentTarget))
	}

	return { errors: clientErrors ?? serverErrors ?? {}, onSubmit, onChange, onFocus: () => void load() }
}
