import { formValues } from '~/lib/forms'

/** The posted form as strings; a body that is no form at all reads as empty, never as a 500. */
export async function readForm(request: Request): Promise<Record<string, string>> {
	try {
		return formValues(await request.formData())
	} catch {
		return {}
	}
}
