import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import type { InMemoryProfileWorld, WorldCheckIn } from '../../adapters/in-memory/profile-world'
import type { StaffPermissions } from '../../core/access/staff-access.port'
import { createTestPortal } from '../../composition/test/container'
import { epochMs } from '../../core/shared/brands'
import * as TE from 'fp-ts/TaskEither'
import { unavailable } from '../../core/shared/errors'
import { actionFailed } from '../../core/shared/outcome'
import type { UseCases } from '../../core/use-cases'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/*
 * The check-in list screen over the in-memory adapters: the test portal's clock is at 2:00 PM centre
 * time, so the validated list's default window is 12:30 PM to 2:01 PM.
 */
const DAY = '2026-11-25'
const NOW = atMinuteOfDay(DAY, 14 * 60)
const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
const details = aCentreDetails({ centers: [gym], userContext: aUser({ name: 'Asha Rao' }) })
const owner = { permissions: { ...ALL_PERMISSIONS, EDIT_LEAD: ['VIEW', 'EDIT'] as const }, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

let seq = 1
const ci = (over: Partial<WorldCheckIn> & Pick<WorldCheckIn, 'firstName'>): WorldCheckIn => {
  const n = seq++
  const start = atMinuteOfDay(DAY, 13 * 60 + n)
  return {
    id: String(n),
    centerId: gym.id,
    state: 'validated',
    startTime: start,
    endTime: epochMs(start + 3_600_000),
    validatedAt: start,
    checkInTime: start,
    lastName: 'Member',
    userId: String(300_000 + n),
    checkInType: 'other',
    userCheckinCount: 9,
    flags: [],
    hasEditLeadModalConfig: false,
    ...over,
  }
}

const seedWorld = (checkIns: readonly WorldCheckIn[]) => (w: InMemoryProfileWorld) => {
  w.centres.set(gym.id, { id: gym.id, centerServiceId: gym.centerServiceId, type: 'GYMFIT', cityId: 1, biometricWhitelisted: false, piiAccessible: true })
  w.agents.push(
    { identityId: 't-rahul', name: 'Rahul Nair', email: 'r@x.example', phone: '9000000100', roles: ['FMS_PERSONAL_TRAINER'], ptAt: [gym.centerServiceId], worksAt: [gym.centerServiceId] },
    { identityId: 't-priya', name: 'Priya Menon', email: 'p@x.example', phone: '9000000101', roles: ['FMS_FLOOR_TRAINER'], ptAt: [], worksAt: [gym.centerServiceId] },
  )
  for (const c of checkIns) w.checkIns.set(c.id, c)
}

const renderList = (checkIns: readonly WorldCheckIn[], path = '/checkin', rights: StaffPermissions = owner) => {
  const portal = createTestPortal({ centreDetails: details, rights, now: NOW, seedProfile: seedWorld(checkIns) })
  render(<App useCases={portal.useCases} initialPath={path} />)
  return portal
}

const list = () => screen.findByRole('list', { name: 'Members in this list' })
const headings = async () => within(await list()).getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent ?? ''}`)
const card = (name: RegExp) => screen.getAllByTestId('check-in-card').find((c) => name.test(c.textContent ?? '')) as HTMLElement

const everySection = () => [
  ci({ firstName: 'Renewal', flags: ['UP_FOR_RENEWAL_FLAG'] }),
  ci({ firstName: 'Tina', checkInType: 'trial', userCheckinCount: 1 }),
  ci({ firstName: 'Neel', userCheckinCount: 2 }),
  ci({ firstName: 'Cora', checkInType: 'complimentary', userCheckinCount: 4 }),
  ci({ firstName: 'Tara', checkInType: 'trial', userCheckinCount: 1, trainerId: 't-rahul', trainerName: 'Rahul Nair' }),
  ci({ firstName: 'Nora', userCheckinCount: 3, trainerId: 't-rahul', trainerName: 'Rahul Nair' }),
  ci({ firstName: 'Carl', checkInType: 'complimentary', userCheckinCount: 5, trainerId: 't-priya', trainerName: 'Priya Menon' }),
  ci({ firstName: 'Ella', userCheckinCount: 8 }),
  ci({ firstName: 'Eric', checkInType: 'complimentary', userCheckinCount: 6 }),
  ci({ firstName: 'Evan', userCheckinCount: 9, trainerId: 't-rahul' }),
]

describe('the check-in list screen', () => {
  // A tall window, so the virtualised list renders every row of these short lists.
  beforeEach(() => {
    seq = 1
    Object.defineProperty(window, 'innerHeight', { value: 4000, configurable: true })
  })

  it('shows the sections in screen order with their counts, unassigned members in their sub-groups', async () => {
    renderList(everySection())
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkins' })).toBeInTheDocument()
    expect(await headings()).toEqual([
      'H2 Up For Renewal Members (1)',
      'H2 Unassigned Members (3)',
      'H3 Unassigned · Trials (1)',
      'H3 Unassigned · New Members (1)',
      'H3 Unassigned · New Complementary Members (1)',
      'H2 Trial Users (1)',
      'H2 New Members (1)',
      'H2 Assigned Complementary Members (1)',
      'H2 Existing Members (2)',
      'H2 Existing Complementary Members (1)',
    ])
    expect(screen.getByText('Showing 12:30 PM – 2:01 PM')).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search members in this list' })).toHaveAttribute('placeholder', 'Search member by mobile number or user id')
  })

  it('keeps only the rows near the viewport in the DOM for a long list', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true })
    const many = Array.from({ length: 3000 }, (_, i) => ci({ firstName: `M${i}`, startTime: atMinuteOfDay(DAY, 13 * 60 + (i % 60)), endTime: atMinuteOfDay(DAY, 15 * 60) }))
    renderList(many)
    const l = await list()
    const items = within(l).getAllByRole('listitem')
    expect(items.length).toBeLessThan(40)
    expect(items[0]).toHaveAttribute('aria-setsize', '3001')
  })

  it("says 'Ah, empty right now!' when the window holds no check-in", async () => {
    renderList([ci({ firstName: 'Early', startTime: atMinuteOfDay(DAY, 6 * 60) })])
    expect(await screen.findByText('Ah, empty right now!')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Members in this list' })).not.toBeInTheDocument()
  })

  it('leaves cancelled check-ins out and does not let the validated list go past today', async () => {
    renderList([ci({ firstName: 'Gone', state: 'cancelled' }), ci({ firstName: 'Here' })])
    await list()
    expect(screen.getAllByTestId('check-in-card')).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled()
  })

  it('shows the card rules: checked-in time, display state, ordinal label, badge, Assign Trainer and Update Lead', async () => {
    renderList([
      ci({ firstName: 'Tina', checkInType: 'trial', userCheckinCount: 2, checkInTime: atMinuteOfDay(DAY, 13 * 60 + 5) }),
      ci({ firstName: 'Lead', userCheckinCount: 7, flags: ['EDIT_LEAD'], hasEditLeadModalConfig: true }),
      ci({ firstName: 'Olga', userCheckinCount: 4, checkInType: 'complimentary', endTime: atMinuteOfDay(DAY, 13 * 60 + 30) }),
    ])
    await list()
    const tina = card(/^Tina/)
    expect(tina).toHaveTextContent('Checked in at 1:05 PM')
    expect(within(tina).getByText('Checked in', { exact: true })).toBeInTheDocument()
    expect(tina).not.toHaveTextContent('CHECKED_IN')
    expect(tina).toHaveTextContent('2nd session')
    expect(within(tina).getByTitle('Check-in count 2')).toBeInTheDocument()
    expect(within(tina).getByRole('button', { name: 'Assign Trainer: Tina Member' })).toBeInTheDocument()
    expect(within(tina).queryByRole('button', { name: /Update Lead/ })).not.toBeInTheDocument()
    const lead = card(/^Lead/)
    expect(lead).not.toHaveTextContent('session')
    expect(within(lead).queryByTitle(/Check-in count/)).not.toBeInTheDocument()
    expect(within(lead).queryByRole('button', { name: /Assign Trainer/ })).not.toBeInTheDocument()
    expect(within(lead).getByRole('button', { name: 'Update Lead: Lead Member' })).toBeInTheDocument()
    const olga = card(/^Olga/)
    expect(olga).toHaveTextContent('Checked out at 1:30 PM')
    expect(within(olga).getByText('Checked out', { exact: true })).toBeInTheDocument()
    expect(olga).not.toHaveTextContent('Checked in at')
    expect(olga).toHaveTextContent('4th session')
    expect(within(olga).queryByTitle(/Check-in count/)).not.toBeInTheDocument()
    expect(within(olga).queryByRole('button', { name: /Assign Trainer/ })).not.toBeInTheDocument()
  })

  it('hides Update Lead from staff without an edit-lead permission entry', async () => {
    renderList([ci({ firstName: 'Lead', flags: ['EDIT_LEAD'] })], '/checkin', { ...owner, permissions: ALL_PERMISSIONS })
    await list()
    expect(screen.queryByRole('button', { name: /Update Lead/ })).not.toBeInTheDocument()
  })

  it('opens the Record Lead modal for Update Lead, and Escape closes it', async () => {
    const user = userEvent.setup()
    renderList([ci({ firstName: 'Lead', flags: ['EDIT_LEAD'] })])
    await list()
    await user.click(screen.getByRole('button', { name: 'Update Lead: Lead Member' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Sell Pack' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Update Lead' })).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent('not available in this version yet')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('assigns a trainer: the modal lists trainers, the toast confirms and the card moves to its assigned section', async () => {
    const user = userEvent.setup()
    const portal = renderList([ci({ firstName: 'Tina', checkInType: 'trial', userCheckinCount: 1 }), ci({ firstName: 'Tara', checkInType: 'trial', trainerId: 't-priya', trainerName: 'Priya Menon' })])
    expect(await headings()).toEqual(['H2 Unassigned Members (1)', 'H3 Unassigned · Trials (1)', 'H2 Trial Users (1)'])
    await user.click(screen.getByRole('button', { name: 'Assign Trainer: Tina Member' }))
    const dialog = await screen.findByRole('dialog', { name: 'Trainer Assignment' })
    const items = await within(dialog).findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(dialog).getAllByText('Recommended')).toHaveLength(1)
    expect(within(dialog).getByText('Assisting 1 members')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Assign Rahul Nair' }))
    expect(await screen.findByText('Trainer successfully assigned')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await headings()).toEqual(['H2 Trial Users (2)'])
    expect(card(/^Tina/)).toHaveTextContent('Trainer: Rahul Nair')
    expect([...portal.world.checkIns.values()].find((c) => c.firstName === 'Tina')?.trainerId).toBe('t-rahul')
  })

  it('closes the trainer modal on Esc without assigning', async () => {
    const user = userEvent.setup()
    renderList([ci({ firstName: 'Tina', checkInType: 'trial', userCheckinCount: 1 })])
    await list()
    await user.click(screen.getByRole('button', { name: 'Assign Trainer: Tina Member' }))
    expect(await screen.findByRole('dialog', { name: 'Trainer Assignment' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(await headings()).toEqual(['H2 Unassigned Members (1)', 'H3 Unassigned · Trials (1)'])
  })

  it('filters the loaded list by user id digits or by name as the staff member types', async () => {
    const user = userEvent.setup()
    const list0 = everySection()
    renderList(list0)
    await list()
    const search = screen.getByRole('searchbox', { name: 'Search members in this list' })
    await user.type(search, list0[2]?.userId ?? '')
    expect(await headings()).toEqual(['H2 Unassigned Members (1)', 'H3 Unassigned · New Members (1)'])
    await user.clear(search)
    await user.type(search, 'ella mem')
    expect(await headings()).toEqual(['H2 Existing Members (1)'])
    await user.clear(search)
    await user.type(search, 'nobody')
    expect(await screen.findByText('Ah, empty right now!')).toBeInTheDocument()
  })

  it('finds a member by their 10-digit mobile number (looked up once, by id)', async () => {
    const user = userEvent.setup()
    const phone = '9000000777'
    const portal = createTestPortal({
      centreDetails: details,
      rights: owner,
      now: NOW,
      seedProfile: (w) => {
        seedWorld([ci({ firstName: 'Phoebe', userId: '300777' }), ci({ firstName: 'Other' })])(w)
        w.customers.set('300777', { id: '300777', firstName: 'Phoebe', lastName: 'Member', phone, email: 'p@mail.example', isPhoneVerified: true, cityId: 1 })
      },
    })
    render(<App useCases={portal.useCases} initialPath="/checkin" />)
    await list()
    const search = screen.getByRole('searchbox', { name: 'Search members in this list' })
    await user.type(search, phone)
    await waitFor(() => expect(screen.getAllByTestId('check-in-card')).toHaveLength(1))
    expect(card(/^Phoebe/)).toBeInTheDocument()
    await user.clear(search)
    await user.type(search, '9000000999')
    await waitFor(() => expect(screen.getByText('No customer has this mobile number')).toBeInTheDocument(), { timeout: 3000 })
    expect(screen.getByText('Ah, empty right now!')).toBeInTheDocument()
    // The number as people paste it: country code, spaces, a dash, a trailing space.
    await user.clear(search)
    await user.click(search)
    await user.paste('+91 90000-00777 ')
    await waitFor(() => expect(screen.getAllByTestId('check-in-card')).toHaveLength(1), { timeout: 3000 })
    expect(card(/^Phoebe/)).toBeInTheDocument()
  })

  it('shows the window in force in the From and To pickers, and the whole day in one action', async () => {
    const user = userEvent.setup()
    renderList([ci({ firstName: 'Tina' })])
    await list()
    const from = screen.getByRole('combobox', { name: 'From' })
    const to = screen.getByRole('combobox', { name: 'To' })
    expect(within(from).queryByRole('option', { name: '--:--' })).not.toBeInTheDocument()
    expect((from as HTMLSelectElement).selectedOptions[0]?.textContent).not.toBe('--:--')
    expect((to as HTMLSelectElement).selectedOptions[0]?.textContent).not.toBe('--:--')
    await user.click(screen.getByRole('button', { name: 'Whole day' }))
    expect(await screen.findByText('Showing 12:00 AM – 11:59 PM')).toBeInTheDocument()
    expect((from as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('12:00 AM')
    expect((to as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('11:59 PM')
    expect(screen.getByRole('button', { name: 'Whole day' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('opens the member from a card: /user with Checkins=true', async () => {
    const user = userEvent.setup()
    renderList([ci({ firstName: 'Tina' })])
    await list()
    await user.click(within(card(/^Tina/)).getAllByRole('button')[0] as HTMLElement)
    expect(await screen.findByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument()
  })

  it("shows bookings as 'Booked' or 'Missed', with the booked time, on /book", async () => {
    renderList(
      [
        ci({ firstName: 'Past', state: 'created', startTime: atMinuteOfDay(DAY, 9 * 60), endTime: atMinuteOfDay(DAY, 10 * 60) }),
        ci({ firstName: 'Later', state: 'created', startTime: atMinuteOfDay(DAY, 18 * 60), endTime: atMinuteOfDay(DAY, 19 * 60) }),
        ci({ firstName: 'Inside', state: 'validated' }),
      ],
      '/book',
    )
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument()
    await list()
    expect(card(/^Past/)).toHaveTextContent('Missed, booked for 9:00 AM')
    expect(within(card(/^Past/)).getByText('Missed', { exact: true })).toBeInTheDocument()
    expect(card(/^Later/)).toHaveTextContent('Booked for 6:00 PM')
    expect(within(card(/^Later/)).getByText('Booked', { exact: true })).toBeInTheDocument()
    expect(card(/^Later/)).not.toHaveTextContent('Checked in at')
    expect(screen.getAllByTestId('check-in-card')).toHaveLength(2)
    expect(screen.getByText('Showing 12:00 AM – 11:59 PM')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled()
  })

  it('goes to the previous day and back', async () => {
    const user = userEvent.setup()
    renderList([ci({ firstName: 'Yday', startTime: atMinuteOfDay('2026-11-24', 8 * 60), endTime: atMinuteOfDay('2026-11-24', 9 * 60) }), ci({ firstName: 'Today' })])
    await list()
    expect(card(/^Today/)).toBeDefined()
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    expect(await screen.findByRole('button', { name: 'Choose a day, Tue 24 Nov' })).toBeInTheDocument()
    await act(async () => {
      await screen.findByText('Showing 12:00 AM – 11:59 PM')
    })
    expect(screen.getAllByTestId('check-in-card').map((c) => c.textContent?.split(' ')[0])).toEqual(['Yday'])
  })

  it("shows a failed list in the list's place with its message and 'Try Again', which loads it", async () => {
    const user = userEvent.setup()
    const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW, seedProfile: seedWorld([ci({ firstName: 'Tina' })]) })
    let calls = 0
    const classify: UseCases['classifyCheckIns'] = (r) => {
      calls += 1
      return calls === 1 ? TE.left(actionFailed('CheckInsUnavailable', 'The check-in list could not be loaded', unavailable('down'))) : portal.useCases.classifyCheckIns(r)
    }
    render(<App useCases={{ ...portal.useCases, classifyCheckIns: classify }} initialPath="/checkin" />)
    expect(await screen.findByText('The check-in list could not be loaded')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(within(await list()).getByText(/^Tina/)).toBeInTheDocument()
    expect(screen.queryByText('The check-in list could not be loaded')).not.toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it("refetches a past day's list when the window regains focus, and not today's", async () => {
    const user = userEvent.setup()
    const yday = ci({ firstName: 'Yday', startTime: atMinuteOfDay('2026-11-24', 8 * 60), endTime: atMinuteOfDay('2026-11-24', 9 * 60) })
    const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW, seedProfile: seedWorld([yday, ci({ firstName: 'Today' })]) })
    const days: string[] = []
    const classify: UseCases['classifyCheckIns'] = (r) => {
      days.push(r.day ?? '')
      return portal.useCases.classifyCheckIns(r)
    }
    render(<App useCases={{ ...portal.useCases, classifyCheckIns: classify }} initialPath="/checkin" />)
    await list()
    act(() => void window.dispatchEvent(new Event('focus')))
    expect(days).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Previous day' }))
    await screen.findByText('Showing 12:00 AM – 11:59 PM')
    expect(days).toEqual([days[0], '2026-11-24'])
    act(() => void window.dispatchEvent(new Event('focus')))
    await waitFor(() => expect(days).toEqual([days[0], '2026-11-24', '2026-11-24']))
  })
})
