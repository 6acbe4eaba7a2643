import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { menuEntries, menuRoutes } from '../../core/access/route-access.rule'
import { ROUTES } from '../../core/access/route-map'
import { SELECTED_CENTRE_KEY } from '../../core/centre/load-centre-context'
import { unauthorised, unavailable } from '../../core/shared/errors'
import { CENTRES_LOAD_FAILED } from '../../core/shared/messages'
import { createTestPortal } from '../../composition/test/container'
import { createInMemoryClassTimetable } from '../../adapters/in-memory/class-timetable.in-memory'
import type { GroupClassDetail } from '../../core/classes/group-class'
import type { EpochMs } from '../../core/shared/brands'
import { App } from '../../ui/app/app'
import { SCREENS } from '../../ui/app/screens'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
const cult = aCentre({ name: 'HSR Cult', locality: 'HSR Layout', type: 'CULT' })
const play = aCentre({ name: 'Whitefield Play Arena', locality: 'Whitefield', type: 'PLAY' })
const details = aCentreDetails({
  centers: [gym, cult, play],
  userContext: aUser({ email: 'asha.owner@centres.example', empId: 'EMP1001', cultEmployeeId: 'CE1001', name: 'Asha Rao' }),
})
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const portal = (rights = owner) => createTestPortal({ centreDetails: details, rights })
const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' })
const menuHrefs = () => within(mainMenu()).getAllByRole('link').map((a) => a.getAttribute('href'))

afterEach(() => {
  vi.useRealTimers()
})

