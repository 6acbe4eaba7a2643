import type { TaskEither } from 'fp-ts/TaskEither'
import type { InjuryReport } from './injury-report.rule'
import type { GatewayError } from '../shared/errors'

/** An injury report as it is filed: the form's payload plus the customer it is about (part 3 §3). */
export type FiledInjuryReport = InjuryReport & { readonly userId: string }

/** The ticket the report opens; its id is what staff quote. */
export type InjuryTicket = { readonly id: string }

/**
 * An injury report as it is read back (the profile's Report Injury area): its ticket, when it was
 * filed (epoch ms) and the form's answers as filed.
 */
export type ReportedInjury = {
  readonly id: string
  readonly filedAt: number
  readonly injuredPersonInfo: string
  readonly centerName: string
  readonly injuryLevel: string
  readonly workout: string
  readonly format: string
  readonly injuryDate: string
  readonly injuryTime: string
  readonly injuryLocation: string
  readonly impactedBodyPart: string
  readonly symptomsLevel1: string
  readonly symptomsLevel2: string
  readonly injuryCause: string
  readonly cmDetails: string
  readonly trainerDetails: string
  readonly description: string
}

/** What a filed report reads back as (the fields the profile lists). */
export const reportedInjuryOf = (r: FiledInjuryReport, id: string, filedAt: number): ReportedInjury => ({
  id,
  filedAt,
  injuredPersonInfo: r.injuredPersonInfo,
  centerName: r.centerName,
  injuryLevel: r.injuryLevel,
  workout: r.workout,
  format: r.format,
  injuryDate: r.injuryDate,
  injuryTime: r.injuryTime,
  injuryLocation: r.injuryLocation,
  impactedBodyPart: r.impactedBodyPart,
  symptomsLevel1: r.symptomsLevel1,
  symptomsLevel2: r.symptomsLevel2,
  injuryCause: r.injuryCause,
  cmDetails: r.cmDetails,
  trainerDetails: r.trainerDetails,
  description: r.description,
})

/** The customer's reports at one centre, newest first. */
export type InjuryQuery = { readonly userId: string; readonly centerId: number }

/** Where injuries at a centre are reported (report injury v2) and read back. */
export interface InjuryLog {
  report(r: FiledInjuryReport): TaskEither<GatewayError, InjuryTicket>
  /** The customer's reports at the centre, newest first (NotFound for an unknown customer). */
  list(q: InjuryQuery): TaskEither<GatewayError, readonly ReportedInjury[]>
}
