import type { TaskEither } from 'fp-ts/TaskEither'
import type { BcaEntry } from '../../core/customer/customer'
import type { FiledInjuryReport } from '../../core/injury/injury-log.port'
import type { LeadCapture, Pitch } from '../../core/lead/lead'
import type { LeadUpdateRequest } from '../../core/lead/lead-desk'
import type { OfflinePayload, QueuedAction } from '../../core/offline/offline-action'
import type { OfflineSender } from '../../core/offline/offline-desk.port'
import type { ServerAnswer } from '../../core/offline/offline-queue.rule'
import type { NewIssue } from '../../core/operations/issue'
import type { GatewayError } from '../../core/shared/errors'
import { createHttpCheckInRegistry } from './check-in-registry.http'
import type { OfflineActionWire } from './contract/offline.codecs'
import { createHttpCustomerDirectory } from './customer-directory.http'
import type { HttpClient, HttpRequest } from './http-client'
import { createHttpInjuryLog } from './injury-log.http'
import { createHttpIssueDesk } from './issue-desk.http'
import { createHttpLeadBook } from './lead-book.http'
import { createHttpPitchDesk } from './pitch-desk.http'

/** The request as sent online, with the action's offline part: in the body, or in the query of a call without one (check-out). */
const stamp = (req: HttpRequest, a: QueuedAction): HttpRequest => {
  const offlineAction: OfflineActionWire = { key: a.key, happenedAt: a.happenedAt, staffId: a.staffId, offline: true }
  if (req.data !== undefined && typeof req.data === 'object' && req.data !== null) return { ...req, data: { ...req.data, offlineAction } }
  return {
    ...req,
    params: { ...req.params, offlineKey: a.key, offlineHappenedAt: a.happenedAt, offlineStaffId: a.staffId, offline: 'true' },
  }
}

/** The same calls as online, each carrying the action's offline part (the gateways' own mappings, unchanged). */
const stamped = (http: HttpClient, a: QueuedAction): HttpClient => ({ send: (req, codec) => http.send(stamp(req, a), codec) })

// The payload is what the desk's screen passed to the call online, kept as JSON in the queue.
const field = <T>(p: OfflinePayload, name: string): T => p[name] as unknown as T

const callFor = (http: HttpClient, a: QueuedAction): TaskEither<GatewayError, unknown> => {
  const h = stamped(http, a)
  const p = a.payload
  switch (a.kind) {
    case 'CHECK_OUT':
      return createHttpCheckInRegistry(h).checkOut(field(p, 'checkInId'), field(p, 'userId'))
    case 'CHECK_IN':
      return createHttpCheckInRegistry(h).checkInMember(field(p, 'userId'), field(p, 'centerId'), field(p, 'cityId'))
    case 'RECORD_PITCH':
      return createHttpPitchDesk(h).record(field<Pitch>(p, 'pitch'))
    case 'RECORD_BCA':
      return createHttpCustomerDirectory(h).recordBca(field(p, 'userId'), field(p, 'centerId'), field<BcaEntry>(p, 'measurements'))
    case 'RECORD_LEAD':
      // The desk's Record Lead updates the customer's open lead; a new lead is a capture.
      return p.update === undefined ? createHttpLeadBook(h).capture(field<LeadCapture>(p, 'lead')) : createHttpLeadBook(h).update(field<LeadUpdateRequest>(p, 'update'))
    case 'REPORT_ISSUE':
      return createHttpIssueDesk(h).report(field<NewIssue>(p, 'issue'))
    case 'REPORT_INJURY':
      return createHttpInjuryLog(h).report(field<FiledInjuryReport>(p, 'report'))
  }
}

/**
 * Sends a queued action as the online call does, with its offline part. The server's refusal (a
 * 4xx with its reason) is final; no answer (no network, a timeout, the server down, the session
 * gone) leaves the action waiting, to be sent again with the same key. A 2xx is applied.
 */
export const createHttpOfflineSender = (http: HttpClient): OfflineSender => ({
  send: async (a): Promise<ServerAnswer> => {
    const r = await callFor(http, a)()
    // A 2xx is the server applying it, even when its answer is not understood.
    if (r._tag === 'Right' || r.left._tag === 'MalformedResponse') return { outcome: 'applied' }
    const e = r.left
    switch (e._tag) {
      case 'Unavailable':
      case 'Unauthorised':
        return { outcome: 'no-answer' }
      default:
        return { outcome: 'refused', reason: e.message }
    }
  },
})
