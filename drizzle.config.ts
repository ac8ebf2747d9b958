import { defineConfig } from 'drizzle-kit'

export default defineConfig({
	dialect: 'postgresql',
	schema: './app/server/platform/db/schema.server.ts',
	out: './drizzle',
	strict: true,
})
