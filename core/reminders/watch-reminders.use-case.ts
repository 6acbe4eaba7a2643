import * as E from 'fp-ts/Either'
import { type Observable, type Subscribable, EMPTY, Observable as Stream, combineLatest, concat, concatMap, defer, distinctUntilChanged, from, map, merge, of, repeat, switchMap, tap } from 'rxjs'
import type { Clock } from '../shared/clock.port'
import type { KeyValueStore } from '../shared/key-value-store.port'
import {
  type ReminderPollState,
  nextReminderPollAt,
  reminderPolled,
  snoozeReminders,
} from '../shared/reminder-polling.rule'
import { REMINDERS_CHECK_FAILED } from '../shared/messages'
import type { ReminderBatch, ReminderFeed } from './reminder'
import type { ReminderDesk } from './reminder-desk.port'
import { storedReminderTiming } from './reminder-settings.rule'

export type WatchRemindersDeps = { readonly reminders: ReminderDesk; readonly clock: Clock; readonly storage: Pick<KeyValueStore, 'get'> }

/** What drives the stream besides time: the tab's visibility, the session, and the staff member's snoozes. */
export type WatchRemindersInput = {
  /** true while the tab is visible (the browser's visibility, or a script's choice). */
  readonly visible: Subscribable<boolean>
  /** true while the staff member is signed in. */
  readonly signedIn: Subscribable<boolean>
  /** Each emission snoozes polling globally for the snooze time from that moment. */
  readonly snoozes: Subscribable<unknown>
}

/** Any Subscribable (an rxjs Subject, or the UI's own small source) as an Observable. */
const observe = <T>(s: Subscribable<T>): Observable<T> =>
  new Stream<T>((o) => {
    const sub = s.subscribe(o)
    return () => sub.unsubscribe()
  })

const PAUSED: ReminderFeed = { status: 'paused' }

/**
 * The reminder stream (part 3 §4, §9): polls the staff member's reminders on the Clock port, at
 * most once per interval (60 s, or the stored setting), never while snoozed (15 minutes, or the
 * stored setting), hidden or signed out, and resumes when the snooze ends or the tab comes back
 * (at once if a poll is overdue, else when the interval since the last poll is up). A failed poll
 * keeps the last reminders with a note and the polling goes on.
 */
export const watchReminders =
  (d: WatchRemindersDeps) =>
  (input: WatchRemindersInput): Observable<ReminderFeed> =>
    defer(() => {
      const timing = storedReminderTiming(d.storage)
      let state: ReminderPollState = {}
      let active = false
      let count = 0
      let last: ReminderBatch = { reminders: [], actions: [] }

      const pollOnce = (): Observable<ReminderFeed> =>
        defer(() => {
          state = reminderPolled(state, d.clock.now())
          count += 1
          return from(d.reminders.poll(count)())
        }).pipe(
          map((r): ReminderFeed => {
            if (E.isLeft(r)) return { status: 'showing', ...last, failure: REMINDERS_CHECK_FAILED }
            last = r.right
            return { status: 'showing', ...last }
          }),
        )

      /** Waits until the next poll may run (the interval since the last one, the snooze's end), then polls. */
      const nextPoll = defer(() => {
        const wait = nextReminderPollAt(state, timing) - d.clock.now()
        return wait > 0 ? d.clock.timer(wait).pipe(concatMap(pollOnce)) : pollOnce()
      })

      const snoozedNow = (): ReminderFeed | undefined => {
        const until = state.snoozedUntil
        return until !== undefined && until > d.clock.now() ? { status: 'snoozed', until } : undefined
      }

      const running = (): Observable<ReminderFeed> => {
        if (!active) return of(PAUSED)
        const snoozed = snoozedNow()
        return concat(snoozed === undefined ? EMPTY : of(snoozed), nextPoll.pipe(repeat()))
      }

      const activity = combineLatest([observe(input.visible), observe(input.signedIn)]).pipe(
        map(([visible, signedIn]) => visible && signedIn),
        distinctUntilChanged(),
        tap((a) => (active = a)),
      )
      const snoozes = observe(input.snoozes).pipe(tap(() => (state = snoozeReminders(state, d.clock.now(), timing))))
      return merge(activity, snoozes).pipe(switchMap(running))
    })
