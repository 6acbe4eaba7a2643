import { describe, expect, it } from 'vitest'
import * as M from '../../core/shared/messages'
import { apiFetch, signIn } from '../support/sandbox-client'
import { LEAD_DESK_PATHS } from '../../adapters/http/contract/lead-desk-paths'

describe('sandbox: the leads desk calls enforce what staff may do', () => {
  it('a centre manager (lead transfer: view) may preview a transfer but not move leads; the owner may', async () => {
    const body = { centerServiceId: 1001, fromAssigneeId: 'staff-frontdesk', toAssigneeId: 'staff-cm', leadIds: [], dryRun: true }
    const cm = await signIn('centre-manager')
    const preview = await apiFetch(cm, LEAD_DESK_PATHS.transferLeads, { body })
    expect(preview.status).toBe(200)
    const refused = await apiFetch(cm, LEAD_DESK_PATHS.transferLeads, { body: { ...body, dryRun: false } })
    expect(refused).toMatchObject({ status: 403, body: { message: M.TRANSFER_NEEDS_EDIT } })
    expect((await apiFetch(await signIn('no-permissions'), LEAD_DESK_PATHS.transferLeads, { body })).status).toBe(403)
  })

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    const owner = await signIn('owner')
    expect((await apiFetch(owner, LEAD_DESK_PATHS.scheduledWalkIns + '?centerId=1&fromDay=2026-13-45')).status).toBe(400)
    expect((await apiFetch(owner, LEAD_DESK_PATHS.updateLead, { body: { taskInstanceId: 'ti-none', userId: 'x', commentTag: 't', comment: 'c', leadQuality: 'COLD', skipFollowUp: true } })).status).toBe(404)
    expect((await apiFetch(owner, LEAD_DESK_PATHS.submitLead, { body: { nope: 1 } })).status).toBe(400)
  })
})
