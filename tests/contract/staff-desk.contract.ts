import { describe, expect, it } from 'vitest'
import type { StaffDesk } from '../../core/employee/staff-desk.port'
import { sortShifts } from '../../core/employee/shift-lists.rule'
import { epochMs } from '../../core/shared/brands'
import { addDays } from '../../core/shared/centre-day'
import { centreDayOf } from '../../core/shared/centre-day-of'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

/** What the suite needs besides the gateway: a gym of the caller's with leave requests, GX shifts, and the caller's delinquencies and audits. */
export type StaffDeskSubject = {
  readonly desk: StaffDesk
  readonly gym: number
  /** The same desk signed in as a staff member who works at the gym and holds LEAVE_APPROVAL (they ask for leave themselves). */
  readonly employee: StaffDesk
}

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/** What every StaffDesk must do (leave approval, GX shifts, delinquency reversal, grooming score). */
export const staffDeskContract = (name: string, make: () => Promise<StaffDeskSubject>): void => {
  describe(`StaffDesk contract: ${name}`, () => {
    it('lists the centre’s leave requests in every state; approves one and rejects another, once each', async () => {
      const { desk, gym } = await make()
      const all = ok(await desk.leaveRequests(gym)())
      expect(new Set(all.map((r) => r.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']))
      for (const r of all) expect(r.centerServiceId).toBe(gym)
      const pending = all.filter((r) => r.status === 'PENDING')
      expect(pending.length).toBeGreaterThanOrEqual(2)
      const [a, b] = pending
      if (a === undefined || b === undefined) return
      const approved = ok(await desk.decideLeave(a.id, 'APPROVED')())
      expect(approved).toMatchObject({ id: a.id, status: 'APPROVED', startDay: a.startDay, endDay: a.endDay })
      expect(approved.decidedBy).toBeTruthy()
      expect(approved.decidedAt).toBeGreaterThan(0)
      expect(ok(await desk.decideLeave(b.id, 'REJECTED')()).status).toBe('REJECTED')
      const again = ok(await desk.leaveRequests(gym)())
      expect(again.find((r) => r.id === a.id)?.status).toBe('APPROVED')
      expect(again.find((r) => r.id === b.id)?.status).toBe('REJECTED')
      expect(left(await desk.decideLeave(a.id, 'REJECTED')())).toMatchObject({ _tag: 'Rejected', message: M.LEAVE_ALREADY_DECIDED })
      expect(left(await desk.decideLeave('no-such-leave', 'APPROVED')())?._tag).toBe('NotFound')
    })

    it('takes a staff member’s own leave request, which waits; they cannot decide it, another manager can', async () => {
      const { desk, employee, gym } = await make()
      const today = centreDayOf(epochMs(Date.now()))
      // Days far ahead, different on each run, so that a request left by an earlier run does not clash.
      const from = addDays(today, 40 + (Math.floor(Date.now() / 1000) % 300))
      const asked = ok(await employee.requestLeave({ centerServiceId: gym, startDay: from, endDay: addDays(from, 1), reason: 'Sister’s wedding' })())
      expect(asked).toMatchObject({ status: 'PENDING', startDay: from, endDay: addDays(from, 1), reason: 'Sister’s wedding', centerServiceId: gym, mine: true })
      expect(ok(await employee.myLeaveRequests(gym)()).map((r) => r.id)).toContain(asked.id)
      expect(ok(await desk.leaveRequests(gym)()).find((r) => r.id === asked.id)).toMatchObject({ status: 'PENDING', mine: false })
      expect(left(await employee.requestLeave({ centerServiceId: gym, startDay: addDays(from, 1), endDay: addDays(from, 2), reason: 'Again' })())).toMatchObject({ message: M.LEAVE_OVERLAPS })
      expect(left(await employee.decideLeave(asked.id, 'APPROVED')())).toMatchObject({ _tag: 'Forbidden', message: M.OWN_LEAVE_NOT_YOURS_TO_DECIDE })
      expect(ok(await desk.decideLeave(asked.id, 'APPROVED')())).toMatchObject({ status: 'APPROVED' })
      expect(ok(await employee.myLeaveRequests(gym)()).find((r) => r.id === asked.id)?.status).toBe('APPROVED')
      expect(left(await employee.requestLeave({ centerServiceId: gym, startDay: addDays(today, -1), endDay: today, reason: 'Late' })())?._tag).toBe('Rejected')
    })

    it('answers the centre’s GX shifts around now: some ended, one running and some to come, each ending after it starts', async () => {
      const { desk, gym } = await make()
      const shifts = ok(await desk.gxShifts(gym)())
      for (const s of shifts) {
        expect(s.endTime).toBeGreaterThan(s.startTime)
        expect(s.centerServiceId).toBe(gym)
        expect(s.className).not.toBe('')
      }
      const l = sortShifts(shifts, epochMs(Date.now()))
      expect(l.past.length).toBeGreaterThan(0)
      expect(l.current.length).toBeGreaterThan(0)
      expect(l.upcoming.length).toBeGreaterThan(0)
    })

    it('lists only the caller’s own delinquencies; a reversal is asked once, for an open one, with the reason kept', async () => {
      const { desk, gym } = await make()
      const mine = ok(await desk.delinquencies(gym)())
      expect(new Set(mine.map((d) => d.empId)).size).toBe(1)
      expect(new Set(mine.map((d) => d.status))).toEqual(new Set(['OPEN', 'REVERSAL_REQUESTED', 'REVERSED']))
      const open = mine.find((d) => d.status === 'OPEN')
      const closed = mine.find((d) => d.status === 'REVERSED')
      if (open === undefined || closed === undefined) return
      const asked = ok(await desk.requestReversal(open.id, 'The tab did not scan my card')())
      expect(asked).toMatchObject({ id: open.id, status: 'REVERSAL_REQUESTED', reversalReason: 'The tab did not scan my card' })
      expect(ok(await desk.delinquencies(gym)()).find((d) => d.id === open.id)).toMatchObject({ status: 'REVERSAL_REQUESTED', reversalReason: 'The tab did not scan my card' })
      expect(left(await desk.requestReversal(open.id, 'again')())).toMatchObject({ _tag: 'Rejected', message: M.REVERSAL_NOT_OPEN })
      expect(left(await desk.requestReversal(closed.id, 'again')())).toMatchObject({ _tag: 'Rejected', message: M.REVERSAL_NOT_OPEN })
      expect(left(await desk.requestReversal('no-such-delinquency', 'why')())?._tag).toBe('NotFound')
    })

    it('answers the caller’s grooming audits, each score within its full score', async () => {
      const { desk, gym } = await make()
      const g = ok(await desk.groomingScore(gym)())
      expect(g.empId).not.toBe('')
      expect(g.audits.length).toBeGreaterThan(0)
      for (const a of g.audits) {
        expect(a.score).toBeGreaterThanOrEqual(0)
        expect(a.score).toBeLessThanOrEqual(a.outOf)
        expect(a.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    })
  })
}
