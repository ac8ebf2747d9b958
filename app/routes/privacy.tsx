import type { Route } from './+types/privacy'
import { legalMeta, LegalRoutePage } from '~/components/legal/legal-pages'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

export const meta: Route.MetaFunction = ({ matches }) => legalMeta('privacy', matches)

export default function PrivacyPage() {
	return <LegalRoutePage kind="privacy" />
}
