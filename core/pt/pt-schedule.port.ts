import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { PtPackMembership } from './pt-pack'
import type { PtSession, TrainerSlot } from './pt-session'

export type PtSessionQuery = {
  readonly userId: string
  readonly statuses?: readonly string[]
  /** Page 0, size 30 in the spec; newest first. */
  readonly page: number
  readonly size: number
}

export type PtBooking = {
  readonly userId: string
  readonly centerId: number
  readonly trainerId: string
  readonly startTime: EpochMs
  readonly endTime: EpochMs
}

/** Personal training: packs, sessions and trainers' slots. */
export interface PtSchedule {
  ptPacks(userId: string): TaskEither<GatewayError, readonly PtPackMembership[]>
  playPtPacks(userId: string): TaskEither<GatewayError, readonly PtPackMembership[]>
  sessions(q: PtSessionQuery): TaskEither<GatewayError, readonly PtSession[]>
  slots(centerId: number, trainerId: string, from: EpochMs, to: EpochMs): TaskEither<GatewayError, readonly TrainerSlot[]>
  book(b: PtBooking): TaskEither<GatewayError, PtSession>
  reschedule(sessionId: string, startTime: EpochMs, endTime: EpochMs): TaskEither<GatewayError, PtSession>
  cancel(sessionId: string): TaskEither<GatewayError, PtSession>
  start(sessionId: string): TaskEither<GatewayError, PtSession>
}
