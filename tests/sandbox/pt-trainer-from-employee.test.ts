import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderAnswer } from '../../adapters/http/contract/payment.codecs'
import { TrainersLevelAnswer } from '../../adapters/http/contract/selling.codecs'
import { PATHS } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import { PtPacksWire, PtSessionResultWire } from '../../adapters/http/contract/pt.codecs'
import { EMPLOYEE_PATHS, EmployeeWire, RosterWire } from '../../adapters/http/contract/employee.codecs'
import { weekOf } from '../../core/employee/roster.rule'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { DAY_MS, HOUR_MS, PT_SERVICE } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import type { StoredAgent } from '../../sandbox/store/profile-store'
import { agentOfEmployee } from '../../sandbox/store/trainers'
import { cashPayment, decoded, fresh, freshPhone, newCustomer, orderBody, signIn, startOwnSandbox, verifyCashOtp, type OwnSandbox, type StaffClient } from '../support/selling-sandbox'

/*
 * One source of truth for the people who train at a centre: the employees. A personal trainer
 * created in the portal is, from that moment, one of the trainers /pt offers, the PT order accepts
 * and PT booking books, and their sessions are on the roster; a trainer who is no longer active is
 * offered no more (and is again once made active), while the packs already sold with them stay
 * readable. A trainer takes packs of
 * their own PT level or lower.
 */

const START = Date.parse('2026-11-30T18:25:00Z') // 23:55 on a month's last day, centre time

