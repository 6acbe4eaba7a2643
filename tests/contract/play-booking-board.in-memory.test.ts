import { createInMemoryPlayBookingBoard } from '../../adapters/in-memory/play-booking-board.in-memory'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { playBookingBoardContract } from './play-booking-board.contract'

playBookingBoardContract('in-memory', async () => {
  const start = startOfCentreDay(centreDayOf(epochMs(Date.now())))
  const b = (i: number, status: PlayDeskBooking['status'], level: PlayDeskBooking['level']): PlayDeskBooking => ({
    bookingId: `PB-${i}`,
    userId: `u-${i}`,
    memberName: `Player ${i}`,
    sportName: 'Squash',
    startTime: epochMs(start + (6 + i) * HOUR_MS),
    endTime: epochMs(start + (7 + i) * HOUR_MS),
    status,
    level,
    attendedAt: null,
  })
  const list = [b(3, 'WAITLIST', 'SENIOR'), b(1, 'CONFIRMED', 'JUNIOR'), b(2, 'CONFIRMED', 'SENIOR'), b(4, 'WAITLIST', 'JUNIOR')]
  return { board: createInMemoryPlayBookingBoard(() => epochMs(Date.now()), new Map([[1004, list]])), centerServiceId: 1004 }
})
