import { lt } from 'drizzle-orm'
import type { Executor } from '../platform/db/client.server'
import { contactMessages } from '~/server/contact/tables.server'

/** Contact messages sent before the cut-off are forgotten. */
export async function forgetContactMessages(executor: Executor, sentBefore: Date) {
	await executor.delete(contactMessages).where(lt(contactMessages.createdAt, sentBefore))
}
