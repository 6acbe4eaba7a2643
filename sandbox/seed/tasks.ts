import type { CampaignConfigWire, CallTrailEntryWire, TaskWire } from '../../adapters/http/contract/task.codecs'
import type { CallInteractionWire } from '../../adapters/http/contract/task-desk.codecs'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { epochMs } from '../../core/shared/brands'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/shared/constants'
import type { Db } from '../db/database'
import { pick, seededRandom } from './random'

/** Tables the tasks seed fills besides crm_tasks and call_trails (the profile seed clears those). */
export const TASKS_TABLES = ['call_interactions'] as const

/** The CULT and HYBRID centres (/crmTasks is theirs only). */
export const TASK_CENTRES = [3, 6] as const

/** A call-centre campaign's disposition hierarchy: status -> sub-statuses -> follow-up options. */
const TRIAL_FOLLOW_UP: CampaignConfigWire = {
  dispositions: ['CONNECTED', 'NOT_CONNECTED', 'WRONG_NUMBER', 'PACK_PURCHASED'],
  dispositionsHierarchy: {
    CONNECTED: ['INTERESTED', 'CALL_BACK_LATER', 'NOT_INTERESTED', 'BOOKED_TRIAL'],
    NOT_CONNECTED: ['RINGING_NO_ANSWER', 'SWITCHED_OFF', 'BUSY'],
    WRONG_NUMBER: [],
    PACK_PURCHASED: [],
  },
  dispositionConfigs: {
    INTERESTED: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NEXT_DAY_CALL_BACK'] },
    CALL_BACK_LATER: { followUpOptions: ['TIME_BASED_CALL_BACK'] },
    NOT_INTERESTED: { followUpOptions: [] },
    BOOKED_TRIAL: { followUpOptions: ['NO_FOLLOW_UP'] },
    RINGING_NO_ANSWER: { followUpOptions: ['AUTO_RETRY', 'TIME_BASED_CALL_BACK'] },
    SWITCHED_OFF: { followUpOptions: ['AUTO_RETRY'] },
    BUSY: { followUpOptions: ['TIME_BASED_CALL_BACK'] },
    WRONG_NUMBER: { followUpOptions: [] },
    PACK_PURCHASED: { followUpOptions: [] },
  },
}

const RENEWAL: CampaignConfigWire = {
  dispositions: ['CONNECTED', 'NOT_CONNECTED', 'RENEWED'],
  dispositionsHierarchy: {
    CONNECTED: ['WILL_RENEW', 'PRICE_CONCERN', 'MOVING_AWAY', 'CALL_BACK_LATER'],
    NOT_CONNECTED: ['RINGING_NO_ANSWER', 'SWITCHED_OFF'],
    RENEWED: [],
  },
  dispositionConfigs: {
    WILL_RENEW: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NO_FOLLOW_UP'] },
    PRICE_CONCERN: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NEXT_DAY_CALL_BACK'] },
    MOVING_AWAY: { followUpOptions: [] },
    CALL_BACK_LATER: { followUpOptions: ['TIME_BASED_CALL_BACK'] },
    RINGING_NO_ANSWER: { followUpOptions: ['AUTO_RETRY'] },
    SWITCHED_OFF: { followUpOptions: ['AUTO_RETRY'] },
    RENEWED: { followUpOptions: [] },
  },
}

type Shape = {
  readonly campaign: string
  readonly config: CampaignConfigWire
  readonly product: string
  /** OPEN with a due state, or resolved with its disposition. */
  readonly state:
    | { readonly open: 'OVERDUE' | 'TODAY' | 'UPCOMING' }
    | { readonly status: string; readonly subStatus?: string; readonly followUp?: string; readonly callBackDays?: number; readonly remark: string }
}

