import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { type CentreDay, centreDayOf } from '../shared/centre-day'
import type { Clock } from '../shared/clock.port'
import { CHECK_IN_PAGE_SIZE } from '../shared/constants'
import type { GatewayError } from '../shared/errors'
import { type ActionFailed, actionFailed, reasonOf } from '../shared/outcome'
import type { CheckIn, CheckInDisplayState, CheckInState } from './check-in'
import { checkInDisplayState } from './check-in-display-state.rule'
import { type CheckInSection, groupCheckIns } from './check-in-grouping.rule'
import type { CheckInRegistry } from './check-in-registry.port'
import { type CheckInListKind, type TimeWindow, checkInListWindow, clampListDay } from './check-in-window.rule'

export type ClassifyCheckInsRequest = {
  readonly centerId: number
  /** Which list: validated (Checkins) or created (Bookings). */
  readonly kind: CheckInListKind
  /** The centre day; today when absent. */
  readonly day?: CentreDay
  /** A window picked with the time pickers; else the list's default window for the day. */
  readonly window?: TimeWindow
  /** States to ask for; the list's own state when absent. */
  readonly states?: readonly CheckInState[]
}

export type ClassifiedCheckIns = {
  readonly day: CentreDay
  readonly window: TimeWindow
  /** Every section in screen order (cancelled check-ins are in none). */
  readonly sections: readonly CheckInSection[]
  /** Display state of every listed check-in, by id (cancelled ones excluded). */
  readonly displayStates: ReadonlyMap<string, CheckInDisplayState>
  readonly countsByState: Readonly<Record<CheckInDisplayState, number>>
  /** Check-ins shown (cancelled excluded). */
  readonly total: number
}

export type ClassifyCheckInsError = ActionFailed<'CheckInsUnavailable'>
export type ClassifyCheckInsDeps = { readonly checkIns: CheckInRegistry; readonly clock: Clock }

/** One pass over the list: display states and counts; grouping is its own single pass. */
const classify = (list: readonly CheckIn[], now: ClassifyNow, day: CentreDay, window: TimeWindow): ClassifiedCheckIns => {
  const displayStates = new Map<string, CheckInDisplayState>()
  const countsByState: Record<CheckInDisplayState, number> = { BOOKED: 0, MISSED: 0, CHECKED_IN: 0, CHECKED_OUT: 0 }
  let total = 0
  for (const c of list) {
    const s = checkInDisplayState(c, now)
    if (s === undefined) continue
    displayStates.set(c.id, s)
    countsByState[s]++
    total++
  }
  return { day, window, sections: groupCheckIns(list), displayStates, countsByState, total }
}
type ClassifyNow = Parameters<typeof checkInDisplayState>[1]

/**
 * Fetches the check-in list for a centre, day, time window and states (page size 10000), leaves
 * out cancelled check-ins, and returns the grouped sections with each check-in's display state.
 */
export const classifyCheckIns =
  (d: ClassifyCheckInsDeps) =>
  (r: ClassifyCheckInsRequest): TaskEither<ClassifyCheckInsError, ClassifiedCheckIns> => {
    const now = d.clock.now()
    const day = clampListDay(r.kind, r.day ?? centreDayOf(now), now)
    const window = r.window ?? checkInListWindow(r.kind, day, now)
    return pipe(
      d.checkIns.list({ centerId: r.centerId, from: window.from, to: window.to, states: r.states ?? [r.kind], pageSize: CHECK_IN_PAGE_SIZE }),
      TE.mapLeft((e: GatewayError) => actionFailed('CheckInsUnavailable', reasonOf(e), e)),
      TE.map((list) => classify(list, now, day, window)),
    )
  }
