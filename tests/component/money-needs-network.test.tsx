import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createInMemoryMoneyDesk } from '../../adapters/in-memory/money-desk.in-memory'
import { createTestPortal } from '../../composition/test/container'
import { ROUTES } from '../../core/access/route-map'
import { OFFLINE_NEEDS_NETWORK_CASH } from '../../core/shared/messages'
import * as M from '../../core/shared/messages/money'
import { seedCentres } from '../../sandbox/seed/centres'
import CashDrawerScreen from '../../ui/money/cash-drawer.screen'
import { renderRouteScreen } from '../support/render-route-screen'

/*
 * Cash never waits for the network: offline, the drawer says in place that cash needs the network,
 * a submit is refused with those words, and nothing reaches the money desk then or later.
 */

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-test', name: 'Test staff', email: 'test@centres.example' }, gymPtEnabledCenter: [1] }

/** What the browser says of its network. */
const setBrowserOnline = (online: boolean): void => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => setBrowserOnline(true))

const renderDrawer = () => {
  const route = ROUTES.find((r) => r.path === '/cash-drawer')
  if (route === undefined) throw new Error('/cash-drawer')
  let opened = 0
  const portal = createTestPortal({
    centreDetails: details,
    rights: { permissions: { CASH_DRAWER: ['VIEW', 'EDIT'] }, memberships: [{ roleName: 'PARTNER', contexts: [] }] },
    now: NOW,
    money: (clock) => {
      const desk = createInMemoryMoneyDesk({ clock, manager: false })
      return {
        ...desk,
        openDrawer: (...args: Parameters<typeof desk.openDrawer>) => {
          opened++
          return desk.openDrawer(...args)
        },
      }
    },
  })
  renderRouteScreen(portal.useCases, route, <CashDrawerScreen />)
  return { opened: () => opened }
}

describe('money without a network', () => {
  it('the cash drawer says it needs the network, refuses to open offline, and opens once the network is back', async () => {
    const user = userEvent.setup()
    const money = renderDrawer()
    expect(await screen.findByText(M.DRAWER_NONE_OPEN)).toBeInTheDocument()
    expect(screen.queryByText(OFFLINE_NEEDS_NETWORK_CASH)).toBeNull()

    act(() => setBrowserOnline(false))
    expect(screen.getAllByText(OFFLINE_NEEDS_NETWORK_CASH)).toHaveLength(1)
    await user.type(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL), '5,000')
    await user.click(screen.getByRole('button', { name: M.DRAWER_OPEN_ACTION }))
    // The note in place and the refusal's toast say the same.
    expect(await screen.findAllByText(OFFLINE_NEEDS_NETWORK_CASH)).toHaveLength(2)
    expect(money.opened()).toBe(0)

    act(() => setBrowserOnline(true))
    await user.clear(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL))
    await user.type(screen.getByLabelText(M.DRAWER_FLOAT_INPUT_LABEL), '5,000')
    await user.click(screen.getByRole('button', { name: M.DRAWER_OPEN_ACTION }))
    expect(await screen.findByText(M.DRAWER_OPENED)).toBeInTheDocument()
    expect(money.opened()).toBe(1)
  })
})
