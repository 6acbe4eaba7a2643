import { describe, expect, it } from 'vitest'
import type { CentreType } from '../../../../core/centre/centre'
import { visitKindAt } from '../../../../core/dashboard/visit-kind.rule'

describe("what a centre's dashboard counts as visits before its answer says (part 3 §9)", () => {
  it('counts play bookings at a play centre and check-ins at every other', () => {
    const every: readonly CentreType[] = ['GYMFIT', 'ONEPASS', 'CULT', 'PLAY', 'BOOTCAMP']
    expect(every.map((type) => visitKindAt({ type }))).toEqual(['CHECK_INS', 'CHECK_INS', 'CHECK_INS', 'PLAY_BOOKINGS', 'CHECK_INS'])
  })
})
