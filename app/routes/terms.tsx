import type { Route } from './+types/terms'
import { legalMeta, LegalRoutePage } from '~/components/legal/legal-pages'
import { shared } from '~/lib/seo/page-share'

export const handle = shared()

export const meta: Route.MetaFunction = ({ matches }) => legalMeta('terms', matches)

export default function TermsPage() {
	return <LegalRoutePage kind="terms" />
}
