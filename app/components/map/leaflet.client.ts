// Browser-only: Leaflet touches `window` when it loads. Icons are bundled with the app (no CDN).
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import 'leaflet.markercluster'
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'

export { L }

/** The spec's marker: 25x41, anchored at 12,41, popup at 1,-34, shadow 41x41. */
export const markerIcon = L.icon({
	iconUrl,
	iconRetinaUrl,
	shadowUrl,
	iconSize: [25, 41],
	iconAnchor: [12, 41],
	popupAnchor: [1, -34],
	shadowSize: [41, 41],
})

export const NETHERLANDS_CENTRE: [number, number] = [52.1326, 5.2913]
export const MAP_HEIGHT = 400
export const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>-bijdragers'

/** Popup content built as DOM nodes, so salon names and addresses are text, never HTML. */
export function popupContent(salon: { name: string; address: string; href?: string }, onOpen?: (href: string) => void): HTMLElement {
	const box = document.createElement('div')
	const name = document.createElement('strong')
	name.textContent = salon.name
	const address = document.createElement('div')
	address.textContent = salon.address
	box.append(name, address)
	if (salon.href) {
		const link = document.createElement('a')
		link.href = salon.href
		link.textContent = 'Bekijk details'
		link.addEventListener('click', (event) => {
			if (!onOpen || event.ctrlKey || event.metaKey || event.shiftKey) return
			event.preventDefault()
			onOpen(salon.href!)
		})
		box.append(link)
	}
	return box
}
