import type { PlaySlot } from './play'

/** A play slot can be chosen while a place is left and it has not started (as bootcamp slots: none left, hidden). */
export const playSlotOpen = (s: PlaySlot, now: number): boolean => s.booked < s.capacity && s.startTime > now

/** The slots staff may choose from, soonest first. */
export const visiblePlaySlots = (slots: readonly PlaySlot[], now: number): readonly PlaySlot[] =>
  slots.filter((s) => playSlotOpen(s, now)).sort((a, b) => a.startTime - b.startTime || a.sportId - b.sportId)
