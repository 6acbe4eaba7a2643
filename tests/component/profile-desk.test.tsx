import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import { createTestPortal } from '../../composition/test/container'
import type { CentreConfiguration } from '../../core/centre/centre-lookups.port'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { BOOK_ACTION, PROFILE_ACTION_LABELS } from '../../core/shared/messages'
import { actionFailed } from '../../core/shared/outcome'
import { App } from '../../ui/app/app'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/*
 * The customer profile (/user) over the in-memory adapters: each block's empty and error state,
 * and each modal's validation messages in the catalogue's words.
 */
const DAY = '2026-11-25'
const NOW = atMinuteOfDay(DAY, 14 * 60)
const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
const details = aCentreDetails({ centers: [gym], userContext: aUser({ name: 'Asha Rao' }), gymPtEnabledCenter: [gym.id] })
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const config: CentreConfiguration = {
  centerId: gym.id,
  centerServiceId: gym.centerServiceId,
  ptEnabled: true,
  piiAccessible: true,
  biometricEnabled: true,
  cashPaymentEnabled: true,
  paymentLinkEnabled: true,
  addOnEnabled: true,
  onboardingEnabled: true,
}

const seed =
  (opts: { withMembership: boolean }) =>
  (w: InMemoryProfileWorld) => {
    w.centres.set(gym.id, { id: gym.id, centerServiceId: gym.centerServiceId, type: 'GYMFIT', cityId: 1, biometricWhitelisted: true, piiAccessible: true })
    w.customers.set('500001', { id: '500001', firstName: 'Lakshmi', lastName: 'Iyengar', phone: '9000000004', isPhoneVerified: true, cityId: 1 })
    // Without a membership the trials are used up, so the buttons are sell new pack, record pitch, onboarding.
    if (!opts.withMembership) w.profiles.set('500001', { trial: { used: 3, maxCount: 3 }, isV2: false })
    if (opts.withMembership)
      w.memberships.set(71, {
        userId: '500001',
        kind: 'GYM',
        centerId: gym.id,
        membership: { id: 71, name: 'cultpass BLACK', status: 'PURCHASED', start: epochMs(NOW - 30 * DAY_MS), end: epochMs(NOW + 200 * DAY_MS), benefits: [{ name: 'Centre access', ticketsUsed: 4, maxTickets: 100 }] },
      })
    w.checkIns.set('b1', {
      id: 'b1',
      centerId: gym.id,
      state: 'created',
      startTime: epochMs(NOW + 2 * 3_600_000),
      endTime: epochMs(NOW + 3 * 3_600_000),
      firstName: 'Lakshmi',
      lastName: 'Iyengar',
      userId: '500001',
      checkInType: 'other',
      flags: [],
      hasEditLeadModalConfig: false,
      passcode: '246810',
    })
  }

const renderProfile = (o: { withMembership?: boolean; rights?: typeof owner; seedMore?: (w: InMemoryProfileWorld) => void; override?: (u: ReturnType<typeof createTestPortal>['useCases']) => Partial<ReturnType<typeof createTestPortal>['useCases']> } = {}) => {
  const portal = createTestPortal({ centreDetails: details, rights: o.rights ?? owner, now: NOW, seedProfile: (w) => {
      seed({ withMembership: o.withMembership ?? true })(w)
      o.seedMore?.(w)
    }, lookups: { configurations: [config] } })
  const useCases = { ...portal.useCases, ...(o.override?.(portal.useCases) ?? {}) }
  render(<App useCases={useCases} initialPath="/user?userId=500001" />)
  return portal
}

const region = (name: string) => screen.findByRole('region', { name })
const loaded = () => screen.findByRole('heading', { level: 2, name: /Lakshmi Iyengar/ }, { timeout: 8000 })

