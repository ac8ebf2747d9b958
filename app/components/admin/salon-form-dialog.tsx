import { useState } from 'react'
import { TagInput } from '~/components/forms/tag-input'
import { Button } from '~/components/ui/button'
import { CONTROL, TextAreaField, TextField } from '~/components/ui/field'
import { useSchemaValidation } from '~/components/ui/use-schema-validation'
import { BUSINESS_STATUSES, SALON_FIELD_LABELS as L, salonAdminSchema } from '~/lib/salons/salon-admin-schema'
import { serviceTags } from '~/lib/submissions/schema'
import { DialogClose, DialogForm, FormDialog } from '~/components/ui/form-dialog'

/** The fields of a salon as the form shows them (numbers as typed text). */
export type SalonFormValues = Partial<Record<Exclude<keyof typeof L, 'services_nl' | 'opening_hours'>, string | number | null>> & {
	services_nl?: string[]
	opening_hours?: string[]
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

/** Add or edit a listing in one dialog with every field; saving is disabled while the name is blank. */
export function SalonFormDialog({ salon, intent }: { salon?: SalonFormValues; intent: 'create' | 'update' }) {
	const [open, setOpen] = useState(false)
	const [name, setName] = useState(text(salon?.name))
	const { errors, onSubmit } = useSchemaValidation(salonAdminSchema, undefined)
	const field = (key: keyof typeof L) => ({ name: key, label: L[key], defaultValue: text(salon?.[key]), error: errors[key] })
	return (
		<FormDialog
			title={intent === 'create' ? 'Trimsalon toevoegen' : 'Trimsalon bewerken'}
			description="Lege velden worden leeggemaakt. Breedte- en lengtegraad zijn decimale getallen; stad-ID en aantal beoordelingen zijn gehele getallen."
			open={open}
			onOpenChange={setOpen}
			trigger={
				<Button variant={intent === 'create' ? 'primary' : 'secondary'}>{intent === 'create' ? 'Trimsalon toevoegen' : 'Bewerken'}</Button>
			}
		>
			<DialogForm validate={onSubmit} close={() => setOpen(false)} className="mt-4 grid gap-4 sm:grid-cols-2">
				<TextField {...field('name')} value={name} onChange={(event) => setName(event.target.value)} defaultValue={undefined} required />
				<TextField {...field('formatted_address')} />
				<TextField {...field('postal_code')} />
				<TextField {...field('search_city')} />
				<TextField {...field('city_id')} inputMode="numeric" />
				<TextField {...field('phone_number')} type="tel" />
				<TextField {...field('website')} placeholder="https://www.trimsalonbella.nl" />
				<TextField {...field('latitude')} inputMode="decimal" />
				<TextField {...field('longitude')} inputMode="decimal" />
				<TextField {...field('rating')} inputMode="decimal" />
				<TextField {...field('user_ratings_total')} inputMode="numeric" />
				<div>
					<label htmlFor={`business-status-${intent}`} className="mb-1 block text-sm font-medium text-slate-800">
						{L.business_status}
					</label>
					<select
						id={`business-status-${intent}`}
						name="business_status"
						defaultValue={text(salon?.business_status) || 'OPERATIONAL'}
						className={CONTROL}
					>
						{BUSINESS_STATUSES.map((status) => (
							<option key={status}>{status}</option>
						))}
					</select>
				</div>
				<TextField {...field('pricing_nl')} placeholder="€€" />
				<TextField {...field('main_photo_url')} className="sm:col-span-2" />
				<TextAreaField {...field('summary_nl')} rows={2} className="sm:col-span-2" />
				<TextAreaField {...field('description_nl')} rows={4} className="sm:col-span-2" />
				<TextAreaField {...field('pricing_info_nl')} rows={2} className="sm:col-span-2" />
				<div className="sm:col-span-2">
					<TagInput
						label={L.services_nl}
						name="services_nl"
						defaultTags={salon?.services_nl ?? []}
						normalize={serviceTags}
						error={errors.services_nl}
					/>
				</div>
				<TextAreaField
					{...field('opening_hours')}
					defaultValue={(salon?.opening_hours ?? []).join('\n')}
					rows={7}
					hint="Eén regel per dag, bijvoorbeeld 'Maandag: 09:00 - 17:30' of 'Zondag: Gesloten'."
					className="sm:col-span-2"
				/>
				<div className="flex justify-end gap-3 sm:col-span-2">
					<DialogClose asChild>
						<Button variant="secondary">Annuleren</Button>
					</DialogClose>
					<Button type="submit" name="intent" value={intent} disabled={!name.trim()}>
						Opslaan
					</Button>
				</div>
			</DialogForm>
		</FormDialog>
	)
}
