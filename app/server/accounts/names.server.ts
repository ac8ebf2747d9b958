import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { z } from 'zod'
import { accountName, NAME_INVALID, personName } from '~/lib/accounts/auth-schema'

/**
 * better-auth's endpoints that take a name, and the fields they take. Signing up carries our form's
 * first and last name besides the joined one; updating the user may change the joined one.
 */
const NOT_A_FORM = { error: NAME_INVALID }
const NAMED_FIELDS: Record<string, z.ZodObject> = {
	'/sign-up/email': z.object({ name: accountName, firstName: personName, lastName: personName }, NOT_A_FORM),
	'/update-user': z.object({ name: accountName.optional() }, NOT_A_FORM),
}

/**
 * Names reach mails ('Beste {name},'), so every name is checked by the shared rule before better-auth
 * runs the endpoint: also when its API is called directly, not through our form. Before the endpoint,
 * so a refused sign-up answers the same whether the address has an account or not.
 */
export const personNames = {
	id: 'person-names',
	hooks: {
		before: [
			{
				matcher: (ctx) => Boolean(ctx.path && ctx.path in NAMED_FIELDS),
				handler: createAuthMiddleware(async (ctx) => {
					const parsed = NAMED_FIELDS[ctx.path!]!.safeParse(ctx.body ?? {})
					if (!parsed.success) throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: parsed.error.issues[0]!.message })
					const { name } = parsed.data as { name?: string }
					if (name !== undefined) return { context: { body: { ...ctx.body, name } } }
				}),
			},
		],
	},
} satisfies BetterAuthPlugin
