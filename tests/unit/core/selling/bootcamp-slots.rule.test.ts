import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { chosenBootcampSlot, visibleBootcampSlots } from '../../../../core/selling/bootcamp-slots.rule'
import { aBootcampSlot } from '../../../support/selling'

describe('bootcamp slots', () => {
  const open = aBootcampSlot({ bootcampSlotId: 'a', totalSlots: 10, consumedSlots: 9 })
  const full = aBootcampSlot({ bootcampSlotId: 'b', totalSlots: 10, consumedSlots: 10 })
  const over = aBootcampSlot({ bootcampSlotId: 'c', totalSlots: 10, consumedSlots: 12 })

  it('hides slots with none remaining', () => {
    expect(visibleBootcampSlots([open, full, over]).map((s) => s.bootcampSlotId)).toEqual(['a'])
  })
  it("requires a slot: 'Please choose a time slot to proceed'", () => {
    expect(chosenBootcampSlot([open, full], undefined)).toEqual(E.left('Please choose a time slot to proceed'))
    expect(chosenBootcampSlot([open, full], 'b')).toEqual(E.left('Please choose a time slot to proceed'))
    expect(chosenBootcampSlot([open, full], 'a')).toEqual(E.right(open))
  })
})
