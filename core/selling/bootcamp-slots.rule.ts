import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { TIME_SLOT_REQUIRED } from '../shared/messages'
import type { BootcampSlot } from './pack'

/** A slot has places left while consumedSlots < totalSlots. */
export const slotHasRoom = (s: BootcampSlot): boolean => s.consumedSlots < s.totalSlots

/** The slots shown: those with none remaining (consumedSlots >= totalSlots) are hidden; order kept. */
export const visibleBootcampSlots = (slots: readonly BootcampSlot[]): readonly BootcampSlot[] => slots.filter(slotHasRoom)

/** A slot must be chosen, among the visible ones: 'Please choose a time slot to proceed'. */
export const chosenBootcampSlot = (slots: readonly BootcampSlot[], chosenId: string | undefined): Either<string, BootcampSlot> => {
  const slot = visibleBootcampSlots(slots).find((s) => s.bootcampSlotId === chosenId)
  return slot === undefined ? E.left(TIME_SLOT_REQUIRED) : E.right(slot)
}
