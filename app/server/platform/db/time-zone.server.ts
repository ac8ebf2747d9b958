import { sql, type SQL } from 'drizzle-orm'
import { TIME_ZONE } from '~/lib/common/time-zone'

/** An instant as the site's clock time, for SQL that groups or formats by day or month: `to_char(${siteTime(at)}, 'YYYY-MM')`. */
export const siteTime = (at: SQL) => sql`(${at}) at time zone ${sql.raw(`'${TIME_ZONE}'`)}`