describe('a PT trainer created as an employee', () => {
  let sb: OwnSandbox
  let cm: StaffClient
  beforeAll(async () => {
    sb = await startOwnSandbox(START)
    cm = await signIn(sb.url, 'centre-manager')
  })
  afterAll(async () => sb.close())

  const price = (productId: string): number => sb.db.prepare('SELECT selling_price_paise FROM sale_products WHERE product_id = ?').pluck().get(productId) as number
  const sellPt = async (userId: string, productId: string, trainerId: string) => {
    await verifyCashOtp(cm, 'centre-manager', userId, price(productId))
    return cm.post(
      PATHS.createCashOrder,
      { orderReqBody: orderBody({ userId, centreId: 1, productId, startDate: startOfCentreDayOf(START), option: { ptOptions: { trainerId } } }), paymentSuccessReqBody: cashPayment(price(productId)) },
      { 'idempotency-key': fresh('pt') },
    )
  }
  const offered = async () => decoded(TrainersLevelAnswer, await cm.get(PATHS.ptTrainersLevelBreakdown, { centerServiceId: 1001, centerType: 'GYMFIT' })).trainers
  /** PUT on an employee's profile as the centre manager (the test client sends GET and POST only). */
  const setProfile = async (agentId: string, body: Record<string, unknown>): Promise<Response> => {
    const signedIn = await fetch(`${sb.url}${API_BASE}/${PATHS_SANDBOX.session}`, { method: 'POST', headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }, body: JSON.stringify({ persona: 'centre-manager' }) })
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? ''
    return fetch(`${sb.url}${API_BASE}/${EMPLOYEE_PATHS.employeeProfile.replace(':agentId', agentId)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, cookie },
      body: JSON.stringify(body),
    })
  }
  const create = async (name: string, primaryRole: string, ptLevelCode?: string) => {
    const a = await cm.post(EMPLOYEE_PATHS.createEmployee, { name, email: `${fresh('e')}@centres.example`, phone: freshPhone(), primaryRole, centerServiceId: 1001, ...(ptLevelCode === undefined ? {} : { ptLevelCode }) })
    expect(a.status, JSON.stringify(a.body)).toBe(201)
    return decoded(EmployeeWire, a)
  }

  it('the seeded trainers are what their employee records say: every agent record follows from its employee', () => {
    const rows = sb.db.prepare('SELECT a.data AS agent, e.data AS employee FROM agents a JOIN employees e ON e.agent_id = a.identity_id').all() as { agent: string; employee: string }[]
    expect(rows.length).toBe(sb.db.prepare('SELECT COUNT(*) FROM agents').pluck().get())
    for (const r of rows) {
      const agent = JSON.parse(r.agent) as StoredAgent
      expect(agentOfEmployee(JSON.parse(r.employee) as EmployeeWire, agent)).toEqual(agent)
    }
  })

  it('is offered at /pt at once, sells packs of their level, is booked, and is on the roster; a floor trainer is not offered', async () => {
    const floor = await create('Tara Floor', 'FMS_FLOOR_TRAINER')
    const pt = await create('Varun Coach', 'FMS_PERSONAL_TRAINER', 'GYM_PT_LEVEL_L2')
    const list = await offered()
    expect(list.map((t) => t.identityResponse.id)).not.toContain(floor.agentId)
    expect(list.find((t) => t.identityResponse.id === pt.agentId)).toMatchObject({ identityResponse: { firstName: 'Varun', lastName: 'Coach' }, levelCode: 'GYM_PT_LEVEL_L2' })

    const userId = await newCustomer(cm)
    const above = await sellPt(userId, 'PT-1-L3-8', pt.agentId)
    expect(above.status).toBe(400)
    expect(above.body).toMatchObject({ message: M.TRAINER_LEVEL_BELOW_PACK })
    const sold = await sellPt(userId, 'PT-1-L2-8', pt.agentId)
    expect(sold.status, JSON.stringify(sold.body)).toBe(200)
    expect(decoded(OrderAnswer, sold).status).toBe('PAYMENT_COMPLETED')
    const packs = async () => decoded(PtPacksWire, await cm.get(PATHS.ptPacks, { userId })).ptPacks
    expect((await packs()).map((p) => [p.metadata.preferredTrainerId, p.trainerDetails.name])).toEqual([[pt.agentId, 'Varun Coach']])

    const at = startOfCentreDayOf(START) + DAY_MS + 10 * HOUR_MS
    const booked = await cm.post(PATHS.ptSessions, { centerId: 1, startTime: at, endTime: at + HOUR_MS, identityId: pt.agentId, service: PT_SERVICE, userId, source: 'PORTAL', sessionBookingSource: 'CENTER' })
    expect(decoded(PtSessionResultWire, booked)).toMatchObject({ message: M.SESSION_BOOKED, session: { status: 'BOOKED', identityId: pt.agentId, startTime: at } })
    const day = centreDayOf(epochMs(at))
    const roster = decoded(RosterWire, await cm.get(EMPLOYEE_PATHS.shifts, { centerServiceId: 1001, weekStart: weekOf(day)[0] ?? day }))
    expect(roster.shifts.filter((s) => s.agentId === pt.agentId).map((s) => [s.kind, s.startTime])).toEqual([['PERSONAL_TRAINING', at]])

    // Made inactive on their profile (they left): offered no more, refused by the order and by booking; the sold pack still reads.
    expect((await setProfile(pt.agentId, { specialisations: [], status: 'INACTIVE' })).status).toBe(200)
    expect((await offered()).map((t) => t.identityResponse.id)).not.toContain(pt.agentId)
    const after = await sellPt(await newCustomer(cm), 'PT-1-L2-8', pt.agentId)
    expect(after.body).toMatchObject({ message: M.TRAINER_DETAILS_NOT_AVAILABLE })
    const late = await cm.post(PATHS.ptSessions, { centerId: 1, startTime: at + 2 * HOUR_MS, endTime: at + 3 * HOUR_MS, identityId: pt.agentId, service: PT_SERVICE, userId, source: 'PORTAL', sessionBookingSource: 'CENTER' })
    expect(late.status).toBeGreaterThanOrEqual(400)
    expect(late.status).toBeLessThan(500)
    expect((await packs())[0]?.trainerDetails.name).toBe('Varun Coach')
    // Active again when they return: offered and sold with at once.
    expect((await setProfile(pt.agentId, { specialisations: [], status: 'ACTIVE' })).status).toBe(200)
    expect((await offered()).map((t) => t.identityResponse.id)).toContain(pt.agentId)
    expect((await sellPt(await newCustomer(cm), 'PT-1-L2-8', pt.agentId)).status).toBe(200)
  })

  it('a trainer whose level is raised on their profile sells the higher packs at once', async () => {
    const pt = await create('Leena Level', 'FMS_PERSONAL_TRAINER', 'GYM_PT_LEVEL_L1')
    const userId = await newCustomer(cm)
    expect((await sellPt(userId, 'PT-1-L3-8', pt.agentId)).body).toMatchObject({ message: M.TRAINER_LEVEL_BELOW_PACK })
    const s = await setProfile(pt.agentId, { specialisations: [], ptLevelCode: 'GYM_PT_LEVEL_L3' })
    expect(s.status).toBe(200)
    expect((await offered()).find((t) => t.identityResponse.id === pt.agentId)?.levelCode).toBe('GYM_PT_LEVEL_L3')
    expect((await sellPt(userId, 'PT-1-L3-8', pt.agentId)).status).toBe(200)
  })
})