describe('the profile blocks', () => {
  it('shows each block empty in its own words', async () => {
    renderProfile({ withMembership: false })
    await loaded()
    expect(await within(await region('Orders')).findByText('No recent orders to display')).toBeInTheDocument()
    expect(await within(await region('Active Packs & memberships')).findByText('No active packs or memberships')).toBeInTheDocument()
    expect(await within(await region('Child Users')).findByText('Nothing here')).toBeInTheDocument()
    expect(await within(await region('Memberships')).findByText('Nothing here')).toBeInTheDocument()
    expect(within(await region('Current check-in')).getByText('No active checkins found')).toBeInTheDocument()
  })

  it('shows a failing block with its message and Try Again while the other blocks stay', async () => {
    renderProfile({
      override: () => ({
        loadOrders: () => TE.left(actionFailed('OrdersUnavailable', 'Orders are down')),
        loadChildren: () => TE.left(actionFailed('ChildrenUnavailable', 'Children are down')),
        loadMemberships: () => TE.left(actionFailed('ProfileUnavailable', 'Memberships are down')),
      }),
    })
    await loaded()
    const orders = await region('Orders')
    expect(await within(orders).findByRole('alert')).toHaveTextContent('Orders are down')
    expect(within(orders).getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
    expect(await within(await region('Child Users')).findByRole('alert')).toHaveTextContent('Children are down')
    expect(await within(await region('Memberships')).findByRole('alert')).toHaveTextContent('Memberships are down')
    expect(await within(await region('Active Packs & memberships')).findByRole('alert')).toHaveTextContent('Memberships are down')
    expect(screen.getByRole('heading', { level: 2, name: /Lakshmi Iyengar/ })).toBeInTheDocument()
  })

  it('refuses a letter and an 11th digit in the search box with a visible hint', async () => {
    renderProfile()
    await loaded()
    const box = screen.getAllByRole('searchbox', { name: 'Search member' }).find((b) => b.id === 'profile-search') as HTMLInputElement
    fireEvent.input(box, { target: { value: '9000000004' } })
    fireEvent.input(box, { target: { value: '90000000041' } })
    expect(box.value).toBe('9000000004')
    expect(screen.getByText('At most 10 digits')).toBeInTheDocument()
    fireEvent.input(box, { target: { value: '900000000a' } })
    expect(box.value).toBe('9000000004')
    expect(screen.getByText('Only digits: a 10-digit mobile number or a user id')).toBeInTheDocument()
  })
})

describe('the action row on a phone', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('is one line, as its place kept while loading: the first action, then More actions with the others in order', async () => {
    // A phone: every max-width query matches (jsdom has no matchMedia of its own).
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }))
    renderProfile({ withMembership: false })
    await loaded()
    const actions = await screen.findByRole('navigation', { name: 'Actions' })
    const more = await within(actions).findByRole('button', { name: /More actions/ })
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual([PROFILE_ACTION_LABELS.sellNewPack, more.textContent])
    await userEvent.setup().click(more)
    const listed = within(actions).getAllByRole('button').slice(2).map((b) => b.textContent)
    expect(listed.slice(0, 2)).toEqual([PROFILE_ACTION_LABELS.recordPitch, PROFILE_ACTION_LABELS.onboardingFlow])
    expect(listed).toContain(PROFILE_ACTION_LABELS.generatePaymentLink)
  })

  it('on a laptop shows the three actions as buttons, and More actions lists only the rest', async () => {
    renderProfile({ withMembership: false })
    await loaded()
    const actions = await screen.findByRole('navigation', { name: 'Actions' })
    await within(actions).findByRole('button', { name: /More actions/ })
    expect(within(actions).getAllByRole('button').map((b) => b.textContent).slice(0, 3)).toEqual([
      PROFILE_ACTION_LABELS.sellNewPack,
      PROFILE_ACTION_LABELS.recordPitch,
      PROFILE_ACTION_LABELS.onboardingFlow,
    ])
  })
})

