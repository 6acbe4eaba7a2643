import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LeadCaptureWire, LeadDeskAnswerWire, LeadHistoryWire } from '../../adapters/http/contract/lead.codecs'
import { LEAD_DESK_PATHS } from '../../adapters/http/contract/lead-desk-paths'
import { PATHS } from '../../adapters/http/contract/paths'
import { HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import { centreDayOf } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages'
import { decoded, fresh, newCustomer, signIn, startOwnSandbox, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * Record Lead done at the desk without a network (issue: "what can be done offline, queued: ...
 * record a lead"): the lead update is sent later with its own key, the time it happened and the
 * staff member; the server applies it once per key, with its original time, and re-checks it as of
 * that time (a lead closed by then is refused and filed for the manager). Against a sandbox of its
 * own, whose clock the test moves.
 */

// 10:30 at the centre (Asia/Kolkata), a weekday morning.
const START = Date.UTC(2026, 10, 27, 5, 0)
const FRONT_DESK = 'staff-frontdesk'
const CSID = 1001

let sb: OwnSandbox
let fd: StaffClient

beforeAll(async () => {
  sb = await startOwnSandbox(START)
  fd = await signIn(sb.url, 'front-desk')
})
afterAll(async () => sb.close())

/** A new customer's PT lead at the centre, captured online now: its task instance and customer. */
const newLead = async (): Promise<{ readonly userId: string; readonly task: string; readonly leadId: number }> => {
  const userId = await newCustomer(fd)
  const capture = { userId, assigneeId: 'agent-102', assigneeType: 'TRAINER', centerId: CSID, leadCategory: 'PT_LEAD', leadType: 'WARM', leadStatus: 'ACTIVE', createdBy: FRONT_DESK, comment: 'Asked about PT' }
  const { leadId } = decoded(LeadCaptureWire, await fd.post(PATHS.leadCapture, capture))
  return { userId, task: `ti-${leadId}`, leadId }
}

const update = (lead: { userId: string; task: string }, comment: string, leadQuality: 'HOT' | 'WARM' | 'COLD' = 'COLD') => ({
  taskInstanceId: lead.task,
  userId: lead.userId,
  commentTag: 'Price',
  comment,
  leadQuality,
  skipFollowUp: leadQuality === 'COLD',
  ...(leadQuality === 'COLD' ? {} : { nextFollowUpTime: START + 30 * HOUR_MS }),
})
const offline = (key: string, happenedAt: number, staffId = FRONT_DESK) => ({ offlineAction: { key, happenedAt, staffId, offline: true } })

type Interaction = { readonly at: number; readonly kind: string; readonly comment: string; readonly offline?: boolean }
/** The lead's interactions as stored (a closed lead's too, which the desk's history no longer shows). */
const interactionsOf = (leadId: number): Interaction[] =>
  (sb.db.prepare('SELECT created_at, data FROM lead_interactions WHERE lead_id = ? ORDER BY created_at, id').all(leadId) as { created_at: number; data: string }[]).map((r) => ({
    at: r.created_at,
    ...(JSON.parse(r.data) as Omit<Interaction, 'at'>),
  }))
const updatesOf = (leadId: number) => interactionsOf(leadId).filter((i) => i.kind === 'UPDATED')
const leadOf = (leadId: number) => {
  const r = sb.db.prepare('SELECT status, data FROM leads WHERE id = ?').get(leadId) as { status: string; data: string }
  return { status: r.status, ...(JSON.parse(r.data) as { comment: string; leadQuality: string }) }
}
const refusalTaskOf = (key: string) => sb.db.prepare('SELECT data FROM crm_tasks WHERE uuid = ?').pluck().get(`offline-${key}`) as string | undefined

describe('sandbox: Record Lead done offline, sent later', () => {
  it('applies the update with the time it happened, marked offline, and shows it in the lead history', async () => {
    sb.setNow(START)
    const lead = await newLead()
    const happenedAt = START + 20 * MINUTE_MS
    sb.setNow(START + 2 * HOUR_MS)
    const key = fresh('lead-offline')
    const a = await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Will come back after payday', 'WARM'), ...offline(key, happenedAt) })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(decoded(LeadDeskAnswerWire, a).message).toBe(M.LEAD_UPDATED)
    expect(updatesOf(lead.leadId)).toEqual([expect.objectContaining({ at: happenedAt, comment: 'Will come back after payday', offline: true })])
    expect(leadOf(lead.leadId)).toMatchObject({ status: 'ACTIVE', comment: 'Will come back after payday', leadQuality: 'WARM' })
    const history = decoded(LeadHistoryWire, await fd.post(LEAD_DESK_PATHS.leadHistory, { userId: lead.userId, centerServiceId: CSID }))
    expect(history.interactions[0]).toMatchObject({ at: happenedAt, kind: 'UPDATED', comment: 'Will come back after payday' })
  })

  it('applies an update once per key: a resend, or the replay of an online attempt whose answer was lost, changes nothing', async () => {
    sb.setNow(START)
    const lead = await newLead()
    const key = fresh('lead-resend')
    const body = { ...update(lead, 'Prefers mornings'), ...offline(key, START + 5 * MINUTE_MS) }
    sb.setNow(START + HOUR_MS)
    const first = await fd.post(LEAD_DESK_PATHS.updateLead, body)
    const again = await fd.post(LEAD_DESK_PATHS.updateLead, body)
    expect([first.status, again.status]).toEqual([200, 200])
    expect(again.body).toEqual(first.body)
    expect(updatesOf(lead.leadId)).toHaveLength(1)
    // The audit trail records the update once too.
    expect(sb.db.prepare("SELECT COUNT(*) FROM audit_trail_entries WHERE action = 'UPDATE_LEAD' AND subject_id = ?").pluck().get(String(lead.leadId))).toBe(1)

    // Online with the attempt's key, the answer lost: the desk queues the same attempt under that key.
    const attempt = fresh('lead-attempt')
    const online = await fd.post(LEAD_DESK_PATHS.updateLead, update(lead, 'Asked for a trial'), { 'idempotency-key': attempt })
    expect(online.status, JSON.stringify(online.body)).toBe(200)
    const replay = await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Asked for a trial'), ...offline(attempt, START + HOUR_MS) })
    expect(replay.status).toBe(200)
    expect(updatesOf(lead.leadId).map((i) => i.comment)).toEqual(['Prefers mornings', 'Asked for a trial'])
    // Without a key, an online update is applied each time, as it always was.
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, update(lead, 'Called again'))).status).toBe(200)
    expect(updatesOf(lead.leadId)).toHaveLength(3)
  })

  it('refuses an update of a lead already closed by the time it happened, and files it for the manager', async () => {
    sb.setNow(START)
    const lead = await newLead()
    // Closed at 11:30 by a PT pitch 'Not interested'.
    sb.setNow(START + HOUR_MS)
    const closed = await fd.post(LEAD_DESK_PATHS.submitLead, {
      userId: lead.userId,
      centerServiceId: CSID,
      userActivityEventType: 'PT_PITCH',
      vertical: 'PT',
      activityDate: centreDayOf(START + HOUR_MS),
      activityStartTime: START + HOUR_MS,
      updateLeadFlag: true,
      leadQuality: 'NOT_INTERESTED',
      comment: 'Not interested in PT',
      skipFollowUp: true,
    })
    expect(closed.status, JSON.stringify(closed.body)).toBe(200)
    expect(leadOf(lead.leadId).status).toBe('CLOSED')
    sb.setNow(START + 3 * HOUR_MS)

    // Recorded at 12:30 on a device without a network: the lead was closed by then.
    const late = fresh('lead-after-close')
    const refused = await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Still thinking'), ...offline(late, START + 2 * HOUR_MS) })
    expect(refused.status).toBe(404)
    expect((refused.body as { message: string }).message).toBe(M.NO_LEAD_TO_UPDATE)
    expect(refusalTaskOf(late)).toContain(M.NO_LEAD_TO_UPDATE)
    // Sent again: the same refusal, nothing applied.
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Still thinking'), ...offline(late, START + 2 * HOUR_MS) })).status).toBe(404)

    // Recorded at 11:00, before the closing: it joins the history at its time; the lead stays closed.
    const early = fresh('lead-before-close')
    const applied = await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Asked about prices'), ...offline(early, START + 30 * MINUTE_MS) })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(refusalTaskOf(early)).toBeUndefined()
    expect(leadOf(lead.leadId)).toMatchObject({ status: 'CLOSED', comment: 'Not interested in PT' })
    expect(updatesOf(lead.leadId)).toEqual([expect.objectContaining({ at: START + 30 * MINUTE_MS, comment: 'Asked about prices', offline: true })])
    // Online, a closed lead is not updated.
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, update(lead, 'Online now'))).status).toBe(404)
  })

  it('keeps a later update as the lead’s state: an earlier offline update joins the history only', async () => {
    sb.setNow(START + HOUR_MS)
    const lead = await newLead()
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, update(lead, 'Booked a trial', 'HOT'))).status).toBe(200)
    sb.setNow(START + 2 * HOUR_MS)
    const key = fresh('lead-older')
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Might join later'), ...offline(key, START + HOUR_MS - 1) })).status).toBe(200)
    expect(leadOf(lead.leadId)).toMatchObject({ status: 'ACTIVE', comment: 'Booked a trial', leadQuality: 'HOT' })
    expect(updatesOf(lead.leadId).map((i) => i.comment)).toEqual(['Might join later', 'Booked a trial'])
  })

  it('checks the follow-up as of the time it happened, and refuses an update sent after the replay bound or by another staff member', async () => {
    sb.setNow(START)
    const lead = await newLead()
    // Recorded at 23:30, sent at 01:30 the next day: 'yesterday' is the day before the one it happened on.
    const happenedAt = START + 13 * HOUR_MS
    sb.setNow(START + 15 * HOUR_MS)
    // The morning's session has ended: signed in again, as the desk does.
    fd = await signIn(sb.url, 'front-desk')
    const dayBefore = START - 20 * HOUR_MS
    const ok = await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Follow up soon', 'WARM'), nextFollowUpTime: dayBefore, ...offline(fresh('lead-fu'), happenedAt) })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const tooEarly = await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Follow up', 'WARM'), nextFollowUpTime: dayBefore - 24 * HOUR_MS, ...offline(fresh('lead-fu-out'), happenedAt) })
    expect(tooEarly.status).toBe(400)
    expect((tooEarly.body as { message: string }).message).toBe(M.FOLLOW_UP_DATE_OUT_OF_RANGE)
    // Online now, the same follow-up is two days back: refused.
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Online', 'WARM'), nextFollowUpTime: dayBefore })).status).toBe(400)

    const stale = fresh('lead-stale')
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Too old'), ...offline(stale, START + HOUR_MS) })).status).toBe(422)
    expect(refusalTaskOf(stale)).toBeDefined()
    expect((await fd.post(LEAD_DESK_PATHS.updateLead, { ...update(lead, 'Not mine'), ...offline(fresh('lead-other'), happenedAt, 'staff-cm') })).status).toBe(403)
    expect(updatesOf(lead.leadId).map((i) => i.comment)).toEqual(['Follow up soon'])
  })
})