describe('the portal shell', () => {
  it('has a lazily loaded screen for every route of the route map', () => {
    for (const r of ROUTES) expect(SCREENS[r.path], r.path).toBeDefined()
  })

  it("sends '/' to the Overall Dashboard at a gym, the first centre selected by default", async () => {
    render(<App useCases={portal().useCases} initialPath="/" />)
    expect(await screen.findByRole('heading', { name: 'Overall Dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Centre Koramangala Gym/ })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Today' })).toBeChecked()
  })

  it("sends '/v2' to the Play Dashboard at a PLAY centre", async () => {
    const p = portal()
    p.selection.set(SELECTED_CENTRE_KEY, String(play.centerServiceId))
    render(<App useCases={p.useCases} initialPath="/v2" />)
    expect(await screen.findByRole('heading', { name: 'Play Dashboard' })).toBeInTheDocument()
  })

  it("shows 'Not Authorized' with the reason for a route the centre type does not allow", async () => {
    render(<App useCases={portal().useCases} initialPath="/inbox" />)
    expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument()
    expect(screen.getByText('This screen is only for Cult or Hybrid centres; Koramangala Gym is a Gym centre.')).toBeInTheDocument()
  })

  it("shows 'Not Authorized' with the missing permission for a staff member without it", async () => {
    render(<App useCases={portal({ permissions: {}, memberships: [] }).useCases} initialPath="/checkin" />)
    expect(await screen.findByRole('heading', { name: 'Not Authorized' })).toBeInTheDocument()
    expect(screen.getByText('Your role does not include Checkins; your centre manager can give you access.')).toBeInTheDocument()
  })

  it('passes route parameters to the screen', async () => {
    const at = Date.now() as EpochMs
    const class42: GroupClassDetail = {
      id: '42',
      centreId: cult.id,
      name: 'Burn 45',
      workout: 'Burn',
      trainerName: 'Sneha Rao',
      startTime: at,
      endTime: (at + 45 * 60_000) as EpochMs,
      capacity: 20,
      booked: 0,
      waitlisted: 0,
      bookings: [],
    }
    const p = createTestPortal({ centreDetails: details, rights: owner, classTimetable: createInMemoryClassTimetable([class42]) })
    p.selection.set(SELECTED_CENTRE_KEY, String(cult.centerServiceId))
    render(<App useCases={p.useCases} initialPath="/classDetail/42" />)
    expect(await screen.findByRole('heading', { name: 'Class Detail' })).toBeInTheDocument()
    expect(await screen.findByTestId('class-name', {}, { timeout: 5000 })).toHaveTextContent('Burn 45')
  })

  it('matches routes exactly: a different case is not a route', async () => {
    render(<App useCases={portal().useCases} initialPath="/DASH" />)
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  })

  it('lists exactly the allowed, non-hidden routes of the core menu, with New badges', async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const expected = menuRoutes(
      menuEntries({ centre: gym, user: details.userContext, permissions: ALL_PERMISSIONS, ptEnabled: false, featureLists: {} }),
    ).map((r) => r.path)
    expect(menuHrefs()).toEqual(expected)
    expect(menuHrefs()).not.toContain('/user')
    expect(within(mainMenu()).getByRole('link', { name: /CM Training/ })).toHaveTextContent('New')
    expect(within(mainMenu()).getByRole('list', { name: 'Manage Resource' })).toBeInTheDocument()
    expect(within(mainMenu()).queryByRole('link', { name: /User Guide/ })).toBeNull()
  })

  it('shows the User Guide link at a CULT centre', async () => {
    const p = portal()
    p.selection.set(SELECTED_CENTRE_KEY, String(cult.centerServiceId))
    render(<App useCases={p.useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(within(mainMenu()).getByRole('link', { name: /User Guide/ })).toHaveAttribute('target', '_blank')
  })

  it('searches centres by name or locality only after 300 ms of quiet, and keeps the choice', async () => {
    const p = portal()
    const view = render(<App useCases={p.useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    fireEvent.click(screen.getByRole('button', { name: /^Centre/ }))
    const search = await screen.findByRole('combobox', { name: 'Search centres by name or locality' })
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3))
    vi.useFakeTimers()
    fireEvent.input(search, { target: { value: 'layout' } })
    act(() => void vi.advanceTimersByTime(299))
    expect(screen.getAllByRole('option')).toHaveLength(3)
    act(() => void vi.advanceTimersByTime(1))
    vi.useRealTimers()
    // The search goes to the server once settled: its page lists the one centre found.
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('HSR Cult')]))
    fireEvent.keyDown(search, { key: 'Enter' })
    expect(screen.getByRole('button', { name: /^Centre HSR Cult/ })).toBeInTheDocument()
    expect(p.selection.get(SELECTED_CENTRE_KEY)).toBe(String(cult.centerServiceId))
    view.unmount()

    render(<App useCases={p.useCases} initialPath="/" />)
    expect(await screen.findByRole('button', { name: /^Centre HSR Cult/ })).toBeInTheDocument()
  })

  it('moves through centres with the arrow keys and closes with Esc', async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^Centre/ }))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Whitefield Play Arena')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('button', { name: /^Centre Koramangala Gym/ })).toHaveFocus()
  })

  it("shows the staff member's email, employee id and initial avatar in the header", async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const who = screen.getByRole('region', { name: 'Signed in as' })
    expect(within(who).getByText('asha.owner@centres.example')).toBeInTheDocument()
    expect(within(who).getByText('EMP1001 · Owner')).toBeInTheDocument()
    expect(within(who).getByText('A')).toBeInTheDocument()
  })

  it("focuses the member search on '/' and opens User Details on Enter", async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const user = userEvent.setup()
    await user.keyboard('/')
    const search = screen.getAllByRole('searchbox', { name: 'Search member' })
    expect(search.some((s) => s === document.activeElement)).toBe(true)
    await user.keyboard('9800000001{Enter}')
    expect(await screen.findByRole('heading', { name: 'User Details' })).toBeInTheDocument()
  })

  it('offers no member search to staff who may not open User Details', async () => {
    const { CENTER_USER_DETAILS: _profile, ...rest } = ALL_PERMISSIONS
    render(<App useCases={portal({ ...owner, permissions: rest }).useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    expect(screen.queryAllByRole('searchbox', { name: 'Search member' })).toEqual([])
  })

  it('takes a pasted phone as its 10 digits and says why anything else is refused', async () => {
    render(<App useCases={portal().useCases} initialPath="/dash" />)
    await screen.findByRole('heading', { name: 'Dashboard' })
    const user = userEvent.setup()
    const search = screen.getAllByRole('searchbox', { name: 'Search member' })[0]
    if (search === undefined) throw new Error('no member search')
    await user.click(search)
    await user.paste('+91 98000 00001 ')
    expect(search).toHaveValue('9800000001')
    await user.clear(search)
    await user.paste('080000-00006')
    expect(search).toHaveValue('8000000006')
    await user.clear(search)
    await user.paste('Asha')
    expect(search).toHaveValue('')
    expect(screen.getByText('Only digits: a 10-digit mobile number or a user id')).toBeInTheDocument()
  })

  it('shows the signed-out page with a sign-in link when the API says 401', async () => {
    const { useCases } = portal()
    render(<App useCases={{ ...useCases, loadStaffAccess: () => TE.left(unauthorised('Please sign in.')) }} initialPath="/" />)
    expect(await screen.findByRole('heading', { name: 'Your session has ended' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
  })

  it('on /logout ends the server session (POST), clears what the portal kept and goes to sign-in', async () => {
    const p = portal()
    p.selection.set(SELECTED_CENTRE_KEY, String(cult.centerServiceId))
    p.storage.set('orders:staff-1', '[]')
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location)
    render(<App useCases={p.useCases} initialPath="/logout" />)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/sign-in'), { timeout: 5000 })
    expect(p.selection.get(SELECTED_CENTRE_KEY)).toBeUndefined()
    const after = await p.useCases.loadStaffAccess()()
    expect(after._tag === 'Left' ? after.left._tag : 'Right').toBe('Unauthorised')
    expect(p.storage.keys()).toEqual([])
    vi.restoreAllMocks()
  })

  describe('the feature lists', () => {
    const habitPortal = () => createTestPortal({ centreDetails: details, rights: owner, featureLists: { HABIT_REWARDS: [gym.centerServiceId] } })
    /** The portal's use cases with the feature lists held back until `release`, counting the calls. */
    const held = (p: ReturnType<typeof habitPortal>) => {
      let release: () => void = () => undefined
      const gate = new Promise<void>((r) => (release = r))
      const calls = { lists: 0, withLists: [] as boolean[] }
      const useCases = {
        ...p.useCases,
        loadStaffAccess: (o?: { featureLists?: boolean }) => {
          calls.withLists.push(o?.featureLists !== false)
          return p.useCases.loadStaffAccess(o)
        },
        loadFeatureLists: (names: Parameters<typeof p.useCases.loadFeatureLists>[0]) => () => {
          calls.lists += 1
          return gate.then(() => p.useCases.loadFeatureLists(names)())
        },
      }
      return { useCases, calls, release: () => release() }
    }

    it('draws a screen no list gates before they come, asks for them once, then adds the entries they open to the menu', async () => {
      const h = held(habitPortal())
      render(<App useCases={h.useCases} initialPath="/checkin" />)
      expect(await screen.findByRole('heading', { name: 'Checkins' })).toBeInTheDocument()
      expect(h.calls.withLists).toEqual([false])
      expect(menuHrefs()).not.toContain('/cultHabitRewards')
      await vi.waitFor(() => expect(h.calls.lists).toBe(1))
      await act(async () => h.release())
      await vi.waitFor(() => expect(menuHrefs()).toContain('/cultHabitRewards'))
      expect(h.calls.lists).toBe(1)
    })

    it('keeps the screen when the network drops before the lists come, and asks for them again once it is back', async () => {
      const p = habitPortal()
      let down = true
      const calls = { lists: 0 }
      const useCases = {
        ...p.useCases,
        loadFeatureLists: (names: Parameters<typeof p.useCases.loadFeatureLists>[0]) => () => {
          calls.lists += 1
          return down ? TE.left(unavailable('Failed to fetch'))() : p.useCases.loadFeatureLists(names)()
        },
      }
      render(<App useCases={useCases} initialPath="/checkin" />)
      expect(await screen.findByRole('heading', { name: 'Checkins' })).toBeInTheDocument()
      await vi.waitFor(() => expect(calls.lists).toBe(1))
      await act(async () => new Promise((r) => setTimeout(r, 50)))
      expect(screen.getByRole('heading', { name: 'Checkins' })).toBeInTheDocument()
      expect(screen.queryByText(CENTRES_LOAD_FAILED)).not.toBeInTheDocument()
      expect(menuHrefs()).not.toContain('/cultHabitRewards')
      down = false
      act(() => void window.dispatchEvent(new Event('online')))
      await vi.waitFor(() => expect(menuHrefs()).toContain('/cultHabitRewards'))
      expect(calls.lists).toBe(2)
      expect(screen.getByRole('heading', { name: 'Checkins' })).toBeInTheDocument()
    })

    it('loads the lists with the rest when the address is a screen they gate', async () => {
      const h = held(habitPortal())
      h.release()
      render(<App useCases={h.useCases} initialPath="/cultHabitRewards" />)
      expect(await screen.findByRole('heading', { name: 'Habit Rewards' })).toBeInTheDocument()
      expect(h.calls.withLists).toEqual([true])
      expect(h.calls.lists).toBe(0)
    })
  })
})
