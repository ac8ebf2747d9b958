/**
 * Who is signed in (and with what standing), remembered by this process for a short while, so that
 * a signed-in page does not ask the database the same three questions on every request.
 *
 * Revocation stays immediate: a trigger on sessions, users, user_roles, two_factors and listing_claims sends
 * NOTIFY session_change on commit, and every process then forgets everything it remembered (see
 * public-change.server.ts); a write in this process forgets before it answers. While that feed is
 * down, nothing is remembered.
 */
import { MemoGroup } from '../platform/cache.server'

export const sessionMemos = new MemoGroup()
