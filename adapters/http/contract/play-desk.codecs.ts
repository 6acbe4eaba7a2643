import * as t from 'io-ts'

/**
 * Wire shapes of the play desk's bookings and attendance (part 3 §9 booking filters, part 2
 * play sessions). The spec names the screens, not the calls: GET v1/play/desk/bookings?centerServiceId&day
 * (a centre day, YYYY-MM-DD) and POST v1/play/desk/attendance { centerServiceId, bookingId }.
 */
export const PLAY_DESK_PATHS = {
  bookings: 'v1/play/desk/bookings',
  attendance: 'v1/play/desk/attendance',
} as const

interface PlayDeskDayBrand {
  readonly PlayDeskDay: unique symbol
}
interface PlayDeskIntTextBrand {
  readonly PlayDeskIntText: unique symbol
}
const DayText = t.brand(t.string, (s): s is t.Branded<string, PlayDeskDayBrand> => /^\d{4}-\d{2}-\d{2}$/.test(s), 'PlayDeskDay')
const IntText = t.brand(t.string, (s): s is t.Branded<string, PlayDeskIntTextBrand> => /^\d{1,15}$/.test(s), 'PlayDeskIntText')
const BookingIdText = t.refinement(t.string, (s) => s.length >= 1 && s.length <= 200, 'BookingId')

export const PlayDeskBookingsQuery = t.type({ centerServiceId: IntText, day: DayText })
export const PlayAttendanceRequest = t.type({ centerServiceId: t.Integer, bookingId: BookingIdText })

export const PlayDeskBookingWire = t.type({
  bookingId: t.string,
  userId: t.string,
  memberName: t.string,
  sportName: t.string,
  startTime: t.number,
  endTime: t.number,
  status: t.union([t.literal('CONFIRMED'), t.literal('WAITLIST')]),
  level: t.union([t.literal('JUNIOR'), t.literal('SENIOR')]),
  attendedAt: t.union([t.number, t.null]),
})
export type PlayDeskBookingWire = t.TypeOf<typeof PlayDeskBookingWire>
export const PlayDeskBookingsAnswer = t.type({ bookings: t.array(PlayDeskBookingWire) })
