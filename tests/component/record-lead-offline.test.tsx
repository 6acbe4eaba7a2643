import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import type { InMemoryProfileWorld } from '../../adapters/in-memory/profile-world'
import { createTestPortal } from '../../composition/test/container'
import type { UpdateLeadRequest } from '../../core/lead/update-lead.use-case'
import type { OfflineDesk, OfflineRequest } from '../../core/offline/offline-desk.port'
import { offlineKindLabel } from '../../core/offline/offline-sync-panel.rule'
import { epochMs } from '../../core/shared/brands'
import { atMinuteOfDay } from '../../core/shared/centre-day'
import { rejected, unavailable } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { provideOfflineDesk } from '../../core/shared/offline-desk-slot'
import { actionFailed } from '../../core/shared/outcome'
import type { UseCases } from '../../core/use-cases'
import { PortalQueryProvider, createPortalQueryClient } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { RecordLeadModal } from '../../ui/leads/record-lead-modal'
import { StaffAccessProvider } from '../../ui/shell/staff-access.context'
import { ALL_PERMISSIONS, aUser } from '../support/access'
import { aCentre, aCentreDetails } from '../support/centres'

/*
 * Record Lead at the desk without a network (what can be done offline, queued: record a lead):
 * while the browser says it is offline, a checked update is queued instead of called, with the
 * catalogue's queued words; online, an update whose call cannot reach the server is queued under
 * the attempt's own key (the server applies the attempt once whichever way it arrives).
 */

const NOW = atMinuteOfDay('2026-11-25', 14 * 60)
const gym = aCentre({ name: 'Koramangala Gym', locality: 'Koramangala' })
const details = aCentreDetails({ centers: [gym], userContext: aUser({ name: 'Asha Rao' }) })
const rights = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }
const USER = '300101'
const TASK = 'ti-41'

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
  needsNetwork: () => '',
}
provideOfflineDesk(() => Promise.resolve(desk))

const seed = (w: InMemoryProfileWorld) => {
  w.centres.set(gym.id, { id: gym.id, centerServiceId: gym.centerServiceId, type: 'GYMFIT', cityId: 1, biometricWhitelisted: false, piiAccessible: true })
  w.leads.push({
    leadId: 41,
    userId: USER,
    assigneeId: 't-rahul',
    assigneeName: 'Rahul Nair',
    assigneeType: 'TRAINER',
    centerServiceId: gym.centerServiceId,
    leadCategory: 'PT_LEAD',
    leadType: 'WARM',
    leadStatus: 'ACTIVE',
    comment: 'Asked about PT',
    createdBy: 'staff-owner',
    createdAt: epochMs(NOW - 3_600_000),
    taskInstanceId: TASK,
    customerName: 'Meera Das',
  })
}

const renderModal = (override: (u: UseCases) => Partial<UseCases> = () => ({})) => {
  const portal = createTestPortal({ centreDetails: details, rights, now: NOW, seedProfile: seed })
  const onClose = vi.fn()
  render(
    <MemoryRouter>
      <UseCasesProvider useCases={{ ...portal.useCases, ...override(portal.useCases) }}>
        <PortalQueryProvider client={createPortalQueryClient()}>
          <ToastProvider>
            <StaffAccessProvider>
              <RecordLeadModal userId={USER} centre={gym} onClose={onClose} />
            </StaffAccessProvider>
          </ToastProvider>
        </PortalQueryProvider>
      </UseCasesProvider>
    </MemoryRouter>,
  )
  return { portal, onClose }
}

/** Fills the form as a COLD lead with no follow-up. */
const fillCold = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) => {
  const tag = within(dialog).getByLabelText(M.COMMENT_TAG_LABEL)
  const first = within(tag).getAllByRole('option').find((o) => o.textContent !== M.CHOOSE)?.textContent ?? ''
  await user.selectOptions(tag, first)
  await user.type(within(dialog).getByLabelText(M.COMMENT_LABEL), 'Will call back after payday')
  await user.click(within(dialog).getByRole('radio', { name: 'Cold' }))
  await user.click(within(dialog).getByRole('checkbox', { name: M.SKIP_FOLLOW_UP_LABEL }))
  return first
}

const updateButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: M.UPDATE_LEAD })

describe('Record Lead without a network', () => {
  it('queues a checked update while offline, says so, closes, and calls nothing', async () => {
    const user = userEvent.setup()
    queued.length = 0
    offline = true
    const { portal, onClose } = renderModal()
    const dialog = await screen.findByRole('dialog', { name: 'Meera Das' })
    await within(dialog).findByLabelText(M.COMMENT_LABEL)
    // The form's own checks come first: nothing is queued while a field is missing.
    await waitFor(() => expect(updateButton(dialog)).toBeEnabled())
    await user.click(updateButton(dialog))
    expect(await within(dialog).findByText(M.COMMENT_REQUIRED)).toBeInTheDocument()
    expect(queued).toHaveLength(0)

    const tag = await fillCold(user, dialog)
    await user.click(updateButton(dialog))
    expect(await screen.findByText(M.offlineQueued(M.OFFLINE_KIND_LEAD))).toBeInTheDocument()
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      kind: 'RECORD_LEAD',
      centreId: gym.id,
      customerId: USER,
      payload: { update: { taskInstanceId: TASK, userId: USER, commentTag: tag, comment: 'Will call back after payday', leadQuality: 'COLD', skipFollowUp: true } },
    })
    expect(queued[0]?.key).toBeUndefined()
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    // Nothing reached the lead book.
    expect(portal.world.leads.find((l) => l.taskInstanceId === TASK)?.comment).toBe('Asked about PT')
  })

  it('online, an update whose call cannot reach the server is queued under the key the call carried', async () => {
    const user = userEvent.setup()
    queued.length = 0
    offline = false
    const sent: UpdateLeadRequest[] = []
    const { onClose } = renderModal(() => ({
      updateLead: (r: UpdateLeadRequest) => {
        sent.push(r)
        return TE.left(actionFailed('LeadUpdateFailed', 'The server cannot be reached', unavailable('The server cannot be reached')))
      },
    }))
    const dialog = await screen.findByRole('dialog', { name: 'Meera Das' })
    await within(dialog).findByLabelText(M.COMMENT_LABEL)
    await fillCold(user, dialog)
    await user.click(updateButton(dialog))
    expect(await screen.findByText(M.offlineQueued(M.OFFLINE_KIND_LEAD))).toBeInTheDocument()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.attemptKey).toEqual(expect.any(String))
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ kind: 'RECORD_LEAD', key: sent[0]?.attemptKey, payload: { update: { taskInstanceId: TASK, leadQuality: 'COLD' } } })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  it('online, a refusal from the server is shown and nothing is queued; the next try is a new attempt', async () => {
    const user = userEvent.setup()
    queued.length = 0
    offline = false
    const sent: UpdateLeadRequest[] = []
    const { onClose } = renderModal(() => ({
      updateLead: (r: UpdateLeadRequest) => {
        sent.push(r)
        return TE.left(actionFailed('LeadUpdateFailed', M.NO_LEAD_TO_UPDATE, rejected(M.NO_LEAD_TO_UPDATE)))
      },
    }))
    const dialog = await screen.findByRole('dialog', { name: 'Meera Das' })
    await within(dialog).findByLabelText(M.COMMENT_LABEL)
    await fillCold(user, dialog)
    await user.click(updateButton(dialog))
    expect(await screen.findByText(M.NO_LEAD_TO_UPDATE)).toBeInTheDocument()
    expect(queued).toHaveLength(0)
    expect(onClose).not.toHaveBeenCalled()
    // A corrected entry is a new submission.
    await user.type(within(dialog).getByLabelText(M.COMMENT_LABEL), '.')
    await user.click(updateButton(dialog))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.attemptKey).not.toBe(sent[0]?.attemptKey)
  })
})
