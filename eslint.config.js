import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{ ignores: ['build/', 'node_modules/', '.react-router/', 'data/', 'test-results/', 'playwright-report/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		},
	},
	{
		// Browser code never imports server modules: they hold the database, secrets and mail. A type
		// vanishes from the bundle, so response types are imported from where they are defined.
		files: ['app/components/**', 'app/lib/**', 'app/hooks/**', 'app/entry.client.tsx'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['~/server/*', '**/server/*', '*.server', '**/*.server'],
							allowTypeImports: true,
							message: 'Server-only module: import it from a route loader/action, not from browser code (import type is fine).',
						},
					],
				},
			],
		},
	},
)
