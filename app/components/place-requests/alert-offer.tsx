import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import type { ActionFailure } from '~/lib/common/forms'
import { paths } from '~/lib/common/paths'

/**
 * After 'Wachtlijst' or 'Geen plek': the availability alert for that one salon in one click, to the
 * account's address. As every alert, the mail it sends must confirm it first.
 */
export function AlertOffer({ salonId, salonName, email }: { salonId: number; salonName: string; email: string }) {
	const fetcher = useFetcher<{ ok: true; email: string } | ActionFailure>()
	if (fetcher.state === 'idle' && fetcher.data?.ok)
		return (
			<p role="status" className="text-sm text-green-800">
				We hebben een mail gestuurd naar {fetcher.data.email}. Bevestig de melding met de link in die mail.
			</p>
		)
	return (
		<fetcher.Form method="post" action={paths.alertsSubscribe}>
			<input type="hidden" name="email" value={email} />
			<input type="hidden" name="salonId" value={salonId} />
			<Button type="submit" variant="secondary" disabled={fetcher.state !== 'idle'}>
				Mail me als {salonName} nieuwe klanten aanneemt
			</Button>
			{fetcher.data && !fetcher.data.ok ? (
				<p role="alert" className="mt-1 text-sm text-red-700">
					{fetcher.data.message}
				</p>
			) : null}
		</fetcher.Form>
	)
}
