import type { ComponentProps } from 'react'
import { photoSources } from '~/lib/salons/photo-sources'
import { salonInitials } from '~/lib/salons/salon-card'

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
	url: string
	/** How wide the photo is shown, as the `sizes` attribute says it ('100vw', '160px'). */
	sizes: string
	alt: string
}

/**
 * A salon without a photo of its own: its initials on the brand's colour, meant as the picture rather
 * than standing in for one. Decorative: the name is in the heading beside it.
 */
export function NoPhoto({ name, className = '' }: { name: string; className?: string }) {
	return (
		<div aria-hidden="true" className={`flex items-center justify-center bg-gradient-to-br from-brand-100 to-brand-200 ${className}`}>
			<span className="text-5xl font-extrabold tracking-tight text-brand-800/80">{salonInitials(name)}</span>
		</div>
	)
}

/** A salon photo: an uploaded one with every stored width as srcset, any other URL as it is. */
export function SalonPhoto({ url, sizes, alt, ...img }: Props) {
	return <img {...img} {...photoSources(url, sizes)} alt={alt} />
}
