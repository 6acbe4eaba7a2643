import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { OfflineActionInput } from '../../core/offline/offline-action'
import { parseOfflineQueue, serialiseOfflineQueue } from '../../core/offline/offline-queue.codec'
import {
  EMPTY_OFFLINE_QUEUE,
  enqueueOfflineAction,
  mergeOfflineQueues,
  recordOfflineAnswer,
  takeOfflineActionsToSend,
  type OfflineQueue,
  type ServerAnswer,
} from '../../core/offline/offline-queue.rule'
import { epochMs } from '../../core/shared/brands'

/*
 * A tab's view of the queue is kept in the browser and merged with another tab's: the stored form
 * gives back the same queue, and merging never depends on who merges first, never duplicates an
 * action (same key, same action) and never loses one.
 */

const t0 = Date.UTC(2026, 10, 27, 5, 0)
const KEYS = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5'] as const
/** The same key is always the same action, whichever tab recorded it. */
const inputOf = (i: number): OfflineActionInput => ({
  key: KEYS[i] ?? 'k0',
  kind: i % 2 === 0 ? 'CHECK_OUT' : 'RECORD_PITCH',
  happenedAt: epochMs(t0 + i * 60_000),
  staffId: 'staff-7',
  centreId: '12',
  ...(i % 3 === 2 ? {} : { customerId: `u${i % 3}` }),
  payload: { note: `Pitch ${i}`, values: [i, null, true] },
})

const answerArb: fc.Arbitrary<ServerAnswer> = fc.oneof(
  fc.constant({ outcome: 'applied' as const }),
  fc.constant({ outcome: 'no-answer' as const }),
  fc.constantFrom('Membership had ended', 'Already checked out').map((reason) => ({ outcome: 'refused' as const, reason })),
)

type Op =
  | { readonly op: 'enqueue'; readonly i: number }
  | { readonly op: 'take'; readonly minutes: number }
  | { readonly op: 'answer'; readonly i: number; readonly answer: ServerAnswer; readonly minutes: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('enqueue' as const), i: fc.nat({ max: KEYS.length - 1 }) }),
  fc.record({ op: fc.constant('take' as const), minutes: fc.nat({ max: 15 * 60 }) }),
  fc.record({ op: fc.constant('answer' as const), i: fc.nat({ max: KEYS.length - 1 }), answer: answerArb, minutes: fc.nat({ max: 15 * 60 }) }),
)

const queueArb: fc.Arbitrary<OfflineQueue> = fc.array(opArb, { maxLength: 25 }).map((ops) =>
  ops.reduce((q, o) => {
    if (o.op === 'enqueue') return enqueueOfflineAction(q, inputOf(o.i))
    const now = epochMs(t0 + o.minutes * 60_000)
    if (o.op === 'take') return takeOfflineActionsToSend(q, now).queue
    return recordOfflineAnswer(q, KEYS[o.i] ?? 'k0', o.answer, now)
  }, EMPTY_OFFLINE_QUEUE),
)

const keysOf = (q: OfflineQueue): string[] => q.actions.map((a) => a.key)

describe('the offline queue kept and shared by tabs', () => {
  it('comes back the same from its stored form', () => {
    fc.assert(
      fc.property(queueArb, (q) => {
        expect(parseOfflineQueue(serialiseOfflineQueue(q))).toStrictEqual(q)
      }),
      { numRuns: 500 },
    )
  })

  it('merges to every action of either view, each once', () => {
    fc.assert(
      fc.property(queueArb, queueArb, (a, b) => {
        const merged = keysOf(mergeOfflineQueues(a, b))
        expect(new Set(merged).size).toBe(merged.length)
        expect([...merged].sort()).toEqual([...new Set([...keysOf(a), ...keysOf(b)])].sort())
      }),
      { numRuns: 500 },
    )
  })

  it('merges alike whoever merges first, however grouped, and a view with itself is that view', () => {
    fc.assert(
      fc.property(queueArb, queueArb, queueArb, (a, b, c) => {
        expect(mergeOfflineQueues(a, b)).toStrictEqual(mergeOfflineQueues(b, a))
        expect(mergeOfflineQueues(a, mergeOfflineQueues(b, c))).toStrictEqual(mergeOfflineQueues(mergeOfflineQueues(a, b), c))
        expect(mergeOfflineQueues(a, a)).toStrictEqual(a)
      }),
      { numRuns: 500 },
    )
  })

  it('keeps a server answer of either view', () => {
    fc.assert(
      fc.property(queueArb, queueArb, (a, b) => {
        const merged = mergeOfflineQueues(a, b)
        for (const x of [...a.actions, ...b.actions]) {
          const m = merged.actions.find((y) => y.key === x.key)
          if (x.state.status === 'applied') expect(m?.state.status).toBe('applied')
          if (x.state.status === 'refused' && x.state.refusedBy === 'server') expect(m?.state.status).not.toBe('waiting')
        }
      }),
      { numRuns: 500 },
    )
  })
})