describe('the actions offered to each role', () => {
  const labels = async () => {
    await loaded()
    const actions = await screen.findByRole('navigation', { name: 'Actions' })
    await within(actions).findByRole('button', { name: /More actions/ })
    await userEvent.setup().click(within(actions).getByRole('button', { name: /More actions/ }))
    return within(actions).getAllByRole('button').map((b) => b.textContent)
  }

  it('offers the PT sale and the PT booking to a staff member who may open Personal Training', async () => {
    renderProfile()
    const shown = await labels()
    expect(shown).toContain(PROFILE_ACTION_LABELS.sellPtPack)
    expect(within(await screen.findByRole('region', { name: 'Member' })).getByRole('button', { name: BOOK_ACTION })).toBeInTheDocument()
  })

  it('leaves out what front desk may not open: no PT sale, no PT booking, the rest stays', async () => {
    const { CENTER_PERSONAL_TRAINING: _pt, ...frontDesk } = ALL_PERMISSIONS
    renderProfile({ rights: { permissions: frontDesk, memberships: [{ roleName: 'FMS_MC', contexts: [] }] } })
    const shown = await labels()
    expect(shown).not.toContain(PROFILE_ACTION_LABELS.sellPtPack)
    expect(shown).toContain(PROFILE_ACTION_LABELS.generatePaymentLink)
    expect(within(await screen.findByRole('region', { name: 'Member' })).queryByRole('button', { name: BOOK_ACTION })).toBeNull()
  })
})

