import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import { ROUTES } from '../../core/access/route-map'
import type { OfflineDesk, OfflineRequest } from '../../core/offline/offline-desk.port'
import { offlineQueueability } from '../../core/offline/offline-queueability.rule'
import { offlineKindLabel } from '../../core/offline/offline-sync-panel.rule'
import { epochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import { provideOfflineDesk } from '../../core/shared/offline-desk-slot'
import IssuesScreen from '../../ui/operations/issues/issues.screen'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'
import { renderRouteScreen } from '../support/render-route-screen'

/*
 * A report done while the browser says it has no network is queued, not called: the desk's
 * offline queue receives it (checked by the form first) and the staff member hears it was queued.
 */

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }

/** The device's desk as the screens see it, with the network gone. */
const queued: OfflineRequest[] = []
let offline = true
const desk: OfflineDesk = {
  isOffline: () => offline,
  enqueue: (r) => {
    queued.push(r)
    return Promise.resolve({ queued: true, message: M.offlineQueued(offlineKindLabel(r.kind)) })
  },
  watch: () => () => undefined,
  syncNow: () => undefined,
  needsNetwork: (kind) => {
    const v = offlineQueueability(kind, epochMs(NOW))
    return v.queueable ? '' : v.reason
  },
}
provideOfflineDesk(() => Promise.resolve(desk))

const renderIssues = () => {
  const route = ROUTES.find((r) => r.path === '/issues')
  if (route === undefined) throw new Error('/issues')
  const portal = createTestPortal({ centreDetails: details, rights: { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }, now: NOW })
  renderRouteScreen(portal.useCases, route, <IssuesScreen />)
}

describe('reports while the browser says it is offline', () => {
  it('queues a checked issue report instead of calling, says so, and clears the form', async () => {
    const user = userEvent.setup()
    queued.length = 0
    offline = true
    renderIssues()
    await screen.findByText(M.EMPTY_TABLE)
    // The form's own checks still come first: nothing is queued while a field is missing.
    await user.click(screen.getByRole('button', { name: M.ISSUE_SUBMIT }))
    expect(await screen.findAllByText(M.FIELD_REQUIRED)).toHaveLength(3)
    expect(queued).toHaveLength(0)

    await user.selectOptions(screen.getByLabelText(M.ISSUE_CATEGORY), 'EQUIPMENT')
    await user.type(screen.getByLabelText(M.ISSUE_TITLE), 'Rower chain loose')
    await user.type(screen.getByLabelText(M.ISSUE_DESCRIPTION), 'Clunks on every stroke')
    await user.click(screen.getByRole('button', { name: M.ISSUE_SUBMIT }))
    expect(await screen.findByText(M.offlineQueued(M.OFFLINE_KIND_ISSUE))).toBeInTheDocument()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ kind: 'REPORT_ISSUE', payload: { issue: { category: 'EQUIPMENT', title: 'Rower chain loose', description: 'Clunks on every stroke' } } })
    expect(screen.getByLabelText(M.ISSUE_TITLE)).toHaveValue('')
    // Nothing reached the server: the centre's list is still empty.
    expect(screen.getByText(M.EMPTY_TABLE)).toBeInTheDocument()
  })
})
