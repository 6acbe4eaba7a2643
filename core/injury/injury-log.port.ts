import type { TaskEither } from 'fp-ts/TaskEither'
import type { InjuryReport } from '../forms/injury-report.rule'
import type { GatewayError } from '../shared/errors'

/** An injury report as it is filed: the form's payload plus the customer it is about (part 3 §3). */
export type FiledInjuryReport = InjuryReport & { readonly userId: string }

/** The ticket the report opens; its id is what staff quote. */
export type InjuryTicket = { readonly id: string }

/** Where injuries at a centre are reported (report injury v2). */
export interface InjuryLog {
  report(r: FiledInjuryReport): TaskEither<GatewayError, InjuryTicket>
}
