import type { Db } from '../db/database'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { type StoredAgent, agentsAt, isPtTrainerAt } from '../store/profile-store'
import { seedCentres } from './centres'
import { MAIN_GYM_ID } from './profile'
import { seededRandom, pick } from './random'

/** Tables the leads desk seed fills (the leads table itself belongs to the profile seed and is cleared there). */
export const LEADS_TABLES = ['lead_interactions', 'scheduled_walkins'] as const

const QUALITIES = ['HOT', 'WARM', 'COLD'] as const
const STATES = ['OVERDUE', 'TODAY', 'UPCOMING', 'NONE'] as const
const TAGS = { CULTPASS: ['Price', 'Location', 'Timing', 'Health'], PT: ['Strength', 'Weight loss', 'Injury rehab'], PLAY: ['Swimming', 'Badminton', 'Coaching batch'] }
const COMMENTS = ['Asked about evening batches', 'Comparing with a gym nearby', 'Wants to start next month', 'Needs a call after salary day', 'Interested after the trial']

/** Crowd customers reserved for the leads desk seed (the profile seed's crowd is 300001..302000). */
const leadCustomer = (k: number): string => String(300001 + 1000 + (k % 900))
const walkInCustomer = (k: number): string => String(300001 + 100 + (k % 800))

/** The seeded owner when a centre has no agents: the owner persona. */
const FALLBACK_OWNER = { identityId: 'staff-owner', name: 'Asha Rao' }

/**
 * Leads at every quality (HOT, WARM, COLD, and closed NOT_INTERESTED) and follow-up state
 * (overdue, due later today, upcoming, none) at every open centre, each with a task instance and
 * one to three previous interactions; a lead for every member whose check-in today carries the
 * EDIT_LEAD flag (the check-in card's Update Lead); and walk-ins scheduled at every open centre
 * for today (every three hours) and the next six days. Relative to `now`, so "due later today"
 * holds at any hour.
 */
