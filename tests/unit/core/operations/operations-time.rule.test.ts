import { describe, expect, it } from 'vitest'
import { operationsTimeLabel } from '../../../../core/operations/operations-time.rule'
import { epochMs } from '../../../../core/shared/brands'

describe('operations time label', () => {
  it("shows an instant on the centre's clock (Asia/Kolkata), whatever the machine's zone", () => {
    expect(operationsTimeLabel(epochMs(Date.UTC(2026, 10, 25, 10, 37)))).toBe('25 Nov 2026, 4:07 pm')
    expect(operationsTimeLabel(epochMs(Date.UTC(2026, 10, 25, 18, 35)))).toBe('26 Nov 2026, 12:05 am')
    expect(operationsTimeLabel(epochMs(Date.UTC(2026, 8, 1, 3, 0)))).toBe('01 Sep 2026, 8:30 am')
  })
})
