import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { InjuryLog } from '../../core/injury/injury-log.port'
import { InjuriesWire, InjuryTicketWire } from './contract/care.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

/**
 * Report injury v2 over HTTP: POST the report with userId; the answer's id names the ticket.
 * Reading back: GET the customer's reports at the centre (newest first).
 */
export const createHttpInjuryLog = (http: HttpClient): InjuryLog => ({
  report: (r) =>
    pipe(
      http.send({ path: PATHS.reportInjury, data: { ...r, firstAidItem: [...r.firstAidItem] } }, InjuryTicketWire),
      TE.map((w) => ({ id: w.id })),
    ),
  list: (q) =>
    pipe(
      http.send({ path: PATHS.injuries, params: { userId: q.userId, centerId: q.centerId } }, InjuriesWire),
      TE.map((w) => w.injuries),
    ),
})
