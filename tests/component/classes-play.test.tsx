import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryClassTimetable } from '../../adapters/in-memory/class-timetable.in-memory'
import { createInMemoryPlayBookingBoard } from '../../adapters/in-memory/play-booking-board.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { GroupClassDetail } from '../../core/classes/group-class'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

// 26 Nov 2026, 11:30 in Kolkata; the day starts at 25 Nov 18:30 UTC.
const NOW = Date.UTC(2026, 10, 26, 6, 0)
const DAY_START = Date.UTC(2026, 10, 25, 18, 30)
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const booking = (n: number, hour: number, status: PlayDeskBooking['status'], level: PlayDeskBooking['level'], attendedAt: number | null = null): PlayDeskBooking => ({
  bookingId: `PB-${n}`,
  userId: `u-${n}`,
  memberName: `Player ${n}`,
  sportName: 'Squash',
  startTime: epochMs(DAY_START + hour * HOUR_MS),
  endTime: epochMs(DAY_START + (hour + 1) * HOUR_MS),
  status,
  level,
  attendedAt: attendedAt === null ? null : epochMs(attendedAt),
})

const renderPlay = (path: string) => {
  const arena = aCentre({ name: 'Whitefield Play Arena', type: 'PLAY' })
  const list = [booking(1, 8, 'CONFIRMED', 'JUNIOR', DAY_START + 8 * HOUR_MS + 300_000), booking(2, 8, 'WAITLIST', 'SENIOR'), booking(3, 10, 'CONFIRMED', 'SENIOR'), booking(4, 17, 'WAITLIST', 'JUNIOR'), booking(5, 17, 'CONFIRMED', 'JUNIOR')]
  const board = createInMemoryPlayBookingBoard(() => epochMs(NOW), new Map([[arena.centerServiceId, list]]))
  const portal = createTestPortal({ centreDetails: aCentreDetails({ centers: [arena], userContext: aUser({ name: 'Kiran Das' }) }), rights: owner, now: NOW, playBookings: board })
  render(<App useCases={portal.useCases} initialPath={path} />)
  return board
}

describe('Play Bookings, Play Attendance, Attended Bookings', () => {
  it('filters the day’s bookings by Show All / Confirmed / Waitlist and by Junior / Senior', async () => {
    renderPlay('/play-bookings')
    const count = await screen.findByTestId('play-count', {}, { timeout: 5000 })
    expect(count).toHaveTextContent('5 of 5 bookings')
    await userEvent.click(screen.getByRole('radio', { name: 'Confirmed' }))
    expect(count).toHaveTextContent('3 of 5 bookings')
    await userEvent.click(screen.getByRole('radio', { name: 'Junior' }))
    expect(count).toHaveTextContent('2 of 5 bookings')
    await userEvent.click(screen.getByRole('radio', { name: 'Waitlist' }))
    expect(count).toHaveTextContent('1 of 5 bookings')
    expect(screen.getByRole('row', { name: /Player 4/ })).toHaveTextContent('Waitlist')
    await userEvent.click(screen.getByRole('radio', { name: 'Show All' }))
    await userEvent.click(screen.getByRole('radio', { name: 'Senior' }))
    expect(count).toHaveTextContent('2 of 5 bookings')
  })

  it('marks a confirmed player present; the waitlist is not offered and the marked one shows its time', async () => {
    const board = renderPlay('/play-attendance')
    const list = await screen.findByRole('list', { name: 'Play Attendance' }, { timeout: 5000 })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).queryByText('Player 2')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Mark Player 3 present for Squash at 10:00 AM' }))
    expect(await screen.findByText('Player 3 marked present', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await screen.findByText('Present · 11:30 AM')).toBeInTheDocument()
    expect(board.centres.get([...board.centres.keys()][0] ?? 0)?.find((b) => b.bookingId === 'PB-3')?.attendedAt).toBe(NOW)
  })

  it('lists only the players marked present in Attended Bookings', async () => {
    renderPlay('/playAttendedBookings')
    const table = await screen.findByRole('table', {}, { timeout: 5000 })
    expect(within(table).getByRole('row', { name: /Player 1/ })).toHaveTextContent('8:05 AM')
    expect(within(table).queryByRole('row', { name: /Player 3/ })).not.toBeInTheDocument()
  })
})

