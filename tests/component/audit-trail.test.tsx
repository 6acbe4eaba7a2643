import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createInMemoryAuditTrail } from '../../adapters/in-memory/audit-trail.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { AuditEntry } from '../../core/audit/audit-entry'
import { AUDIT_EXPORT_CSV, AUDIT_MEMBER_LABEL, AUDIT_SEARCH, AUDIT_TRAIL_EMPTY, AUDIT_TRAIL_NONE_YET } from '../../core/audit/messages'
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

/** Ninety check-ins, a minute apart back from NOW, of three members in turn. */
const entry = (id: number): AuditEntry => auditEntry(id, NOW - id * 60_000, { subjectId: String(200_000 + (id % 3)), memberId: String(200_000 + (id % 3)) })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Audit Trail: Export CSV', () => {
  it('downloads the search’s every entry from the export’s address (not built from the page), narrowed by the filters applied', async () => {
    const user = userEvent.setup()
    if (route === undefined) throw new Error('/audit-trail')
    const portal = createTestPortal({ centreDetails: details, rights: owner, now: NOW, auditTrail: createInMemoryAuditTrail({ entries: Array.from({ length: 90 }, (_, i) => entry(i + 1)) }) })
    const clicked: { href: string; download: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download })
    })
    renderRouteScreen(portal.useCases, route, <AuditTrailScreen />)
    expect(await screen.findByText(/90 entries/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(AUDIT_MEMBER_LABEL), '200001')
    await user.click(screen.getByRole('button', { name: AUDIT_SEARCH }))
    expect(await screen.findByText(/30 entries/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: AUDIT_EXPORT_CSV }))
    await vi.waitFor(() => expect(clicked).toHaveLength(1))
    expect(clicked[0]?.download).toBe('audit-trail-1-2026-12-01.csv')
    const csv = decodeURIComponent((clicked[0]?.href ?? '').replace(/^data:text\/csv;charset=utf-8,/, ''))
    const lines = csv.split('\r\n')
    // The headings and all 30 of the member's entries, though the page shows 25.
    expect(lines).toHaveLength(31)
    expect(lines.slice(1).every((l) => l.includes(',200001,200001,'))).toBe(true)
  })
})

describe('Audit Trail: an empty answer says why', () => {
  it('with no filter, that nothing has been recorded yet; with filters, that none matches them', async () => {
    if (route === undefined) throw new Error('/audit-trail')
    const user = userEvent.setup()
    const empty = createTestPortal({ centreDetails: details, rights: owner, now: NOW, auditTrail: createInMemoryAuditTrail({ entries: [] }) })
    const { unmount } = renderRouteScreen(empty.useCases, route, <AuditTrailScreen />)
    expect(await screen.findByText(AUDIT_TRAIL_NONE_YET)).toBeInTheDocument()
    expect(screen.queryByText(AUDIT_TRAIL_EMPTY)).toBeNull()
    unmount()

    const some = createTestPortal({ centreDetails: details, rights: owner, now: NOW, auditTrail: createInMemoryAuditTrail({ entries: [entry(1)] }) })
    renderRouteScreen(some.useCases, route, <AuditTrailScreen />)
    expect(await screen.findByText(/1 entr/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(AUDIT_MEMBER_LABEL), '200009')
    await user.click(screen.getByRole('button', { name: AUDIT_SEARCH }))
    expect(await screen.findByText(AUDIT_TRAIL_EMPTY)).toBeInTheDocument()
    expect(screen.queryByText(AUDIT_TRAIL_NONE_YET)).toBeNull()
  })
})
