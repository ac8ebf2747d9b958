import type { Company } from './legal-page'

/** Who runs the site: name, address, KvK and btw number; example values say that they are examples. */
export function CompanyLine({ company, contactEmail }: { company: Company; contactEmail: string }) {
	return (
		<>
			<address className="not-italic">
				{company.name}, {company.address}. KvK-nummer {company.kvk}, btw-nummer {company.vat}. E-mail:{' '}
				<a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
			</address>
			{company.isExample ? <p className="text-sm text-amber-800">Dit zijn voorbeeldgegevens.</p> : null}
		</>
	)
}
