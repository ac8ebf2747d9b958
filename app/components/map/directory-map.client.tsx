import { useEffect, useRef } from 'react'
import { Circle, MapContainer, TileLayer, useMap } from 'react-leaflet'
import { useNavigate } from 'react-router'
import { ATTRIBUTION, L, MAP_HEIGHT, markerIcon, NETHERLANDS_CENTRE, popupContent } from './leaflet.client'
import { legacySalonPath, paths } from '~/lib/common/paths'
import type { MarkerAnswer } from '~/server/search/markers.server'
import { countLabel } from '~/lib/common/dutch-number'

/** A located map search: the centre and the radius in km. */
export type MapSearch = { lat: number; lng: number; radius: number }
export type DirectoryMapProps = { tileUrl: string; search?: MapSearch | null }

const SEARCH_ZOOM = 12
const FETCH_DELAY_MS = 150

function clusterIcon(count: number) {
	const size = count < 100 ? 'small' : count < 1000 ? 'medium' : 'large'
	return L.divIcon({
		html: `<div><span>${count}</span></div>`,
		className: `marker-cluster marker-cluster-${size}`,
		iconSize: L.point(40, 40),
	})
}

/**
 * Loads the salons in view from /api/map/markers whenever the map stops moving and rebuilds the
 * markers: single salons go into a client-side cluster group, crowded areas arrive pre-grouped.
 */
function SalonMarkers({ search }: { search?: MapSearch | null }) {
	const map = useMap()
	const navigate = useNavigate()
	const layers = useRef<{ salons: L.MarkerClusterGroup; groups: L.LayerGroup }>(undefined)

	useEffect(() => {
		const salons = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false })
		const groups = L.layerGroup()
		salons.addTo(map)
		groups.addTo(map)
		layers.current = { salons, groups }
		return () => {
			salons.remove()
			groups.remove()
		}
	}, [map])

	useEffect(() => {
		let controller: AbortController | undefined
		let timer: ReturnType<typeof setTimeout> | undefined
		let popupOpen = false
		async function load() {
			controller?.abort()
			controller = new AbortController()
			const bounds = map.getBounds()
			const params = new URLSearchParams({
				south: String(bounds.getSouth()),
				west: String(bounds.getWest()),
				north: String(bounds.getNorth()),
				east: String(bounds.getEast()),
				zoom: String(map.getZoom()),
			})
			if (search) for (const [key, value] of Object.entries(search)) params.set(key, String(value))
			try {
				const response = await fetch(`${paths.api.mapMarkers}?${params}`, { signal: controller.signal })
				if (response.ok) show((await response.json()) as MarkerAnswer)
			} catch (error) {
				if ((error as Error).name !== 'AbortError') console.warn('Kaartmarkers laden mislukt', error)
			}
		}
		function show(answer: MarkerAnswer) {
			// Rebuilding the markers would close the popup the visitor is reading.
			if (popupOpen) return
			const { salons, groups } = layers.current!
			salons.clearLayers()
			groups.clearLayers()
			salons.addLayers(
				answer.markers.map(([id, lat, lng, name, address]) =>
					L.marker([lat, lng], { icon: markerIcon, title: name, alt: name }).bindPopup(() =>
						popupContent({ name, address, href: legacySalonPath(id) }, navigate),
					),
				),
			)
			for (const [lat, lng, count] of answer.clusters) {
				L.marker([lat, lng], {
					icon: clusterIcon(count),
					title: countLabel(count, 'trimsalon', 'trimsalons'),
					alt: countLabel(count, 'trimsalon', 'trimsalons'),
				})
					.on('click', () => map.setView([lat, lng], Math.min(map.getZoom() + 2, map.getMaxZoom())))
					.addTo(groups)
			}
		}
		const schedule = () => {
			clearTimeout(timer)
			if (!popupOpen) timer = setTimeout(load, FETCH_DELAY_MS)
		}
		// Opening a popup pans the map into view; the markers catch up once it closes.
		const onPopupOpen = () => {
			popupOpen = true
		}
		const onPopupClose = () => {
			popupOpen = false
			schedule()
		}
		map.on('moveend', schedule)
		map.on('popupopen', onPopupOpen)
		map.on('popupclose', onPopupClose)
		schedule()
		return () => {
			map.off('moveend', schedule)
			map.off('popupopen', onPopupOpen)
			map.off('popupclose', onPopupClose)
			clearTimeout(timer)
			controller?.abort()
		}
	}, [map, search, navigate])

	return null
}

/** Moves the map to a located search at zoom 12 (spec). */
function FollowSearch({ search }: { search?: MapSearch | null }) {
	const map = useMap()
	useEffect(() => {
		if (search) map.setView([search.lat, search.lng], SEARCH_ZOOM)
	}, [map, search])
	return null
}

/** The directory map: the Netherlands at zoom 7, every located salon in view as a marker. */
export default function DirectoryMap({ tileUrl, search }: DirectoryMapProps) {
	return (
		<MapContainer
			center={NETHERLANDS_CENTRE}
			zoom={7}
			scrollWheelZoom={false}
			style={{ height: MAP_HEIGHT }}
			className="z-0 w-full rounded-xl"
		>
			<TileLayer url={tileUrl} attribution={ATTRIBUTION} />
			{search ? (
				<Circle
					center={[search.lat, search.lng]}
					radius={search.radius * 1000}
					pathOptions={{ color: '#2563eb', weight: 2, fillOpacity: 0.06 }}
				/>
			) : null}
			<SalonMarkers search={search} />
			<FollowSearch search={search} />
		</MapContainer>
	)
}
