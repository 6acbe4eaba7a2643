import type { Db } from '../../db/database'
import { centreDayStart } from '../profile'
import { seededRandom } from '../random'
import { BULK_TABLES, withIndexesAfterLoad } from './bulk-load'
import { seedScaleCentres } from './centres'
import { seedScaleCheckIns } from './check-ins'
import { seedScaleCustomers } from './customers'
import { seedScaleEmployees } from './employees'
import { seedScaleLeads } from './leads'
import { seedScaleOrders } from './orders'
import { scalePlan } from './plan'
import { seedScaleTasks } from './tasks'

export { parseScale, scalePlan } from './plan'

/**
 * Adds what a chain holds to a database the normal seed just filled (in the caller's
 * transaction): centres of every type the owner sees, customers, a year of check-ins and orders
 * at the busiest centres, leads, the busiest CULT centre's call-centre tasks and the flagship's staff. Deterministic: the same scale and `now`
 * give the same rows.
 */
export const seedScale = (db: Db, now: number, scale: number): void => {
  if (!(scale > 0)) return
  const plan = scalePlan(scale)
  const rnd = seededRandom(31_031)
  const today = centreDayStart(now)
  const centres = seedScaleCentres(db, plan, rnd)
  const busiest = centres.slice(0, plan.busiestCentres)
  withIndexesAfterLoad(db, BULK_TABLES, () => {
    seedScaleCustomers(db, plan, rnd, today)
    seedScaleCheckIns(db, plan, rnd, today, busiest.map((c) => c.id))
    seedScaleOrders(db, plan, rnd, today, busiest.map((c) => c.id))
    seedScaleLeads(db, plan, rnd, today, centres.map((c) => c.centerServiceId), busiest.map((c) => c.centerServiceId))
    const cult = busiest.find((c) => c.type === 'CULT')
    if (cult !== undefined) seedScaleTasks(db, plan, rnd, now, cult.id)
  })
  const flagship = centres[0]
  if (flagship !== undefined) seedScaleEmployees(db, plan, flagship)
}
