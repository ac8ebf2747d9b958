import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),
	route('healthz', 'routes/healthz.ts'),
	route('api/auth/*', 'routes/api.auth.ts'),
	route('logout', 'routes/logout.ts'),
	route('auth', 'routes/auth.tsx'),
	route('trimsalon-signup', 'routes/trimsalon-signup.tsx'),
	route('api/claims', 'routes/api.claims.ts'),
	route('admin/claims', 'routes/admin.claims.tsx'),
	route('dev/mail', 'routes/dev.mail.tsx'),
	route('trimsalon/:slugOrId', 'routes/salon.tsx'),
	route('blog', 'routes/blog.tsx'),
	route('blog/:slug', 'routes/blog.article.tsx'),
	route('privacy', 'routes/privacy.tsx'),
	route('terms', 'routes/terms.tsx'),
	route('contact', 'routes/contact.tsx'),
	route('hondentrimboek', 'routes/hondentrimboek.tsx'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
