import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInMemoryAuditTrail } from '../../adapters/in-memory/audit-trail.in-memory'
import { createTestPortal } from '../../composition/test/container'
import type { AuditEntry } from '../../core/audit/audit-entry'
import type { AuditTrail } from '../../core/audit/audit-trail.port'
import { AUDIT_PAGE_SIZE } from '../../core/shared/constants'
import { MemberHistoryBlock } from '../../ui/audit/member-history-block'
import { auditEntry } from '../support/audit-entry'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'

// 01 Dec 2026, 10:30 AM at the centre (Asia/Kolkata); each entry a minute later.
const T0 = Date.UTC(2026, 11, 1, 5, 0)
const END_BEFORE = Date.UTC(2026, 11, 27, 12, 0)
const END_AFTER = Date.UTC(2027, 0, 6, 12, 0)

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => auditEntry(id, T0 + id * 60_000, over)

const renderHistory = (auditTrail: AuditTrail) => {
  const portal = createTestPortal({
    centreDetails: { centers: [], userContext: { id: 'staff-cm', name: 'Vikram Shetty', email: 'v@example.com' }, gymPtEnabledCenter: [] },
    auditTrail,
  })
  return render(
    <PortalQueryProvider client={createPortalQueryClient()}>
      <UseCasesProvider useCases={portal.useCases}>
        <MemberHistoryBlock customerId="200013" />
      </UseCasesProvider>
    </PortalQueryProvider>,
  )
}

describe('a member’s History on the profile', () => {
  it('lists what staff changed, newest first, each change before → after in staff words, with the remarks', async () => {
    renderHistory(
      createInMemoryAuditTrail({
        entries: [
          entry(1),
          entry(2, { action: 'MEMBERSHIP_END_DATE', changes: [{ field: 'endDate', before: { day: END_BEFORE }, after: { day: END_AFTER } }], remarks: 'Extended after an injury' }),
        ],
      }),
    )
    const history = screen.getByRole('region', { name: 'History' })
    const items = await within(history).findAllByRole('listitem')
    const [newest] = items.filter((li) => li.parentElement?.tagName === 'OL')
    expect(newest).toHaveTextContent('Changed the membership end date')
    expect(newest).toHaveTextContent('01 Dec 2026, 10:32 AM')
    expect(newest).toHaveTextContent('Vikram Shetty · Koramangala Gym')
    expect(newest).toHaveTextContent('End date: 27 Dec 2026 → 06 Jan 2027')
    expect(newest).toHaveTextContent('Remarks: Extended after an injury')
    expect(within(history).getByText('Checked the member in')).toBeInTheDocument()
  })

  it('says so when nothing was recorded', async () => {
    renderHistory(createInMemoryAuditTrail())
    expect(await screen.findByText('No changes recorded for this member yet')).toBeInTheDocument()
  })

  it('shows its own failure with a retry, without blanking anything else', async () => {
    const failing: AuditTrail = { ...createInMemoryAuditTrail(), memberHistory: () => async () => ({ _tag: 'Left', left: { _tag: 'Unavailable', message: 'Could not reach the server' } }) }
    renderHistory(failing)
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server')
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  })

  it('pages by keyboard-reachable buttons when there is more than a page', async () => {
    renderHistory(createInMemoryAuditTrail({ entries: Array.from({ length: AUDIT_PAGE_SIZE + 2 }, (_, i) => entry(i + 1)) }))
    const next = await screen.findByRole('button', { name: 'Next page' })
    expect(screen.getByText(`Page 1 of 2`)).toBeInTheDocument()
    await userEvent.click(next)
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument()
  })
})
