import { DAY_MS, HOUR_MS } from '../../../core/shared/constants'
import type { Db } from '../../db/database'
import { pick } from '../random'
import { scaleCustomerId } from './customers'
import type { ScalePlan } from './plan'

const CONSULTANTS = [
  { id: 'staff-frontdesk', name: 'Meera Iyer', type: 'MC' },
  { id: 'staff-cm', name: 'Vikram Shetty', type: 'MC' },
] as const
const TRAINER = { id: 'staff-trainer', name: 'Rahul Nair', type: 'TRAINER' } as const
const COMMENTS = ['Asked about weekend batches', 'Price check', 'Wants a trial first', 'Comparing with a nearby gym', 'Interested in PT']

/**
 * The chain's leads, in the rows the reports seed writes: half at the busiest centres, the rest
 * spread over every scale centre, created over the last year, one in six closed.
 */
export const seedScaleLeads = (db: Db, plan: ScalePlan, rnd: () => number, today: number, serviceIds: readonly number[], busiest: readonly number[]): void => {
  const ins = db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)')
  for (let i = 0; i < plan.leads; i++) {
    const csid = i % 2 === 0 ? (busiest[i % busiest.length] as number) : pick(rnd, serviceIds)
    const category = i % 5 === 0 ? 'LUX_LEAD' : i % 3 === 0 ? 'PT_LEAD' : 'GYM_LEAD'
    const status = i % 6 === 0 ? 'CLOSED' : 'ACTIVE'
    const userId = scaleCustomerId(Math.floor(rnd() * plan.customers))
    const quality = pick(rnd, ['HOT', 'WARM', 'COLD'] as const)
    const owner = category === 'PT_LEAD' ? TRAINER : pick(rnd, CONSULTANTS)
    const createdAt = today - (1 + Math.floor(rnd() * plan.days)) * DAY_MS + 11 * HOUR_MS
    ins.run(
      userId,
      csid,
      category,
      status,
      JSON.stringify({ userId, centerId: csid, leadCategory: category, leadStatus: status, leadType: quality, leadQuality: quality, comment: pick(rnd, COMMENTS), assigneeId: owner.id, assigneeName: owner.name, assigneeType: owner.type, taskAssignee: { fullName: owner.name }, createdBy: 'staff-cm', createdAt }),
    )
  }
}
