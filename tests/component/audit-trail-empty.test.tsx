import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createInMemoryAuditTrail } from '../../adapters/in-memory/audit-trail.in-memory'
import { createTestPortal } from '../../composition/test/container'
import { AUDIT_MEMBER_LABEL, AUDIT_SEARCH, AUDIT_TRAIL_EMPTY, AUDIT_TRAIL_NONE_YET } from '../../core/audit/messages'
import { ROUTES } from '../../core/access/route-map'
import { seedCentres } from '../../sandbox/seed/centres'
import AuditTrailScreen from '../../ui/audit/audit-trail.screen'
import { ALL_PERMISSIONS } from '../support/access'
import { auditEntry } from '../support/audit-entry'
import { renderRouteScreen } from '../support/render-route-screen'

/** 2026-12-01 10:30 at the centre (Asia/Kolkata). */
const NOW = Date.UTC(2026, 11, 1, 5, 0)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [1] }
const owner = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const route = ROUTES.find((r) => r.path === '/audit-trail')

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('Audit Trail: an empty answer says why', () => {
  it('with no filter, that nothing has been recorded yet; with filters, that none matches them', async () => {
    if (route === undefined) throw new Error('/audit-trail')
    const user = userEvent.setup()
    const empty = createTestPortal({ centreDetails: details, rights: owner, now: NOW, auditTrail: createInMemoryAuditTrail({ entries: [] }) })
    const { unmount } = renderRouteScreen(empty.useCases, route, <AuditTrailScreen />)
    expect(await screen.findByText(AUDIT_TRAIL_NONE_YET)).toBeInTheDocument()
    expect(screen.queryByText(AUDIT_TRAIL_EMPTY)).toBeNull()
    unmount()

    const some = createTestPortal({ centreDetails: details, rights: owner, now: NOW, auditTrail: createInMemoryAuditTrail({ entries: [auditEntry(1, NOW - 60_000, { subjectId: '200001', memberId: '200001' })] }) })
    renderRouteScreen(some.useCases, route, <AuditTrailScreen />)
    expect(await screen.findByText(/1 entr/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(AUDIT_MEMBER_LABEL), '200009')
    await user.click(screen.getByRole('button', { name: AUDIT_SEARCH }))
    expect(await screen.findByText(AUDIT_TRAIL_EMPTY)).toBeInTheDocument()
    expect(screen.queryByText(AUDIT_TRAIL_NONE_YET)).toBeNull()
  })
})
