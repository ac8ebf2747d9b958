import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import { ATTRIBUTION, MAP_HEIGHT, markerIcon } from './leaflet.client'

export type SalonMapProps = { tileUrl: string; lat: number; lng: number; name: string; address: string }

/** The 'Locatie' map of a salon page: zoom 15, one marker with a popup. */
export default function SalonMap({ tileUrl, lat, lng, name, address }: SalonMapProps) {
	return (
		<MapContainer center={[lat, lng]} zoom={15} scrollWheelZoom={false} style={{ height: MAP_HEIGHT }} className="z-0 w-full rounded-xl">
			<TileLayer url={tileUrl} attribution={ATTRIBUTION} />
			<Marker position={[lat, lng]} icon={markerIcon} title={name} alt={name}>
				<Popup>
					<strong>{name}</strong>
					<div>{address}</div>
				</Popup>
			</Marker>
		</MapContainer>
	)
}
