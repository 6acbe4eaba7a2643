import type { CampaignConfigWire, TaskWire } from '../../../adapters/http/contract/task.codecs'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../core/shared/constants'
import type { Db } from '../../db/database'
import { pick } from '../random'
import { scaleCustomerId } from './customers'
import type { ScalePlan } from './plan'

const FOLLOW_UP: CampaignConfigWire = {
  dispositions: ['CONNECTED', 'NOT_CONNECTED', 'PACK_PURCHASED'],
  dispositionsHierarchy: { CONNECTED: ['INTERESTED', 'CALL_BACK_LATER', 'NOT_INTERESTED'], NOT_CONNECTED: ['RINGING_NO_ANSWER', 'BUSY'], PACK_PURCHASED: [] },
  dispositionConfigs: {
    INTERESTED: { followUpOptions: ['TIME_BASED_CALL_BACK', 'NEXT_DAY_CALL_BACK'] },
    CALL_BACK_LATER: { followUpOptions: ['TIME_BASED_CALL_BACK'] },
    NOT_INTERESTED: { followUpOptions: [] },
    RINGING_NO_ANSWER: { followUpOptions: ['AUTO_RETRY'] },
    BUSY: { followUpOptions: ['TIME_BASED_CALL_BACK'] },
    PACK_PURCHASED: { followUpOptions: [] },
  },
}
const CAMPAIGNS = [
  { name: 'Trial follow-up', product: 'GYM_JOINING' },
  { name: 'Membership renewal', product: 'GYM_JOINING' },
  { name: 'PT interest call', product: 'PERSONAL_TRAINING' },
] as const

/**
 * The call-centre tasks of the busiest CULT centre (/crmTasks is a CULT or HYBRID centre's): due
 * over the year before and the weeks after today, most resolved, the rest open (overdue, due
 * today, upcoming). No call trails: the list, not a task's history, is what grows with a chain.
 */
export const seedScaleTasks = (db: Db, plan: ScalePlan, rnd: () => number, now: number, centreId: number): void => {
  const ins = db.prepare('INSERT INTO crm_tasks (uuid, user_id, pack_product_type, centre_id, due_at, data) VALUES (?, ?, ?, ?, ?, ?)')
  for (let i = 0; i < plan.tasks; i++) {
    const uuid = `crm-s${String(i + 1).padStart(7, '0')}`
    const userId = scaleCustomerId(Math.floor(rnd() * plan.customers))
    const campaign = pick(rnd, CAMPAIGNS)
    const due = now - Math.floor(rnd() * plan.days * DAY_MS) + Math.floor(rnd() * 21 * DAY_MS)
    const open = due > now - 3 * DAY_MS || i % 5 === 0
    const task: TaskWire = {
      taskUuid: uuid,
      userId,
      status: open ? 'OPEN' : 'CONNECTED',
      subStatus: open ? null : 'NOT_INTERESTED',
      campaignName: campaign.name,
      refId: `REF-${uuid}`,
      expiryTime: Math.max(due, now) + 7 * DAY_MS,
      packProductType: campaign.product,
      campaignConfig: FOLLOW_UP,
      remark: open ? null : 'Not looking to join now',
      dispositionConfigData: null,
      resolvedAt: open ? null : due + 2 * HOUR_MS + (i % 60) * MINUTE_MS,
    }
    ins.run(uuid, userId, campaign.product, centreId, due, JSON.stringify(task))
  }
}
