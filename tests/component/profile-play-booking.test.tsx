import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryPlayDesk } from '../../adapters/in-memory/play-desk.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { Permissions } from '../../core/access/access'
import { DAY_MS } from '../../core/shared/constants'
import * as M from '../../core/shared/messages'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/*
 * Book Play Slot on the profile at a play centre: a day, a sport and one of its open slots, in the
 * spec's words ('Preferred Sport Not selected', 'Please choose a time slot to proceed', 'Session
 * booking Successful', 'Booking unsuccessful {reason}').
 */

// 26 Nov 2026, 11:30 in Kolkata: today's slots from 12:00 PM are still open.
const NOW = Date.UTC(2026, 10, 26, 6, 0)
const arena = aCentre({ name: 'Whitefield Play Arena', type: 'PLAY' })
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderProfile = (o: { readonly member?: boolean; readonly permissions?: Permissions; readonly child?: boolean } = {}) => {
  const desks: ReturnType<typeof createInMemoryPlayDesk>[] = []
  const portal = createTestPortal({
    centreDetails: aCentreDetails({ centers: [arena], userContext: aUser({ name: 'Asha Rao' }) }),
    rights: { ...owner, permissions: o.permissions ?? ALL_PERMISSIONS },
    now: NOW,
    seedProfile: (w) => {
      w.customers.set('parent-1', { id: 'parent-1', firstName: 'Parul', lastName: 'Prasad', phone: '8000000001', isPhoneVerified: true })
      if (o.child === true) w.children.push({ id: 'child-1', parentId: 'parent-1', child: { firstName: 'Aarav', lastName: 'Prasad', age: 8, emergencyPhone: '8000000091' } })
    },
    play: (clock) => {
      const desk = createInMemoryPlayDesk(
        {
          centres: [{ id: arena.id, centerServiceId: arena.centerServiceId }],
          products: [],
          sports: [
            { centerId: arena.id, id: 2, name: 'Swimming' },
            { centerId: arena.id, id: 3, name: 'Badminton' },
          ],
          users: ['parent-1'],
          memberships: o.member === false ? [] : [{ userId: 'parent-1', centerId: arena.id, start: NOW - DAY_MS, end: NOW + 30 * DAY_MS }],
          children: [{ id: 'child-1', parentId: 'parent-1', name: 'Aarav Prasad' }],
        },
        clock,
      )
      desks.push(desk)
      return desk
    },
  })
  render(<App useCases={portal.useCases} initialPath="/user?userId=parent-1" />)
  return { portal, desk: () => desks[0] }
}

// The profile screen's chunk is transformed on its first use: give the first render room.
const playBlock = () => screen.findByRole('region', { name: M.PLAY_BOOKINGS_BLOCK_TITLE }, { timeout: 30_000 })