describe('Group Classes and Class Detail', () => {
  it('lists the day’s classes and opens one with its trainer, bookings and waitlist', async () => {
    const cult = aCentre({ name: 'HSR Cult', type: 'CULT' })
    const cls: GroupClassDetail = {
      id: 'GX-1',
      centreId: cult.id,
      name: 'Burn 45',
      workout: 'Burn',
      trainerName: 'Sneha Rao',
      startTime: epochMs(DAY_START + 19 * HOUR_MS),
      endTime: epochMs(DAY_START + 19 * HOUR_MS + 50 * 60_000),
      capacity: 2,
      booked: 0,
      waitlisted: 0,
      bookings: [
        { userId: 'a', memberName: 'Aarav Rao', status: 'CONFIRMED', waitlistPosition: null, attended: false },
        { userId: 'b', memberName: 'Diya Menon', status: 'CONFIRMED', waitlistPosition: null, attended: false },
        { userId: 'c', memberName: 'Kabir Kapoor', status: 'WAITLIST', waitlistPosition: 1, attended: false },
      ],
    }
    const portal = createTestPortal({
      centreDetails: aCentreDetails({ centers: [cult], userContext: { ...aUser({ name: 'Farah Khan' }), cultEmployeeId: 'CE2001' } }),
      rights: owner,
      now: NOW,
      classTimetable: createInMemoryClassTimetable([cls]),
    })
    render(<App useCases={portal.useCases} initialPath="/classes" />)
    const list = await screen.findByRole('list', { name: 'Group Classes' }, { timeout: 5000 })
    expect(within(list).getByRole('listitem')).toHaveTextContent('2 / 2 booked')
    expect(within(list).getByRole('listitem')).toHaveTextContent('1 waiting')
    await userEvent.click(within(list).getByRole('link', { name: '7:00 PM Burn 45' }))
    expect(await screen.findByTestId('class-name', {}, { timeout: 5000 })).toHaveTextContent('Burn 45')
    expect(screen.getByText('Sneha Rao', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveTextContent('Diya Menon')
    expect(within(screen.getByRole('region', { name: 'Waitlist' })).getByRole('row', { name: '1 Kabir Kapoor' })).toBeInTheDocument()
  })
})

describe('Class Detail attendance', () => {
  it('marks a booked member attended once the class has started; the waitlist is not offered', async () => {
    const cult = aCentre({ name: 'Bellandur Hybrid', type: 'CULT', category: 'HYBRID' })
    const timetable = createInMemoryClassTimetable(
      [
        {
          id: 'GX-9',
          centreId: cult.id,
          name: 'Morning HRX',
          workout: 'HRX',
          trainerName: 'Karan Gowda',
          startTime: epochMs(DAY_START + 6 * HOUR_MS),
          endTime: epochMs(DAY_START + 6 * HOUR_MS + 50 * 60_000),
          capacity: 1,
          booked: 0,
          waitlisted: 0,
          bookings: [
            { userId: 'a', memberName: 'Aarav Rao', status: 'CONFIRMED', waitlistPosition: null, attended: false },
            { userId: 'c', memberName: 'Kabir Kapoor', status: 'WAITLIST', waitlistPosition: 1, attended: false },
          ],
        },
      ],
      () => epochMs(NOW),
    )
    const portal = createTestPortal({
      centreDetails: aCentreDetails({ centers: [cult], userContext: { ...aUser({ name: 'Farah Khan' }), cultEmployeeId: 'CE2001' } }),
      rights: owner,
      now: NOW,
      classTimetable: timetable,
    })
    render(<App useCases={portal.useCases} initialPath="/classDetail/GX-9" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Mark Aarav Rao attended' }, { timeout: 5000 }))
    expect(await screen.findByText('Aarav Rao marked attended', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await within(screen.getByRole('list', { name: 'Attendance' })).findByText('Attended')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark Kabir Kapoor attended' })).not.toBeInTheDocument()
    expect(timetable.classList[0]?.bookings.find((b) => b.userId === 'a')?.attended).toBe(true)
  })
})
