import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import * as M from '../../../core/shared/messages'
import { seedStaffDeskWorld } from '../../support/staff-desk'

const NOW = Date.UTC(2026, 10, 26, 6, 40)
const portal = () =>
  createTestPortal({
    now: NOW,
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    seedStaffDesk: seedStaffDeskWorld,
  })

describe('staff desk use cases', () => {
  it('lists leave requests waiting ones first, soonest first, then the decided ones, latest first', async () => {
    const r = await portal().useCases.loadLeaveRequests(1001)()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.map((l) => l.id)).toEqual(['lv-1', 'lv-2', 'lv-3', 'lv-4', 'lv-5'])
  })

  it("approves with 'Leave approved', rejects with 'Leave rejected', and refuses a second decision with the server's words", async () => {
    const p = portal()
    expect(await p.useCases.decideLeave({ leaveId: 'lv-1', decision: 'APPROVED' })()).toMatchObject({ _tag: 'Right', right: { message: M.LEAVE_APPROVED, value: { status: 'APPROVED', decidedBy: 'Asha Rao' } } })
    expect(await p.useCases.decideLeave({ leaveId: 'lv-2', decision: 'REJECTED' })()).toMatchObject({ _tag: 'Right', right: { message: M.LEAVE_REJECTED } })
    expect(await p.useCases.decideLeave({ leaveId: 'lv-1', decision: 'REJECTED' })()).toMatchObject({ _tag: 'Left', left: { _tag: 'LeaveNotDecided', message: M.LEAVE_ALREADY_DECIDED } })
  })

  it('splits the GX shifts into past, current and upcoming at the clock’s now', async () => {
    const r = await portal().useCases.loadGxShifts(1001)()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.past.map((s) => s.id)).toEqual(['gx-1', 'gx-2'])
    expect(r.right.current.map((s) => s.id)).toEqual(['gx-3'])
    expect(r.right.upcoming.map((s) => s.id)).toEqual(['gx-4', 'gx-5'])
  })

  it('asks for a reason before a reversal, trims it, and lists only the caller’s own delinquencies', async () => {
    const p = portal()
    expect(await p.useCases.requestDelinquencyReversal({ delinquencyId: 'dq-1', reason: '   ' })()).toMatchObject({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { reason: M.REVERSAL_REASON_REQUIRED } } })
    expect(await p.useCases.requestDelinquencyReversal({ delinquencyId: 'dq-1', reason: '  covering a class  ' })()).toMatchObject({
      _tag: 'Right',
      right: { message: M.REVERSAL_REQUESTED, value: { status: 'REVERSAL_REQUESTED', reversalReason: 'covering a class' } },
    })
    const mine = await p.useCases.loadDelinquencies(1001)()
    if (mine._tag === 'Left') throw new Error(mine.left.message)
    expect(mine.right.map((d) => d.id)).not.toContain('dq-other')
    expect(await p.useCases.requestDelinquencyReversal({ delinquencyId: 'dq-other', reason: 'not mine' })()).toMatchObject({ _tag: 'Left', left: { _tag: 'ReversalNotRequested' } })
  })

  it('answers the grooming audits latest first', async () => {
    const r = await portal().useCases.loadGroomingScore(1001)()
    if (r._tag === 'Left') throw new Error(r.left.message)
    const days = r.right.audits.map((a) => a.day)
    expect(days).toEqual([...days].sort().reverse())
  })
})