describe('Book Play Slot on the profile at a play centre', () => {
  it('asks for a sport and a slot in the spec’s words, books the slot chosen and lists it under Play Bookings', async () => {
    const user = userEvent.setup()
    const { desk } = renderProfile()
    const block = await playBlock()
    expect(await within(block).findByText(M.NO_UPCOMING_PLAY_BOOKINGS, {}, { timeout: 5000 })).toBeInTheDocument()
    await user.click(within(block).getByRole('button', { name: M.BOOK_PLAY_SLOT }))
    const dialog = await screen.findByRole('dialog', { name: M.BOOK_PLAY_SLOT })
    const sport = await within(dialog).findByLabelText(M.PLAY_SPORT_LABEL, {}, { timeout: 5000 })
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    expect(await within(dialog).findByText(M.PREFERRED_SPORT_NOT_SELECTED)).toBeInTheDocument()
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual([M.PREFERRED_SPORT_NOT_SELECTED, M.TIME_SLOT_REQUIRED])

    await user.selectOptions(sport, 'Swimming')
    // Today's started hours are not offered: the first is 12:00 PM.
    const slots = within(dialog).getAllByRole('radio')
    expect(slots[0]?.closest('label')).toHaveTextContent(/^12:00 PM/)
    expect(within(dialog).queryByRole('radio', { name: /^11:00 AM/ })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: /^3:00 PM/ }))
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))

    expect(await screen.findByText(M.SESSION_BOOKED, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: M.BOOK_PLAY_SLOT })).not.toBeInTheDocument()
    const booked = await desk()?.bookings({ userId: 'parent-1', centerServiceId: arena.centerServiceId })()
    expect(booked?._tag === 'Right' ? booked.right.map((b) => [b.sportName, b.slotId]) : booked).toEqual([['Swimming', `PLAY-${arena.id}-2-20261126-15`]])
    expect(await within(block).findByRole('row', { name: /Swimming/ }, { timeout: 5000 })).toHaveTextContent('3:00 pm')
  }, 60_000)

  it('asks who plays when the customer has child users, and books for the child chosen on the account’s pack', async () => {
    const user = userEvent.setup()
    const { desk } = renderProfile({ child: true })
    await user.click(within(await playBlock()).getByRole('button', { name: M.BOOK_PLAY_SLOT }))
    const dialog = await screen.findByRole('dialog', { name: M.BOOK_PLAY_SLOT })
    const who = await within(dialog).findByRole('group', { name: M.PLAY_WHO_PLAYS }, { timeout: 5000 })
    await user.selectOptions(await within(dialog).findByLabelText(M.PLAY_SPORT_LABEL, {}, { timeout: 5000 }), 'Swimming')
    await user.click(within(dialog).getByRole('radio', { name: /^4:00 PM/ }))
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    expect(await within(who).findByRole('alert')).toHaveTextContent(M.SELF_OR_CHILD_REQUIRED)
    await user.click(within(who).getByRole('radio', { name: 'Aarav Prasad(8)' }))
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    expect(await screen.findByText(M.SESSION_BOOKED, {}, { timeout: 5000 })).toBeInTheDocument()
    const booked = await desk()?.bookings({ userId: 'parent-1', centerServiceId: arena.centerServiceId })()
    expect(booked?._tag === 'Right' ? booked.right.map((b) => [b.childId, b.slotId]) : booked).toEqual([['child-1', `PLAY-${arena.id}-2-20261126-16`]])
    expect(await within(await playBlock()).findByRole('row', { name: /Aarav Prasad/ }, { timeout: 5000 })).toHaveTextContent('Swimming')
  }, 60_000)

  it('keeps the modal open with the server’s reason when the booking is refused', async () => {
    const user = userEvent.setup()
    renderProfile({ member: false })
    await user.click(within(await playBlock()).getByRole('button', { name: M.BOOK_PLAY_SLOT }))
    const dialog = await screen.findByRole('dialog', { name: M.BOOK_PLAY_SLOT })
    await user.selectOptions(await within(dialog).findByLabelText(M.PLAY_SPORT_LABEL, {}, { timeout: 5000 }), 'Badminton')
    await user.click(within(dialog).getByRole('radio', { name: /^6:00 PM/ }))
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    const refused = M.bookingFailed('The user has no membership at this play centre on that day.')
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(refused)
    // Another slot chosen at once is a new attempt: the repeat-click guard (an edit ends it) does not swallow it.
    await user.click(within(dialog).getByRole('radio', { name: /^7:00 PM/ }))
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: M.CONTINUE }))
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(refused)
  }, 60_000)

  it('offers no booking to staff without edit on play sessions, and says why', async () => {
    renderProfile({ permissions: { ...ALL_PERMISSIONS, PLAY_PARTNER_SESSION: ['VIEW'] } })
    const block = await playBlock()
    expect(within(block).getByText(M.PLAY_BOOKING_NEEDS_EDIT)).toBeInTheDocument()
    expect(within(block).queryByRole('button', { name: M.BOOK_PLAY_SLOT })).not.toBeInTheDocument()
  }, 60_000)
})
