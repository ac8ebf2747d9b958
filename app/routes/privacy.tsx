import type { Route } from './+types/privacy'
import { legalMeta, LegalRoutePage } from '~/components/legal/legal-pages'

export const meta: Route.MetaFunction = ({ matches }) => legalMeta('privacy', matches)

export default function PrivacyPage() {
	return <LegalRoutePage kind="privacy" />
}
