import { Form } from 'react-router'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'

/** After a mail went out: what to do next, and (for verification) a way to ask for another link. */
export function MailSent({ title, notice, resendTo }: { title: string; notice: string; resendTo?: string }) {
	return (
		<div className="space-y-4">
			<Alert tone="success" title={title}>
				{notice}
			</Alert>
			{resendTo ? <ResendVerification email={resendTo} /> : null}
		</div>
	)
}

export function ResendVerification({ email, pending }: { email: string; pending?: boolean }) {
	return (
		<Form method="post">
			<input type="hidden" name="email" value={email} />
			<Button type="submit" name="intent" value="resend" variant="secondary" disabled={pending}>
				{pending ? 'Bezig...' : 'Verificatiemail opnieuw versturen'}
			</Button>
		</Form>
	)
}
