import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import { ROUTES } from '../../core/access/route-map'
import { BULK_HISTORY_PAGE_SIZE } from '../../core/shared/list-pages.rule'
import * as M from '../../core/shared/messages'
import TroubleshootingSegmentScreen from '../../ui/operations/troubleshooting-segment.screen'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'
import { renderRouteScreen } from '../support/render-route-screen'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const UPLOADS = BULK_HISTORY_PAGE_SIZE + 3

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('a bulk upload’s history', () => {
  it('reads a page at a time from the server, with current / total, Next and Previous, and a search', async () => {
    const user = userEvent.setup()
    const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW })
    const centreId = centres[0]?.id ?? 0
    // Each dry run is kept in the history, checked or refused.
    for (let i = 0; i < UPLOADS; i += 1) {
      await portal.useCases.dryRunBulkUpload({ kind: 'segment', centreId, fileName: `segment-${i}.csv`, raw: [['userId', 'segmentId'], ['300001', String(100 + i)]] })()
    }
    const route = ROUTES.find((r) => r.path === '/troubleshooting/segment')
    if (route === undefined) throw new Error('no segment route')
    renderRouteScreen(portal.useCases, route, <TroubleshootingSegmentScreen />)
    const history = await screen.findByRole('region', { name: 'Upload history' })
    const rows = () => within(history).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0)
    expect(await within(history).findByText('1 / 2')).toBeInTheDocument()
    expect(rows()).toHaveLength(BULK_HISTORY_PAGE_SIZE)
    await user.click(within(history).getByRole('button', { name: M.REPORT_NEXT_PAGE }))
    expect(await within(history).findByText('2 / 2')).toBeInTheDocument()
    expect(rows()).toHaveLength(UPLOADS - BULK_HISTORY_PAGE_SIZE)
    await user.click(within(history).getByRole('button', { name: M.REPORT_PREVIOUS_PAGE }))
    expect(await within(history).findByText('1 / 2')).toBeInTheDocument()
    await user.type(within(history).getByRole('searchbox'), 'segment-7.csv')
    expect(await within(history).findByText('segment-7.csv', {}, { timeout: 3000 })).toBeInTheDocument()
    await vi.waitFor(() => expect(rows()).toHaveLength(1))
    expect(within(history).queryByText('1 / 2')).not.toBeInTheDocument()
  })
})