/** One centre's tasks: every due state while open, and every status of the hierarchies once resolved. */
const SHAPES: readonly Shape[] = [
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { open: 'OVERDUE' } },
  { campaign: 'Membership renewal', config: RENEWAL, product: 'GYM_JOINING', state: { open: 'OVERDUE' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { open: 'TODAY' } },
  { campaign: 'Membership renewal', config: RENEWAL, product: 'GYM_JOINING', state: { open: 'TODAY' } },
  { campaign: 'PT interest call', config: TRIAL_FOLLOW_UP, product: 'PERSONAL_TRAINING', state: { open: 'TODAY' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { open: 'UPCOMING' } },
  { campaign: 'Membership renewal', config: RENEWAL, product: 'GYM_JOINING', state: { open: 'UPCOMING' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { status: 'CONNECTED', subStatus: 'INTERESTED', followUp: 'TIME_BASED_CALL_BACK', callBackDays: 2, remark: 'Wants the evening batch; call after payday' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { status: 'CONNECTED', subStatus: 'NOT_INTERESTED', remark: 'Joined a gym near office' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { status: 'NOT_CONNECTED', subStatus: 'SWITCHED_OFF', followUp: 'AUTO_RETRY', remark: 'Phone switched off twice' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { status: 'WRONG_NUMBER', remark: 'Number belongs to someone else' } },
  { campaign: 'Trial follow-up', config: TRIAL_FOLLOW_UP, product: 'GYM_JOINING', state: { status: 'PACK_PURCHASED', remark: 'Bought a 3 month pack at the desk' } },
  { campaign: 'Membership renewal', config: RENEWAL, product: 'GYM_JOINING', state: { status: 'RENEWED', remark: 'Renewed for 6 months' } },
  { campaign: 'Membership renewal', config: RENEWAL, product: 'GYM_JOINING', state: { status: 'CONNECTED', subStatus: 'PRICE_CONCERN', followUp: 'NEXT_DAY_CALL_BACK', remark: 'Asked about the festive offer' } },
]

const TRAIL_STATUSES = ['RINGED', 'CONNECTED', 'ATTEMPTED', 'FAILED', 'contact unsuccessful', 'CANCELLED', 'PENDING']
const AGENTS = ['Farah Khan', 'Vikram Shetty', 'Meera Iyer']
const CONTEXTS = [
  'Customer asked about batch timings and parking',
  'Customer wants to try a yoga class before buying',
  'Customer compared prices with a nearby gym',
  'Customer said they will drop by this weekend',
  'Customer is travelling and asked to call next week',
]

/** Crowd customers reserved for the tasks seed (the leads desk uses 301001..301900). */
const taskCustomer = (centreId: number, k: number): string => String(301901 + (centreId === 3 ? 0 : 40) + k)

/**
 * Tasks at every CULT and HYBRID centre (/crmTasks): open ones overdue, due later today and upcoming,
 * and resolved ones in every status of two real disposition hierarchies (one with a timed call-back
 * ahead); each with a call trail and call interactions whose summaries carry trial, walk-in and
 * purchase intent. Relative to `now`, so "due later today" and "expires after now" hold at any hour.
 */
export const seedTasks = (db: Db, now: number): void => {
  const rnd = seededRandom(0x7a5c)
  const today = centreDayOf(epochMs(now))
  const dayStart = startOfCentreDay(today)
  const dayEnd = startOfCentreDay(addDays(today, 1))
  const name = db.prepare('SELECT first_name FROM customers WHERE id = ?').pluck()
  const insTask = db.prepare('INSERT INTO crm_tasks (uuid, user_id, pack_product_type, centre_id, due_at, data) VALUES (?, ?, ?, ?, ?, ?)')
  const insTrail = db.prepare('INSERT INTO call_trails (task_uuid, created_on, data) VALUES (?, ?, ?)')
  const insInteraction = db.prepare('INSERT INTO call_interactions (task_uuid, interaction_time, data) VALUES (?, ?, ?)')
  for (const centreId of TASK_CENTRES) {
    SHAPES.forEach((s, k) => {
      const uuid = `crm-${centreId}-${String(k + 1).padStart(2, '0')}`
      const userId = taskCustomer(centreId, k)
      if (name.get(userId) === undefined) throw new Error(`seedTasks: customer ${userId} is not seeded`)
      const st = s.state
      const due =
        'open' in st
          ? st.open === 'OVERDUE'
            ? now - (1 + (k % 3)) * DAY_MS - 3 * HOUR_MS
            : st.open === 'TODAY'
              ? now + Math.floor(((dayEnd - now) * (k + 1)) / (SHAPES.length + 2))
              : dayStart + (2 + (k % 4)) * DAY_MS + 11 * HOUR_MS
          : now - (2 + (k % 5)) * DAY_MS
      const expiry = Math.max(due, now) + (5 + (k % 3)) * DAY_MS
      const resolved = 'open' in st ? undefined : st
      const task: TaskWire = {
        taskUuid: uuid,
        userId,
        status: resolved?.status ?? 'OPEN',
        subStatus: resolved?.subStatus ?? null,
        campaignName: s.campaign,
        refId: `REF-${uuid}`,
        expiryTime: expiry,
        packProductType: s.product,
        campaignConfig: s.config,
        remark: resolved?.remark ?? null,
        dispositionConfigData:
          resolved?.followUp === undefined
            ? null
            : { leadReactivateType: resolved.followUp, callbackTime: resolved.callBackDays === undefined ? null : dayStart + resolved.callBackDays * DAY_MS + 18 * HOUR_MS },
        resolvedAt: resolved === undefined ? null : due + 2 * HOUR_MS,
      }
      insTask.run(uuid, userId, s.product, centreId, due, JSON.stringify(task))
      const calls = 1 + (k % 4)
      for (let c = 0; c < calls; c++) {
        const created = now - (c + 1) * DAY_MS - (k % 5) * HOUR_MS
        const status = c === 0 && resolved !== undefined ? 'CONNECTED' : (TRAIL_STATUSES[(k + c) % TRAIL_STATUSES.length] as string)
        const entry: CallTrailEntryWire = {
          createdOn: created,
          lastModifiedOn: created + 3 * MINUTE_MS,
          status,
          interactionStatus: status === 'CONNECTED' ? 'ANSWERED' : 'NOT_ANSWERED',
          callerInteractionStatus: 'ANSWERED',
          receiverInteractionStatus: status === 'CONNECTED' ? 'ANSWERED' : 'NO_ANSWER',
          agentName: pick(rnd, AGENTS),
          campaignName: s.campaign,
          packProductType: s.product,
          subStatus: status === 'CONNECTED' ? (resolved?.subStatus ?? null) : null,
          remarks: status === 'CONNECTED' ? (resolved?.remark ?? 'Asked to call back') : null,
          recordingUrl: status === 'CONNECTED' ? `/recordings/${uuid}-${c}.mp3` : null,
        }
        insTrail.run(uuid, created, JSON.stringify(entry))
        if (status !== 'CONNECTED' && c > 0) continue
        const summary =
          c === 1 && k % 2 === 0
            ? null
            : JSON.stringify({ context: pick(rnd, CONTEXTS), isTrialIntent: (k + c) % 2 === 0, isWalkinIntent: (k + c) % 3 === 0, isPurchaseIntent: (k + c) % 4 === 1 })
        const interaction: CallInteractionWire = {
          interactionTime: created + MINUTE_MS,
          interactionComment: entry.remarks ?? 'Call attempt',
          interactionCallSummary: summary,
        }
        insInteraction.run(uuid, interaction.interactionTime, JSON.stringify(interaction))
      }
    })
  }
}