describe('the profile modals', () => {
  it('Add Child User: every field error at once', async () => {
    renderProfile()
    await loaded()
    const user = userEvent.setup()
    await user.click(within(await region('Child Users')).getByRole('button', { name: 'ADD CHILD USER' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Child User' })
    await user.type(within(dialog).getByLabelText('Age'), '19')
    await user.click(within(dialog).getByRole('button', { name: 'Add Child User' }))
    expect(await within(dialog).findByText('Age is 5-18 years only')).toBeInTheDocument()
    expect(within(dialog).getByText('Please enter valid phone number')).toBeInTheDocument()
    expect(within(dialog).getByText('First name is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument()
  })

  it('Check-in by passcode: a passcode of max 6 characters is required', async () => {
    renderProfile()
    await loaded()
    const user = userEvent.setup()
    await user.click(await within(await region('Current check-in')).findByRole('button', { name: 'Check-in by passcode' }))
    const dialog = await screen.findByRole('dialog', { name: 'Check-in by passcode' })
    await user.type(within(dialog).getByLabelText('Passcode'), '1234567')
    await user.click(within(dialog).getByRole('button', { name: 'Check-in by passcode' }))
    expect(await within(dialog).findByText('Passcode of max 6 characters is required')).toBeInTheDocument()
  })

  it('Payment Links: amount and reason are required, and Others asks for the reason', async () => {
    renderProfile()
    await loaded()
    const user = userEvent.setup()
    const actions = await screen.findByRole('navigation', { name: 'Actions' })
    await user.click(within(actions).getByRole('button', { name: /More actions/ }))
    await user.click(within(actions).getByRole('button', { name: 'Generate payment link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Payment Links' })
    await user.click(within(dialog).getByRole('button', { name: 'Generate link' }))
    expect(await within(dialog).findByText('Amount is required')).toBeInTheDocument()
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Others')
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '500')
    await user.click(within(dialog).getByRole('button', { name: 'Generate link' }))
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument()
    expect(within(dialog).queryByText('Amount is required')).not.toBeInTheDocument()
  })

  it('membership update: the title is the action and end date with remarks is required', async () => {
    renderProfile()
    await loaded()
    const user = userEvent.setup()
    const memberships = await region('Memberships')
    await user.click(await within(memberships).findByRole('button', { name: 'Edit membership: cultpass BLACK' }))
    await user.click(within(memberships).getByRole('button', { name: 'Change end date' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change end date' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('End date and remarks are required')).toBeInTheDocument()
    fireEvent.input(within(dialog).getByLabelText('End date'), { target: { value: '2026-11-01' } })
    await user.type(within(dialog).getByLabelText('Remarks'), 'shorten')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('End date should be greater than start date and today')).toBeInTheDocument()
  })

  it('Record Pitch: every required field says so at once; the phone is not editable', async () => {
    renderProfile({ withMembership: false })
    await loaded()
    const user = userEvent.setup()
    const actions = await screen.findByRole('navigation', { name: 'Actions' })
    await user.click(await within(actions).findByRole('button', { name: 'Record Pitch' }))
    const dialog = await screen.findByRole('dialog', { name: 'Record Pitch' })
    expect(within(dialog).getByLabelText('Phone')).toHaveAttribute('readonly')
    expect(within(dialog).getByLabelText('Customer Name')).toHaveValue('Lakshmi Iyengar')
    await user.click(within(dialog).getByRole('button', { name: 'Record Pitch' }))
    for (const m of ['Lead Quality is required', 'Comment Tag is required', 'Source is required', 'Pitched By is required', 'Remarks are required'])
      expect(await within(dialog).findByText(m)).toBeInTheDocument()
  })

  it('a search for a phone nobody has says so at the top of the Record Pitch it opens', async () => {
    renderProfile({ withMembership: false })
    await loaded()
    const user = userEvent.setup()
    const search = screen.getAllByRole('searchbox', { name: /Search member/ }).at(-1)
    if (search === undefined) throw new Error('no member search')
    await user.type(search, '9123456780{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Record Pitch' })
    expect(within(dialog).getByRole('status')).toHaveTextContent('User not found: 9123456780. Record a pitch to add them as a walk-in.')
  })

  it('Change trainer: the membership shows its trainer, and the new one once changed', async () => {
    renderProfile({
      withMembership: false,
      seedMore: (w) => {
        w.agents.push(
          { identityId: 't-rahul', name: 'Rahul Nair', email: 'r@x.example', phone: '9000000100', roles: ['FMS_PERSONAL_TRAINER'], ptAt: [gym.centerServiceId], worksAt: [gym.centerServiceId] },
          { identityId: 't-sneha', name: 'Sneha Kulkarni', email: 's@x.example', phone: '9000000102', roles: ['FMS_PERSONAL_TRAINER'], ptAt: [gym.centerServiceId], worksAt: [gym.centerServiceId] },
        )
        w.memberships.set(72, {
          userId: '500001',
          kind: 'GYM',
          centerId: gym.id,
          membership: { id: 72, name: 'cultpass BLACK with PT', status: 'PURCHASED', start: epochMs(NOW - 3 * DAY_MS), end: epochMs(NOW + 60 * DAY_MS), benefits: [{ name: 'PT sessions', ticketsUsed: 5, maxTickets: 12 }], metadata: { preferredTrainerId: 't-rahul' } },
        })
      },
    })
    await loaded()
    const user = userEvent.setup()
    const memberships = await screen.findByRole('table', { name: 'Memberships' })
    expect(await within(memberships).findByText('Trainer: Rahul Nair')).toBeInTheDocument()
    await user.click(within(memberships).getByRole('button', { name: /Edit membership: cultpass BLACK with PT/i }))
    await user.click(within(memberships).getByRole('button', { name: 'Change trainer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change trainer' })
    await within(dialog).findByRole('option', { name: 'Sneha Kulkarni' })
    await user.selectOptions(within(dialog).getByLabelText('Trainer'), 't-sneha')
    await user.type(within(dialog).getByLabelText(/Remarks/), 'Member asked for a morning trainer')
    await user.click(within(dialog).getByRole('button', { name: /Save|Update|Change/ }))
    expect(await screen.findByText('Trainer changed successfully')).toBeInTheDocument()
    expect(await within(memberships).findByText('Trainer: Sneha Kulkarni')).toBeInTheDocument()
  })
})
