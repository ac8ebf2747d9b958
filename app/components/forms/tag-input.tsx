import { useId, useState, type KeyboardEvent } from 'react'
import { Button } from '~/components/ui/button'
import { CONTROL, describedBy, FieldShell } from '~/components/ui/field'

type TagInputProps = {
	label: string
	/** Posted once per tag (a repeated field), and once more for text typed but not yet added. */
	name: string
	defaultTags: string[]
	/** The list rule (trim, split, duplicates) the server applies too. */
	normalize: (values: string[]) => string[]
	hint?: string
	error?: string
}

/** Tags added with Enter or the button and removed by clicking them; without JavaScript the text box is posted as is. */
export function TagInput({ label, name, defaultTags, normalize, hint, error }: TagInputProps) {
	const id = useId()
	const [tags, setTags] = useState(defaultTags)
	const [draft, setDraft] = useState('')
	const add = () => {
		setTags(normalize([...tags, draft]))
		setDraft('')
	}
	const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key !== 'Enter') return
		event.preventDefault()
		add()
	}
	return (
		<div>
			<FieldShell id={id} label={label} error={error} hint={hint} className="">
				<div className="flex gap-2">
					<input
						id={id}
						name={name}
						value={draft}
						onChange={(event) => setDraft(event.target.value)}
						onKeyDown={onKeyDown}
						aria-invalid={error ? true : undefined}
						aria-describedby={describedBy(id, error, hint)}
						className={CONTROL}
					/>
					<Button variant="secondary" onClick={add}>
						Toevoegen
					</Button>
				</div>
			</FieldShell>
			{tags.length > 0 ? (
				<ul className="mt-2 flex flex-wrap gap-2" aria-label={`Toegevoegde ${label.toLowerCase()}`}>
					{tags.map((tag) => (
						<li key={tag}>
							<input type="hidden" name={name} value={tag} />
							<button
								type="button"
								onClick={() => setTags(tags.filter((other) => other !== tag))}
								aria-label={`${tag} verwijderen`}
								className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 hover:bg-red-50 hover:text-red-800"
							>
								{tag} <span aria-hidden="true">×</span>
							</button>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}
