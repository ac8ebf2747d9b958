import { sessionMemos } from '~/server/accounts/session-memo.server'
import { clearCaches, publicData } from '~/server/platform/cache.server'
import { forgetConfig } from '~/server/platform/config.server'
import { setPaymentProvider } from '~/server/platform/payments/provider.server'
import { pageCache } from '~/serving/page-cache.server'

/**
 * Test files run one after another in one worker process (isolate: false in vitest.config.ts). Each
 * starts as a fresh process would: from the environment the worker started with (a file that sets
 * SMTP_URL or DATA_DIR changes nothing for the next), with its configuration read again, and with
 * nothing remembered (memos and stored pages are off until a file starts its own change feed).
 */
const started = ((globalThis as { startedEnvironment?: NodeJS.ProcessEnv }).startedEnvironment ??= { ...process.env })
for (const key of Object.keys(process.env)) if (!(key in started)) delete process.env[key]
Object.assign(process.env, started)
forgetConfig()
setPaymentProvider(undefined)
clearCaches()
publicData.switch(false)
sessionMemos.switch(false)
pageCache().clear()
pageCache().enabled = false