export const seedLeads = (db: Db, now: number): void => {
  const rnd = seededRandom(13)
  const today = centreDayOf(epochMs(now))
  const dayStart = startOfCentreDay(today)
  const dayEnd = startOfCentreDay(addDays(today, 1))
  const insLead = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  const insInteraction = db.prepare('INSERT INTO lead_interactions (lead_id, created_at, data) VALUES (?, ?, ?)')
  const followUpAt = (state: (typeof STATES)[number], k: number): number | null =>
    state === 'OVERDUE'
      ? now - (2 + (k % 40)) * HOUR_MS
      : state === 'TODAY'
        ? now + Math.max(MINUTE_MS, Math.floor((dayEnd - now) / 2))
        : state === 'UPCOMING'
          ? dayStart + (2 + (k % 20)) * DAY_MS + 11 * HOUR_MS
          : null
  let k = 0
  const addLead = (csid: number, category: string, quality: string, status: string, owner: { identityId: string; name: string }, nextFollowUp: number | null, userId: string, tags: readonly string[]): void => {
    const createdAt = now - (5 + (k % 20)) * DAY_MS
    const tag = pick(rnd, tags)
    const comment = pick(rnd, COMMENTS)
    const data = {
      userId,
      centerId: csid,
      leadCategory: category,
      leadStatus: status,
      leadType: quality,
      comment,
      assigneeId: owner.identityId,
      assigneeName: owner.name,
      assigneeType: category === 'PT_LEAD' ? 'TRAINER' : 'MC',
      createdBy: 'staff-cm',
      createdAt,
      taskInstanceId: `ti-${csid}-${k}`,
      leadQuality: quality,
      commentTag: tag,
      taskAssignee: { fullName: owner.name },
      nextFollowUpTime: nextFollowUp,
    }
    const leadId = Number(insLead.run(userId, csid, category, status, JSON.stringify(data)).lastInsertRowid)
    const n = 1 + (k % 3)
    for (let j = 0; j < n; j++) {
      const at = createdAt + j * 2 * DAY_MS
      insInteraction.run(leadId, at, JSON.stringify({ kind: j === 0 ? 'CAPTURED' : 'UPDATED', byName: 'Vikram Shetty', comment: j === 0 ? comment : pick(rnd, COMMENTS), leadQuality: quality, commentTag: tag }))
    }
    k++
  }
  for (const c of seedCentres(dayStart)) {
    if (c.wire.terminationDate !== undefined && c.wire.terminationDate !== null) continue
    const csid = c.wire.centerServiceId
    const agents = agentsAt(db, csid)
    const owners = agents.length === 0 ? [FALLBACK_OWNER] : agents.map((a) => ({ identityId: a.identityId, name: a.name }))
    const pt = agents.filter((a) => isPtTrainerAt(a, csid))
    const category = c.wire.type === 'PLAY' ? 'PLAY_LEAD' : 'GYM_LEAD'
    const tags = c.wire.type === 'PLAY' ? TAGS.PLAY : TAGS.CULTPASS
    let o = 0
    for (const quality of QUALITIES) {
      for (const state of STATES) {
        addLead(csid, category, quality, 'ACTIVE', owners[o++ % owners.length] ?? FALLBACK_OWNER, followUpAt(state, k), leadCustomer(k), tags)
      }
    }
    addLead(csid, category, 'NOT_INTERESTED', 'CLOSED', owners[o % owners.length] ?? FALLBACK_OWNER, null, leadCustomer(k), tags)
    // PT leads at centres with PT trainers: one per quality, owned by the PT trainers in turn.
    if (pt.length > 0) {
      QUALITIES.forEach((quality, i) => {
        const trainer = pt[i % pt.length] as StoredAgent
        addLead(csid, 'PT_LEAD', quality, 'ACTIVE', { identityId: trainer.identityId, name: trainer.name }, followUpAt(STATES[i] ?? 'NONE', k), leadCustomer(k), TAGS.PT)
      })
    }
  }
  // The check-in cards' Update Lead: every member flagged EDIT_LEAD today at the main gym has an open lead there.
  const mainCsid = 1000 + MAIN_GYM_ID
  const mainOwners = agentsAt(db, mainCsid).filter((a) => a.identityId.startsWith('staff-'))
  const flagged = db
    .prepare(`SELECT DISTINCT user_id FROM check_ins WHERE centre_id = ? AND start_time >= ? AND data LIKE '%"EDIT_LEAD"%' ORDER BY user_id`)
    .pluck()
    .all(MAIN_GYM_ID, dayStart) as string[]
  const hasOpen = db.prepare("SELECT 1 FROM leads WHERE user_id = ? AND center_service_id = ? AND status = 'ACTIVE'").pluck()
  for (const userId of flagged) {
    if (hasOpen.get(userId, mainCsid) !== undefined) continue
    const quality = QUALITIES[k % QUALITIES.length] as string
    addLead(mainCsid, 'GYM_LEAD', quality, 'ACTIVE', mainOwners[k % Math.max(1, mainOwners.length)] ?? FALLBACK_OWNER, followUpAt(STATES[k % STATES.length] ?? 'NONE', k), userId, TAGS.CULTPASS)
  }
  // Scheduled walk-ins: today every three hours from 7:00, then two a day (10:00, 18:00) for six days.
  const insWalkIn = db.prepare('INSERT INTO scheduled_walkins (id, centre_id, user_id, scheduled_at) VALUES (?, ?, ?, ?)')
  let w = 0
  for (const c of seedCentres(dayStart)) {
    if (c.wire.terminationDate !== undefined && c.wire.terminationDate !== null) continue
    for (let d = 0; d < 7; d++) {
      const hours = d === 0 ? [7, 10, 13, 16, 19, 22] : [10, 18]
      for (const h of hours) {
        w++
        insWalkIn.run(w, c.wire.id, walkInCustomer(w), startOfCentreDay(addDays(today, d)) + h * HOUR_MS)
      }
    }
  }
}
