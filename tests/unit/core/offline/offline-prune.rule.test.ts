import { describe, expect, it } from 'vitest'
import type { OfflineActionInput } from '../../../../core/offline/offline-action'
import { pruneOfflineQueue } from '../../../../core/offline/offline-prune.rule'
import { EMPTY_OFFLINE_QUEUE, enqueueOfflineAction, recordOfflineAnswer, takeOfflineActionsToSend, type OfflineQueue } from '../../../../core/offline/offline-queue.rule'
import { epochMs, type EpochMs } from '../../../../core/shared/brands'

const HOUR = 60 * 60 * 1000
const t0 = Date.UTC(2026, 10, 27, 4, 30)
const at = (hours: number): EpochMs => epochMs(t0 + hours * HOUR)

const action = (key: string, customerId: string, hours: number): OfflineActionInput => ({
  key,
  kind: 'CHECK_OUT',
  happenedAt: at(hours),
  staffId: 'staff-7',
  centreId: '12',
  customerId,
  payload: {},
})

/** Sends everything that may go at `when` and records `answer` for each. */
const answerAll = (q: OfflineQueue, when: EpochMs, answer: 'applied' | 'refused'): OfflineQueue => {
  const taken = takeOfflineActionsToSend(q, when)
  return taken.send.reduce(
    (acc, a) => recordOfflineAnswer(acc, a.key, answer === 'applied' ? { outcome: 'applied' } : { outcome: 'refused', reason: 'The membership had ended' }, when),
    taken.queue,
  )
}
const keys = (q: OfflineQueue): string[] => q.actions.map((a) => a.key)

describe('pruning the offline queue', () => {
  it('keeps an applied action for 24 hours after the server answered, and lets it go after', () => {
    const q = answerAll(enqueueOfflineAction(EMPTY_OFFLINE_QUEUE, action('k1', 'u1', 0)), at(1), 'applied')
    expect(keys(pruneOfflineQueue(q, at(25)))).toEqual(['k1'])
    expect(pruneOfflineQueue(q, at(25))).toBe(q)
    expect(keys(pruneOfflineQueue(q, epochMs(at(25) + 1)))).toEqual([])
  })

  it('lets a refusal by the server go after the same 24 hours: the manager has it as a task', () => {
    const q = answerAll(enqueueOfflineAction(EMPTY_OFFLINE_QUEUE, action('k1', 'u1', 0)), at(1), 'refused')
    expect(keys(pruneOfflineQueue(q, at(24)))).toEqual(['k1'])
    expect(keys(pruneOfflineQueue(q, at(26)))).toEqual([])
  })

  it('never lets go of an action refused on the device: it never reached the server, so no task holds it', () => {
    // Never sent within the replay bound: refused on the device.
    const q = takeOfflineActionsToSend(enqueueOfflineAction(EMPTY_OFFLINE_QUEUE, action('k1', 'u1', 0)), at(13)).queue
    expect(q.actions[0]?.state).toMatchObject({ status: 'refused', refusedBy: 'device' })
    expect(keys(pruneOfflineQueue(q, at(24 * 30)))).toEqual(['k1'])
  })

  it('never lets go of an action still waiting or being sent, however old', () => {
    const waiting = enqueueOfflineAction(EMPTY_OFFLINE_QUEUE, action('k1', 'u1', 0))
    const sending = takeOfflineActionsToSend(enqueueOfflineAction(EMPTY_OFFLINE_QUEUE, action('k2', 'u2', 0)), at(1)).queue
    expect(keys(pruneOfflineQueue(waiting, at(24 * 30)))).toEqual(['k1'])
    const unanswered = recordOfflineAnswer(sending, 'k2', { outcome: 'no-answer' }, at(1))
    expect(keys(pruneOfflineQueue(sending, at(48)))).toEqual(['k2'])
    expect(keys(pruneOfflineQueue(unanswered, at(48)))).toEqual(['k2'])
  })

  it('lets go only of the old answers, keeping the rest in order', () => {
    let q = enqueueOfflineAction(EMPTY_OFFLINE_QUEUE, action('old', 'u1', 0))
    q = answerAll(q, at(1), 'applied')
    q = enqueueOfflineAction(q, action('new', 'u1', 20))
    q = answerAll(q, at(21), 'applied')
    q = enqueueOfflineAction(q, action('later', 'u2', 30))
    expect(keys(pruneOfflineQueue(q, at(30)))).toEqual(['new', 'later'])
    expect(pruneOfflineQueue(q, at(30)).lastSyncedAt).toBe(q.lastSyncedAt)
  })
})
