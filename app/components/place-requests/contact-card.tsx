import type { Contact } from '~/server/accounts/lookups.server'

/** The other side's contact details, shown only once the dog owner accepted an offer. */
export function ContactCard({ title, contact }: { title: string; contact: Contact }) {
	return (
		<div className="rounded-lg border border-green-200 bg-green-50 p-4 text-sm text-green-900">
			<p className="font-semibold">{title}</p>
			<dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
				{contact.name ? (
					<>
						<dt>Naam</dt>
						<dd>{contact.name}</dd>
					</>
				) : null}
				<dt>E-mail</dt>
				<dd>
					{contact.email ? (
						<a href={`mailto:${contact.email}`} className="underline">
							{contact.email}
						</a>
					) : (
						'niet bekend'
					)}
				</dd>
				<dt>Telefoon</dt>
				<dd>
					{contact.phone ? (
						<a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="underline">
							{contact.phone}
						</a>
					) : (
						'niet bekend'
					)}
				</dd>
			</dl>
		</div>
	)
}

/** The dog and the wish, one line per field the dog owner filled in. */
export function WishLines({ lines, className = '' }: { lines: string[]; className?: string }) {
	return (
		<ul className={`space-y-1 ${className}`}>
			{lines.map((line) => (
				<li key={line} className="whitespace-pre-line">
					{line}
				</li>
			))}
		</ul>
	)
}
