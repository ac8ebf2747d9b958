import { useState } from 'react'
import { TagInput } from '~/components/forms/tag-input'
import { Button } from '~/components/ui/button'
import { TextAreaField, TextField } from '~/components/ui/field'
import { DialogClose, DialogForm, FormDialog } from '~/components/ui/form-dialog'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { PhotoField } from './photo-field'
import { OWNER_FIELD_LABELS as L, ownerSalonSchema } from '~/lib/salons/salon-owner-schema'
import { serviceTags } from '~/lib/submissions/schema'
import type { OwnedSalon } from '~/server/salons/owned.server'

/** The owner's edit dialog: name, description, phone, website and services; Annuleren closes it unsaved. */
export function OwnerSalonDialog({ salon }: { salon: OwnedSalon }) {
	const [open, setOpen] = useState(false)
	const [name, setName] = useState(salon.name)
	const { errors, onSubmit } = useSchemaValidation(ownerSalonSchema, undefined)
	return (
		<FormDialog
			title="Trimsalon bewerken"
			description={`Pas de gegevens van ${salon.name} aan. Bezoekers zien de wijzigingen meteen op je pagina.`}
			open={open}
			onOpenChange={(next) => {
				setOpen(next)
				if (!next) setName(salon.name)
			}}
			trigger={<Button variant="secondary">Bewerken</Button>}
		>
			<PhotoField salonId={salon.id} photoUrl={salon.main_photo_url} />
			<DialogForm validate={onSubmit} close={() => setOpen(false)} className="mt-4 grid gap-4">
				<input type="hidden" name="salonId" value={salon.id} />
				<TextField label={L.name} name="name" value={name} onChange={(event) => setName(event.target.value)} required error={errors.name} />
				<TextAreaField
					label={L.description_nl}
					name="description_nl"
					defaultValue={salon.description_nl ?? ''}
					rows={5}
					error={errors.description_nl}
				/>
				<TextField
					label={L.phone_number}
					name="phone_number"
					type="tel"
					defaultValue={salon.phone_number ?? ''}
					placeholder="020 123 4567"
					error={errors.phone_number}
				/>
				<TextField
					label={L.website}
					name="website"
					defaultValue={salon.website ?? ''}
					placeholder="www.trimsalonbella.nl"
					error={errors.website}
				/>
				<TagInput
					label={L.services_nl}
					name="services_nl"
					defaultTags={salon.services_nl}
					normalize={serviceTags}
					error={errors.services_nl}
				/>
				<div className="flex justify-end gap-3">
					<DialogClose asChild>
						<Button variant="secondary">Annuleren</Button>
					</DialogClose>
					<Button type="submit" name="intent" value="update" disabled={!name.trim()}>
						Opslaan
					</Button>
				</div>
			</DialogForm>
		</FormDialog>
	)
}
