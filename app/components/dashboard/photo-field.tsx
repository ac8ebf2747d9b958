import { useEffect, useId, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { SalonPhoto } from '~/components/salon/salon-photo'
import { Button } from '~/components/ui/button'
import { showToast } from '~/components/ui/toast-area'
import { salonPhotoPath } from '~/lib/common/paths'
import { PHOTO_ACCEPT, photoProblem } from '~/lib/salons/photo-schema'
import { sendPhotoForm } from './send-photo-form'

type Props = {
	salonId: number
	/** The salon's own photo (main_photo_url); null when it has none. */
	photoUrl: string | null
	/** Called with the new URL (null: removed) once the server has stored the change. */
	onChange?(url: string | null): void
}

/**
 * The salon's photo, for the edit dialog: the browser refuses what is not an image or is over
 * 10 MB (the server reads the bytes again), uploads at once with its progress, and removes the
 * photo on request. The change is stored at once, apart from the dialog's Save.
 */
export function PhotoField({ salonId, photoUrl, onChange }: Props) {
	const [current, setCurrent] = useState(photoUrl)
	const [progress, setProgress] = useState<number | null>(null)
	const [removing, setRemoving] = useState(false)
	const input = useRef<HTMLInputElement>(null)
	const id = useId()
	const revalidator = useRevalidator()
	useEffect(() => setCurrent(photoUrl), [photoUrl])
	const busy = progress !== null || removing

	const send = async (form: FormData, failure: string, onProgress?: (fraction: number) => void) => {
		const answer = await sendPhotoForm(salonPhotoPath(salonId), form, onProgress)
		if (!answer.ok) return showToast({ title: failure, description: answer.message, variant: 'destructive' })
		setCurrent(answer.main_photo_url)
		onChange?.(answer.main_photo_url)
		showToast({ title: answer.main_photo_url ? 'Foto opgeslagen' : 'Foto verwijderd' })
		void revalidator.revalidate()
	}

	const upload = async (file: File | undefined) => {
		if (input.current) input.current.value = ''
		if (!file) return
		const problem = photoProblem(file)
		if (problem) return window.alert(problem)
		const form = new FormData()
		form.append('photo', file)
		setProgress(0)
		await send(form, 'Upload mislukt', setProgress)
		setProgress(null)
	}

	const remove = async () => {
		const form = new FormData()
		form.append('intent', 'delete')
		setRemoving(true)
		await send(form, 'Verwijderen mislukt')
		setRemoving(false)
	}

	return (
		<div className="mt-4 flex flex-wrap items-start gap-4 rounded-lg border border-slate-200 p-3">
			{current ? (
				<SalonPhoto
					url={current}
					sizes="120px"
					alt="Huidige foto"
					width={120}
					height={90}
					className="h-[90px] w-[120px] rounded-md object-cover"
				/>
			) : (
				<p className="flex h-[90px] w-[120px] items-center justify-center rounded-md bg-slate-100 p-2 text-center text-xs text-slate-600">
					Nog geen eigen foto
				</p>
			)}
			<div className="min-w-0 flex-1 space-y-2">
				<label htmlFor={id} className="block text-sm font-medium text-slate-800">
					Foto uploaden
				</label>
				<input
					ref={input}
					id={id}
					type="file"
					accept={PHOTO_ACCEPT}
					aria-describedby={`${id}-hint`}
					disabled={busy}
					onChange={(event) => void upload(event.target.files?.[0])}
					className="block w-full text-sm"
				/>
				<p id={`${id}-hint`} className="text-sm text-slate-600">
					Toegestaan: JPEG, PNG, WebP (maximaal 10MB).
				</p>
				<UploadState progress={progress} removing={removing} />
				{current ? (
					<Button variant="secondary" disabled={busy} onClick={() => void remove()}>
						Foto verwijderen
					</Button>
				) : null}
			</div>
		</div>
	)
}

/** What is happening: the share sent, then the server's work; read out by screen readers. */
function UploadState({ progress, removing }: { progress: number | null; removing: boolean }) {
	const percent = progress === null ? null : Math.round(progress * 100)
	return (
		<div role="status" className="text-sm text-slate-700">
			{percent !== null ? (
				<>
					<progress max={100} value={percent} aria-label="Voortgang van de upload" className="w-full" />
					{percent < 100 ? `Uploaden... ${percent}%` : 'Foto verwerken...'}
				</>
			) : removing ? (
				'Foto verwijderen...'
			) : null}
		</div>
	)
}
