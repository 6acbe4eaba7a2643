import { describe, expect, it } from 'vitest'
import { createTestPortal } from '../../../composition/test/container'
import { addDays, centreDayOf } from '../../../core/shared/centre-day'
import * as M from '../../../core/shared/messages'

const portal = () =>
  createTestPortal({ centreDetails: { centers: [], userContext: { id: 'staff-owner', name: 'Asha', email: 'asha@example.com' }, gymPtEnabledCenter: [] } })

describe('runReport', () => {
  it('checks the dates before asking: From after To and more than 366 days say why, under From', async () => {
    const p = portal()
    const today = centreDayOf(p.clock.now())
    expect(await p.useCases.runReport({ kind: 'revenue', centreId: 1, from: today, to: addDays(today, -1) })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'ValidationFailed', errors: { from: M.REPORT_FROM_AFTER_TO } },
    })
    expect(await p.useCases.runReport({ kind: 'revenue', centreId: 1, from: addDays(today, -366), to: today })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'ValidationFailed', errors: { from: M.REPORT_RANGE_TOO_LONG } },
    })
  })

  it("runs a centre's report over the days asked, both included", async () => {
    const p = portal()
    const today = centreDayOf(p.clock.now())
    const r = await p.useCases.runReport({ kind: 'revenue', centreId: 1, from: addDays(today, -6), to: today })()
    if (r._tag === 'Left') throw new Error(JSON.stringify(r.left))
    expect(r.right.rows).toHaveLength(7)
    expect(r.right.from).toBe(addDays(today, -6))
  })
})
