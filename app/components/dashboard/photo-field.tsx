import { useEffect, useId, useRef } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button'
import { showToast } from '~/components/ui/toast-area'
import { salonPhotoPath } from '~/lib/paths'
import { photoProblem, photoSources, PHOTO_TYPES } from '~/lib/photo-sources'

type Answer = { ok: true; main_photo_url: string | null } | { ok: false; message: string }

/**
 * The salon's photo in the edit dialog: the browser refuses what is not an image or over 10 MB
 * (the server checks the bytes again), uploads at once, and the dashboard shows the new photo.
 */
export function PhotoField({ salonId, photo, hasOwnPhoto }: { salonId: number; photo: string; hasOwnPhoto: boolean }) {
	const fetcher = useFetcher<Answer>()
	const input = useRef<HTMLInputElement>(null)
	const id = useId()
	const busy = fetcher.state !== 'idle'
	useEffect(() => {
		if (fetcher.state !== 'idle' || !fetcher.data) return
		if (fetcher.data.ok) showToast({ title: fetcher.data.main_photo_url ? 'Foto opgeslagen' : 'Foto verwijderd' })
		else showToast({ title: 'Upload mislukt', description: fetcher.data.message, variant: 'destructive' })
	}, [fetcher.state, fetcher.data])

	const upload = (file: File | undefined) => {
		if (!file) return
		const problem = photoProblem(file)
		if (problem) {
			window.alert(problem)
			if (input.current) input.current.value = ''
			return
		}
		const form = new FormData()
		form.append('photo', file)
		fetcher.submit(form, { method: 'post', action: salonPhotoPath(salonId), encType: 'multipart/form-data' })
	}

	return (
		<div className="mt-4 flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 p-3">
			<img
				{...photoSources(photo, '120px')}
				alt="Huidige foto"
				width={120}
				height={90}
				className="h-[90px] w-[120px] rounded-md object-cover"
			/>
			<div className="space-y-2">
				<label htmlFor={id} className="block text-sm font-medium text-slate-800">
					Foto uploaden
				</label>
				<input
					ref={input}
					id={id}
					type="file"
					accept={PHOTO_TYPES}
					aria-describedby={`${id}-hint`}
					disabled={busy}
					onChange={(event) => upload(event.target.files?.[0])}
					className="block text-sm"
				/>
				<p id={`${id}-hint`} className="text-sm text-slate-600">
					JPEG, PNG of WebP, maximaal 10MB.
				</p>
				{busy ? (
					<p role="status" className="text-sm text-slate-700">
						Bezig met opslaan...
					</p>
				) : null}
				{hasOwnPhoto ? (
					<Button
						variant="secondary"
						disabled={busy}
						onClick={() => fetcher.submit(null, { method: 'delete', action: salonPhotoPath(salonId) })}
					>
						Foto verwijderen
					</Button>
				) : null}
			</div>
		</div>
	)
}
