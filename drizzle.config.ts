import { defineConfig } from 'drizzle-kit'

export default defineConfig({
	dialect: 'postgresql',
	// Each domain owns its tables: app/server/<domain>/tables.server.ts (the platform's in platform/db).
	schema: './app/server/**/tables.server.ts',
	out: './drizzle',
	strict: true,
})
