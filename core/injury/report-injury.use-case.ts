import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Centre } from '../centre/centre'
import { type InjuryField, validateInjuryReport } from './injury-report.rule'
import type { ValidationFailed } from '../shared/errors'
import { injuryTicketCreated } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { InjuryLog, InjuryTicket } from './injury-log.port'

export type ReportInjuryDeps = { readonly injuries: InjuryLog }

export type ReportInjuryRequest = {
  /** The injured customer. */
  readonly userId: string
  /** The centre the injury happened at (names the report: 'name (locality/ centerServiceId)'). */
  readonly centre: Centre
  /** The form as filled in (see core/injury/injury-form-state.rule.ts). */
  readonly draft: unknown
}

export type ReportInjuryError = ValidationFailed<InjuryField> | ActionFailed<'InjuryNotReported'>

/**
 * Report Injury (part 3 §2–§5, §7): validates the form (every field required but the Others
 * comments), adds the userId and files it; 'Ticket created Successfully: {id}', or the error's
 * message on failure.
 */
export const reportInjury =
  (d: ReportInjuryDeps) =>
  (r: ReportInjuryRequest): TaskEither<ReportInjuryError, Done<InjuryTicket>> =>
    pipe(
      TE.fromEither(validateInjuryReport(r.draft, r.centre)),
      TE.chainW((report) => pipe(d.injuries.report({ ...report, userId: r.userId }), TE.mapLeft((e) => actionFailed('InjuryNotReported', reasonOf(e), e)))),
      TE.map((ticket) => done(injuryTicketCreated(ticket.id), ticket)),
    )
