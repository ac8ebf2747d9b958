import { db } from './platform/db/client.server'
import { forgetExpiredSmsCodes } from './accounts/phone/phone-auth.server'
import { forgetRejectedClaims } from './claims/forget.server'
import { forgetContactMessages } from './contact/forget.server'
import { forgetSmsOutbox } from './platform/sms/send.server'
import { forgetRejectedSubmissions } from './submissions/forget.server'
import { geocodeAnswers } from './platform/geocode/answers.server'
import { purgeUsedProofsOfWork } from './platform/proof-of-work.server'
import { purgeExpiredLimits } from './platform/rate-limit.server'
import { purgeOldStatistics } from './statistics/statistics.server'
import { purgeOldVisitors } from './statistics/visitors.server'
import { purgeOldPlaceRequests } from './place-requests/expire.server'
import { purgeOldAppointments, purgeWaitingList } from './bookings/forget.server'
import { forgetHandledReports } from './reviews/forget.server'

const DAY_MS = 24 * 60 * 60 * 1000
const YEAR_MS = 365 * DAY_MS

/**
 * Deletes what the privacy policy promises not to keep: contact messages, rejected claims, rejected
 * submissions and handled objections to reviews older than a year; daily salon statistics older
 * than 25 months; the statistics' salts and visitor keys after their day; the web geocoder's answers
 * (what visitors searched) once they are no longer read; SMS codes once they have expired; the demo
 * SMS outbox after a day; rate-limit counters whose window has ended; used proof-of-work challenges
 * once expired; place requests 12 months after they closed, appointments 24 months after they
 * ended, waiting-list entries after their last date and freed times once settled or over. Runs daily as a background job.
 */
export async function purgeExpiredRecords(now = new Date()) {
	const yearAgo = new Date(now.getTime() - YEAR_MS)
	await db().transaction(async (tx) => {
		await forgetContactMessages(tx, yearAgo)
		await forgetRejectedClaims(tx, yearAgo)
		await forgetRejectedSubmissions(tx, yearAgo)
		await forgetHandledReports(tx, yearAgo)
		await geocodeAnswers.purge(tx, now)
		await purgeOldStatistics(tx, now)
		await purgeOldVisitors(tx, now)
		await purgeOldPlaceRequests(tx, now)
		await purgeOldAppointments(tx, now)
		await purgeWaitingList(tx, now)
		await forgetExpiredSmsCodes(tx, now)
		await forgetSmsOutbox(tx, new Date(now.getTime() - DAY_MS))
		await purgeExpiredLimits(tx, now)
		await purgeUsedProofsOfWork(tx, now)
	})
}
