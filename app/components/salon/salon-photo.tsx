import type { ComponentProps } from 'react'
import { photoSources } from '~/lib/salons/photo-sources'

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'alt'> & {
	url: string
	/** How wide the photo is shown, as the `sizes` attribute says it ('100vw', '160px'). */
	sizes: string
	alt: string
}

/** A salon photo: an uploaded one with every stored width as srcset, any other URL as it is. */
export function SalonPhoto({ url, sizes, alt, ...img }: Props) {
	return <img {...img} {...photoSources(url, sizes)} alt={alt} />
}
