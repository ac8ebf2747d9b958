import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),
	route('healthz', 'routes/healthz.ts'),
	route('api/auth/*', 'routes/api.auth.ts'),
	route('logout', 'routes/logout.ts'),
	route('dev/mail', 'routes/dev.mail.tsx'),
	route('directory', 'routes/directory.tsx'),
	route('cities', 'routes/cities.tsx'),
	route('city/:slug', 'routes/city.tsx'),
	route('trimsalon/:slugOrId', 'routes/salon.tsx'),
	route('groomer/:x', 'routes/groomer.ts'),
	route('api/suggest', 'routes/api.suggest.ts'),
	route('api/map/markers', 'routes/api.map.markers.ts'),
	route('api/map/locate', 'routes/api.map.locate.ts'),
	route('sitemap.xml', 'routes/sitemap.ts'),
	route('sitemap/:part', 'routes/sitemap.part.ts'),
	route('robots.txt', 'routes/robots.ts'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
