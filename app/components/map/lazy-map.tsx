import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'

// Leaflet and the map components load only in the browser, and only once a map comes near the screen.
const DirectoryMap = lazy(() => import('./directory-map.client'))
const SalonMap = lazy(() => import('./salon-map.client'))

function useNearScreen() {
	const ref = useRef<HTMLDivElement>(null)
	const [near, setNear] = useState(false)
	useEffect(() => {
		const element = ref.current
		if (!element) return
		if (!('IntersectionObserver' in window)) return setNear(true)
		const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
			rootMargin: '300px',
		})
		observer.observe(element)
		return () => observer.disconnect()
	}, [])
	return { ref, near }
}

function MapPlaceholder() {
	return (
		<div className="flex h-full items-center justify-center rounded-xl bg-slate-100 text-sm text-slate-600">
			<span>Kaart wordt geladen…</span>
		</div>
	)
}

function MapSlot({ label, children }: { label: string; children: ReactNode }) {
	const { ref, near } = useNearScreen()
	return (
		<div ref={ref} role="region" aria-label={label} className="h-[400px] w-full" data-testid="map">
			<Suspense fallback={<MapPlaceholder />}>{near ? children : <MapPlaceholder />}</Suspense>
		</div>
	)
}

export function LazyDirectoryMap(props: ComponentProps<typeof DirectoryMap>) {
	return (
		<MapSlot label="Kaart met trimsalons">
			<DirectoryMap {...props} />
		</MapSlot>
	)
}

export function LazySalonMap(props: ComponentProps<typeof SalonMap>) {
	return (
		<MapSlot label="Kaart met de locatie van de trimsalon">
			<SalonMap {...props} />
		</MapSlot>
	)
}
