import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { validateRescheduleSlot } from '../forms/reschedule-slot.rule'
import { type CentreDay, centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import { PT_SESSION_FETCH_SIZE } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import {
  PLAY_PT_PACKS_FETCH_FAILED,
  PT_PACKS_FETCH_FAILED,
  PT_SESSIONS_FETCH_FAILED,
  SESSION_BOOKED,
  SESSION_CANCELLED,
  SESSION_RESCHEDULED,
  SESSION_STARTED,
  bookingFailed,
  cancelSessionFailed,
  rescheduleSessionFailed,
  slotsFetchFailed,
} from '../shared/messages'
import { type ActionFailed, type Done, act, fetchAs, serverSays } from '../shared/outcome'
import type { PtPackMembership } from './pt-pack'
import type { PtBooking, PtSchedule } from './pt-schedule.port'
import type { PtSession, TrainerSlot } from './pt-session'
import { type SlotBucket, bucketSlots, slotFetchWindow } from './trainer-slots.rule'

export type PtDeps = { readonly pt: PtSchedule }

const fixed = (text: string) => (): string => text

export const loadPtPacks =
  (d: PtDeps) =>
  (userId: string): TaskEither<ActionFailed<'PtPacksUnavailable'>, readonly PtPackMembership[]> =>
    fetchAs('PtPacksUnavailable', fixed(PT_PACKS_FETCH_FAILED))(d.pt.ptPacks(userId))

export const loadPlayPtPacks =
  (d: PtDeps) =>
  (userId: string): TaskEither<ActionFailed<'PtPacksUnavailable'>, readonly PtPackMembership[]> =>
    fetchAs('PtPacksUnavailable', fixed(PLAY_PT_PACKS_FETCH_FAILED))(d.pt.playPtPacks(userId))

/** The customer's PT sessions, newest first: page 0, size 30. */
export const loadPtSessions =
  (d: PtDeps) =>
  (userId: string, statuses?: readonly string[]): TaskEither<ActionFailed<'PtSessionsUnavailable'>, readonly PtSession[]> =>
    fetchAs('PtSessionsUnavailable', fixed(PT_SESSIONS_FETCH_FAILED))(
      d.pt.sessions({ userId, page: 0, size: PT_SESSION_FETCH_SIZE, ...(statuses === undefined ? {} : { statuses }) }),
    )

export type TrainerSlots = { readonly slots: readonly TrainerSlot[]; readonly buckets: readonly SlotBucket<TrainerSlot>[] }

/** A trainer's slots for a day, from the later of now minus 49 minutes and the start of the day, in 4-hour buckets. */
export const loadTrainerSlots =
  (d: PtDeps & { readonly clock: Clock }) =>
  (r: { readonly centerId: number; readonly trainerId: string; readonly day?: CentreDay }): TaskEither<ActionFailed<'SlotsUnavailable'>, TrainerSlots> => {
    const now = d.clock.now()
    const w = slotFetchWindow(r.day ?? centreDayOf(now), now)
    return pipe(
      fetchAs('SlotsUnavailable', slotsFetchFailed)(d.pt.slots(r.centerId, r.trainerId, w.from, w.to)),
      TE.map((slots) => ({ slots, buckets: bucketSlots(slots) })),
    )
  }

export const bookPtSession =
  (d: PtDeps) =>
  (b: PtBooking): TaskEither<ActionFailed<'BookingFailed'>, Done<PtSession>> =>
    act('BookingFailed', bookingFailed, SESSION_BOOKED)(d.pt.book(b))

/** Moves a session to a chosen slot ('Please choose a time slot to proceed' when none is chosen). */
export const reschedulePtSession =
  (d: PtDeps) =>
  (r: { readonly sessionId: string; readonly slot: unknown }): TaskEither<ValidationFailed<'slot'> | ActionFailed<'RescheduleFailed'>, Done<PtSession>> =>
    pipe(
      TE.fromEither(validateRescheduleSlot(r.slot)),
      TE.chainW((s) => act('RescheduleFailed', rescheduleSessionFailed, SESSION_RESCHEDULED)(d.pt.reschedule(r.sessionId, s.startTime, s.endTime))),
    )

export const cancelPtSession =
  (d: PtDeps) =>
  (sessionId: string): TaskEither<ActionFailed<'CancelFailed'>, Done<PtSession>> =>
    act('CancelFailed', cancelSessionFailed, SESSION_CANCELLED)(d.pt.cancel(sessionId))

/** Starts (or marks attended) a session; failure shows the server message. */
export const startPtSession =
  (d: PtDeps) =>
  (sessionId: string): TaskEither<ActionFailed<'StartFailed'>, Done<PtSession>> =>
    act('StartFailed', serverSays, SESSION_STARTED)(d.pt.start(sessionId))
