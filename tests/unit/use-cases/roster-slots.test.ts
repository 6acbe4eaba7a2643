import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { epochMs } from '../../../core/shared/brands'
import { addDays, centreDayOf, centreHourOf, startOfCentreDay } from '../../../core/shared/centre-day'
import { HOUR_MS } from '../../../core/shared/constants'
import * as M from '../../../core/shared/messages'
import { seedEmployeeWorld } from '../../support/employees'

const NOW = Date.UTC(2026, 10, 26, 6, 30) // 12:00 PM at the centre
const portal = () =>
  createTestPortal({
    now: NOW,
    centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] },
    seedEmployees: seedEmployeeWorld,
  })
const today = centreDayOf(epochMs(NOW))
const tomorrow = addDays(today, 1)

describe('roster slot picker use cases (part 3 §4, §5, §8)', () => {
  it('loads an agent’s day in the 4-hour buckets, today only from 49 minutes before now', async () => {
    const p = portal()
    const r = await p.useCases.loadRosterSlots({ centerServiceId: 1004, agentId: 'emp-003', day: today })()
    if (r._tag === 'Left') throw new Error(r.left.message)
    expect(r.right.slots.map((s) => centreHourOf(s.startTime))).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22])
    expect(r.right.buckets.map((b) => [b.fromHour, b.toHour, b.slots.length])).toEqual([
      [4, 9, 0],
      [9, 14, 2],
      [14, 18, 4],
      [18, 23, 5],
    ])
  })

  it("refuses to book without a slot: 'Please choose a time slot to proceed', and nothing is booked", async () => {
    const p = portal()
    const before = p.employees.shifts.length
    const r = await p.useCases.bookRosterSlot({ centerServiceId: 1004, agentId: 'emp-003', startTime: undefined })()
    expect(r).toEqual({ _tag: 'Left', left: { _tag: 'ValidationFailed', errors: { slot: M.TIME_SLOT_REQUIRED } } })
    expect(p.employees.shifts).toHaveLength(before)
  })

  it("books a free slot ('Slot booked') and refuses the same slot again with the server's reason", async () => {
    const p = portal()
    const at = startOfCentreDay(tomorrow) + 9 * HOUR_MS
    const r = await p.useCases.bookRosterSlot({ centerServiceId: 1004, agentId: 'emp-003', startTime: at })()
    expect(r).toMatchObject({ _tag: 'Right', right: { message: M.SLOT_BOOKED_DONE, value: { kind: 'PERSONAL_TRAINING', startTime: at } } })
    const again = await p.useCases.bookRosterSlot({ centerServiceId: 1004, agentId: 'emp-003', startTime: at })()
    expect(again).toMatchObject({ _tag: 'Left', left: { _tag: 'SlotNotBooked', message: M.SLOT_TAKEN } })
    const day = await p.useCases.loadRosterSlots({ centerServiceId: 1004, agentId: 'emp-003', day: tomorrow })()
    expect(day._tag === 'Right' ? day.right.slots.find((s) => s.startTime === at)?.status : undefined).toBe('BOOKED')
  })
})
