import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import type { Permissions } from '../../core/access/access'
import { ROUTES } from '../../core/access/route-map'
import * as M from '../../core/shared/messages'
import DoorScreen from '../../ui/operations/door/door.screen'
import IssuesScreen from '../../ui/operations/issues/issues.screen'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'
import { renderRouteScreen } from '../support/render-route-screen'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }

const renderScreen = (path: string, Screen: ComponentType, permissions: Permissions = ALL_PERMISSIONS) => {
  const route = ROUTES.find((r) => r.path === path)
  if (route === undefined) throw new Error(path)
  const portal = createTestPortal({ centreDetails: details, rights: { permissions, memberships: [{ roleName: 'PARTNER', contexts: [] }] }, now: NOW })
  renderRouteScreen(portal.useCases, route, <Screen />)
  return portal
}

describe('Report Issue screen', () => {
  it("says 'This field can't be empty' under each empty field, then files the issue and lists it with its status in words", async () => {
    const user = userEvent.setup()
    renderScreen('/issues', IssuesScreen)
    expect(await screen.findByText(M.EMPTY_TABLE)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: M.ISSUE_SUBMIT }))
    expect(await screen.findAllByText(M.FIELD_REQUIRED)).toHaveLength(3)
    expect(screen.getByLabelText(M.ISSUE_TITLE)).toHaveAccessibleDescription(M.FIELD_REQUIRED)

    await user.selectOptions(screen.getByLabelText(M.ISSUE_CATEGORY), 'EQUIPMENT')
    expect(screen.queryByLabelText(M.ISSUE_CATEGORY_COMMENT)).toBeNull()
    await user.type(screen.getByLabelText(M.ISSUE_TITLE), 'Bench press pad torn')
    await user.type(screen.getByLabelText(M.ISSUE_DESCRIPTION), 'Foam shows through the cover')
    await user.click(screen.getByRole('button', { name: M.ISSUE_SUBMIT }))
    expect(await screen.findByText(M.injuryTicketCreated('ISS-1001'))).toBeInTheDocument()
    const row = (await screen.findByText('Bench press pad torn')).closest('tr')
    if (row === null) throw new Error('row')
    expect(within(row).getByText(M.ISSUE_STATUS_LABELS.OPEN ?? '')).toBeInTheDocument()
    expect(within(row).getByText(M.ISSUE_CATEGORY_LABELS.EQUIPMENT ?? '')).toBeInTheDocument()
    expect(row).toHaveTextContent('Asha Rao, 25 Nov 2026, 12:00 pm')
    expect(screen.getByLabelText(M.ISSUE_TITLE)).toHaveValue('')
  })

  it('shows the list without the form to staff who may only view issues', async () => {
    renderScreen('/issues', IssuesScreen, { ...ALL_PERMISSIONS, PARTNER_ISSUE: ['VIEW'] })
    expect(await screen.findByText(M.EMPTY_TABLE)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: M.ISSUE_SUBMIT })).toBeNull()
  })
})

describe('Door Access Control screen', () => {
  it('offers Let in and Let out on devices that are not offline, and shows who opened a door last', async () => {
    const user = userEvent.setup()
    renderScreen('/door', DoorScreen)
    const staff = (await screen.findByRole('heading', { level: 3, name: 'Staff door' })).closest('li')
    const studio = screen.getByRole('heading', { level: 3, name: 'Studio door' }).closest('li')
    if (staff === null || studio === null) throw new Error('cards')
    expect(within(studio).getByText(M.DOOR_STATUS_LABELS.OFFLINE ?? '')).toBeInTheDocument()
    expect(within(studio).queryAllByRole('button')).toHaveLength(0)
    expect(within(staff).getByText(M.DOOR_STATUS_LABELS['DOOR KEPT OPEN'] ?? '')).toBeInTheDocument()
    await user.click(within(staff).getByRole('button', { name: 'Let in: Staff door' }))
    expect(await screen.findByText(M.DOOR_ACTION_DONE.CHECKIN ?? '')).toBeInTheDocument()
    expect(await within(staff).findByText(M.doorLastAction('Let in', 'Asha Rao', '25 Nov 2026, 12:00 pm'))).toBeInTheDocument()
  })

  it('shows the devices but no door action to staff who may only view door access', async () => {
    renderScreen('/door', DoorScreen, { ...ALL_PERMISSIONS, DOOR_ACCESS_CONTROL: ['VIEW'] })
    expect(await screen.findByRole('heading', { level: 3, name: 'Main entrance' })).toBeInTheDocument()
    expect(screen.getByText(M.DOOR_VIEW_ONLY)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Let (in|out):/ })).toBeNull()
  })

  it('filters the devices by type', async () => {
    const user = userEvent.setup()
    renderScreen('/door', DoorScreen)
    await screen.findByRole('heading', { level: 3, name: 'Main entrance' })
    await user.selectOptions(screen.getByLabelText(M.DOOR_KIND_FILTER), 'EM_LOCK')
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Studio door', 'Staff door'])
  })
})
