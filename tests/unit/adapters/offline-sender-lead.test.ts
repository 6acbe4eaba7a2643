import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { LEAD_DESK_PATHS } from '../../../adapters/http/contract/lead-desk-paths'
import { LeadUpdateCall } from '../../../adapters/http/contract/offline.codecs'
import { PATHS } from '../../../adapters/http/contract/paths'
import type { HttpClient, HttpRequest } from '../../../adapters/http/http-client'
import { createHttpOfflineSender } from '../../../adapters/http/offline-sender.http'
import type { QueuedAction } from '../../../core/offline/offline-action'
import { epochMs } from '../../../core/shared/brands'

/*
 * A queued Record Lead is sent as the online call it stands for, with its offline part: the desk's
 * lead update goes to the update call, a new lead's capture to the capture call.
 */

const recording = (answer: unknown) => {
  const sent: HttpRequest[] = []
  const http: HttpClient = {
    send: (req, codec) => {
      sent.push(req)
      const decoded = codec.decode(answer)
      return E.isRight(decoded) ? TE.right(decoded.right) : TE.left({ _tag: 'MalformedResponse', message: 'bad answer' })
    },
  }
  return { sent, sender: createHttpOfflineSender(http) }
}

const queued = (payload: QueuedAction['payload']): QueuedAction => ({
  key: 'k-lead-1',
  kind: 'RECORD_LEAD',
  happenedAt: epochMs(Date.UTC(2026, 10, 27, 5, 20)),
  staffId: 'staff-frontdesk',
  centreId: '1',
  customerId: '300101',
  payload,
  offline: true,
  seq: 1,
  sent: false,
  state: { status: 'waiting' },
})

describe('sending a queued Record Lead', () => {
  it('sends a lead update to the update call with the key, the time it happened and the staff member', async () => {
    const { sent, sender } = recording({ message: 'Lead Updated successfully' })
    const update = { taskInstanceId: 'ti-41', userId: '300101', commentTag: 'Price', comment: 'After payday', leadQuality: 'COLD', skipFollowUp: true }
    expect(await sender.send(queued({ update }))).toEqual({ outcome: 'applied' })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe(LEAD_DESK_PATHS.updateLead)
    expect(sent[0]?.data).toEqual({ ...update, nextFollowUpTime: null, offlineAction: { key: 'k-lead-1', happenedAt: Date.UTC(2026, 10, 27, 5, 20), staffId: 'staff-frontdesk', offline: true } })
    // What the server's route decodes.
    expect(E.isRight(LeadUpdateCall.decode(sent[0]?.data))).toBe(true)
  })

  it('sends a new lead to the capture call', async () => {
    const { sent, sender } = recording({ message: 'Lead captured Successfully', leadId: 9 })
    const lead = { userId: '300101', assigneeId: 't-rahul', centerServiceId: 1001, leadType: 'HOT', createdBy: 'staff-frontdesk' }
    expect(await sender.send(queued({ lead }))).toEqual({ outcome: 'applied' })
    expect(sent[0]?.path).toBe(PATHS.leadCapture)
    expect(sent[0]?.data).toMatchObject({ userId: '300101', centerId: 1001, offlineAction: { key: 'k-lead-1' } })
  })
})
