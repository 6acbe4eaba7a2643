import * as t from 'io-ts'
import { IntFromString } from './codec-helpers'
import { ShiftWire } from './employee.codecs'
import { DayText } from './play.codecs'

/** Wire contract of the roster's slot bookings (part 3 §7 "v1/roster/*: ... slot bookings"); the paths are ours. */
export const ROSTER_SLOT_PATHS = {
  slots: 'v1/roster/slots',
  slotBookings: 'v1/roster/slot-bookings',
} as const

export const RosterSlotsQuery = t.type({ centerServiceId: IntFromString, agentId: t.refinement(t.string, (s) => s.trim() !== '' && s.length <= 64, 'AgentId'), day: DayText })
export const RosterSlotWire = t.type({
  startTime: t.number,
  endTime: t.number,
  status: t.keyof({ AVAILABLE: null, BOOKED: null, BLOCKED: null }),
})
export const RosterSlotsWire = t.type({ slots: t.array(RosterSlotWire) })
export type RosterSlotsWire = t.TypeOf<typeof RosterSlotsWire>
export const SlotBookingBody = t.type({
  agentId: t.refinement(t.string, (s) => s.trim() !== '' && s.length <= 64, 'AgentId'),
  centerServiceId: t.number,
  startTime: t.number,
})
export type SlotBookingBody = t.TypeOf<typeof SlotBookingBody>
/** A booked slot is a one-hour PT session on the agent's roster. */
export const SlotBookingWire = ShiftWire
