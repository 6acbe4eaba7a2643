import { describe, expect, it } from 'vitest'
import { pathWith } from '../../adapters/http/contract/paths'
import { DelinquenciesWire, LeaveRequestsWire, STAFF_DESK_PATHS } from '../../adapters/http/contract/staff-desk.codecs'
import * as M from '../../core/shared/messages'
import { anonymous, decoded, failsWith, signIn } from '../support/sandbox-http'

const at = (sid: number) => ({ centerServiceId: sid })

describe('sandbox: staff desk (leave, GX shifts, delinquency, grooming)', () => {
  it('refuses leave calls without LEAVE_APPROVAL, a decision at another centre, and an unknown decision', async () => {
    await failsWith(await (await signIn('trainer')).get(STAFF_DESK_PATHS.leaveRequests, at(1001)), 403)
    const cult = await decoded(await (await signIn('owner')).get(STAFF_DESK_PATHS.leaveRequests, at(1003)), 200, LeaveRequestsWire)
    const there = cult.requests.find((r) => r.status === 'PENDING')
    expect(there, 'a pending request at HSR Cult').toBeDefined()
    if (there === undefined) return
    // The front desk works at Koramangala, Indiranagar and one-pass: not at HSR Cult.
    await failsWith(await (await signIn('front-desk')).post(pathWith(STAFF_DESK_PATHS.leaveDecision, { leaveId: there.id }), { decision: 'APPROVED' }), 403)
    await failsWith(await (await signIn('owner')).post(pathWith(STAFF_DESK_PATHS.leaveDecision, { leaveId: there.id }), { decision: 'MAYBE' }), 400)
    await failsWith(await (await signIn('owner')).post(pathWith(STAFF_DESK_PATHS.leaveDecision, { leaveId: 'lv-none' }), { decision: 'APPROVED' }), 404)
    await failsWith(await anonymous().get(STAFF_DESK_PATHS.leaveRequests, at(1001)), 401)
  })

  it('refuses GX shifts without a cult employee id (the screen’s gate, on the server)', async () => {
    await failsWith(await (await signIn('centre-manager')).get(STAFF_DESK_PATHS.gxShifts, at(1001)), 403)
    expect((await (await signIn('owner')).get(STAFF_DESK_PATHS.gxShifts, at(1001))).status).toBe(200)
  })

  it('keeps delinquencies and grooming to the caller: none without an employee id, none at a PLAY centre, another’s not found', async () => {
    await failsWith(await (await signIn('trainer')).get(STAFF_DESK_PATHS.delinquencies, at(1001)), 403)
    await failsWith(await (await signIn('owner')).get(STAFF_DESK_PATHS.groomingScore, at(1004)), 403)
    const owners = await decoded(await (await signIn('owner')).get(STAFF_DESK_PATHS.delinquencies, at(1001)), 200, DelinquenciesWire)
    const open = owners.delinquencies.find((d) => d.status === 'OPEN')
    expect(open).toBeDefined()
    if (open === undefined) return
    await failsWith(await (await signIn('centre-manager')).post(pathWith(STAFF_DESK_PATHS.delinquencyReversal, { delinquencyId: open.id }), { reason: 'not mine' }), 404, M.DELINQUENCY_NOT_FOUND)
    await failsWith(await (await signIn('owner')).post(pathWith(STAFF_DESK_PATHS.delinquencyReversal, { delinquencyId: open.id }), { reason: '   ' }), 400)
  })
})
