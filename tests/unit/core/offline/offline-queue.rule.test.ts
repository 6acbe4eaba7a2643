import { describe, expect, it } from 'vitest'
import type { OfflineActionInput } from '../../../../core/offline/offline-action'
import { parseOfflineQueue, serialiseOfflineQueue } from '../../../../core/offline/offline-queue.codec'
import {
  EMPTY_OFFLINE_QUEUE,
  enqueueOfflineAction,
  mergeOfflineQueues,
  recordOfflineAnswer,
  takeOfflineActionsToSend,
  type OfflineQueue,
} from '../../../../core/offline/offline-queue.rule'
import { OFFLINE_SEND_LEASE_MS } from '../../../../core/offline/offline-replay.rule'
import { offlineSyncPanel } from '../../../../core/offline/offline-sync-panel.rule'
import { epochMs, type EpochMs } from '../../../../core/shared/brands'
import { offlineTooOld } from '../../../../core/shared/messages'

const MIN = 60 * 1000
const HOUR = 60 * MIN
const t0 = Date.UTC(2026, 10, 27, 4, 30)
const at = (minutes: number): EpochMs => epochMs(t0 + minutes * MIN)
/** A moment on the way back online, seconds after the hour the network returned. */
const back = (seconds: number): EpochMs => epochMs(t0 + HOUR + seconds * 1000)

const action = (key: string, customerId: string | undefined, minute: number, kind: OfflineActionInput['kind'] = 'CHECK_OUT'): OfflineActionInput => ({
  key,
  kind,
  happenedAt: at(minute),
  staffId: 'staff-7',
  centreId: '12',
  ...(customerId === undefined ? {} : { customerId }),
  payload: { note: `note ${key}` },
})

const queueOf = (...inputs: OfflineActionInput[]): OfflineQueue => inputs.reduce(enqueueOfflineAction, EMPTY_OFFLINE_QUEUE)
const keys = (q: { readonly send: readonly { readonly key: string }[] }): string[] => q.send.map((a) => a.key)

describe('the offline queue', () => {
  it('keeps each action with its key, time, staff member and customer, marked offline', () => {
    const q = queueOf(action('k1', 'u1', 0, 'CHECK_IN'))
    expect(q.actions).toEqual([
      { ...action('k1', 'u1', 0, 'CHECK_IN'), offline: true, seq: 1, sent: false, state: { status: 'waiting' } },
    ])
  })

  it('holds one action per key: the same key again changes nothing', () => {
    const q = queueOf(action('k1', 'u1', 0))
    expect(enqueueOfflineAction(q, action('k1', 'u1', 5, 'RECORD_BCA'))).toBe(q)
  })

  it('sends per customer in the order things happened, and different customers side by side', () => {
    // Enqueued out of time order: the order is when it happened.
    const q = queueOf(action('b2', 'u2', 3), action('a2', 'u1', 2), action('a1', 'u1', 1), action('b1', 'u2', 1))
    const first = takeOfflineActionsToSend(q, back(0))
    expect(keys(first)).toEqual(['a1', 'b1'])
    // Nothing more for either customer while their first actions are being sent.
    expect(keys(takeOfflineActionsToSend(first.queue, back(0)))).toEqual([])
    const afterA1 = recordOfflineAnswer(first.queue, 'a1', { outcome: 'applied' }, back(1))
    const second = takeOfflineActionsToSend(afterA1, back(1))
    expect(keys(second)).toEqual(['a2'])
    const afterB1 = recordOfflineAnswer(second.queue, 'b1', { outcome: 'refused', reason: 'Membership had ended' }, back(2))
    expect(keys(takeOfflineActionsToSend(afterB1, back(2)))).toEqual(['b2'])
  })

  it('keeps actions of the same moment in the order they were recorded', () => {
    const q = queueOf(action('z', 'u1', 0), action('a', 'u1', 0))
    expect(keys(takeOfflineActionsToSend(q, at(1)))).toEqual(['z'])
  })

  it('puts actions about no customer in one line of their own', () => {
    const q = queueOf(action('i1', undefined, 0, 'REPORT_ISSUE'), action('i2', undefined, 1, 'REPORT_ISSUE'), action('c1', 'u1', 2))
    expect(keys(takeOfflineActionsToSend(q, at(3)))).toEqual(['i1', 'c1'])
  })

  it('sends again, with the same key, an action whose answer was lost', () => {
    const sent = takeOfflineActionsToSend(queueOf(action('k1', 'u1', 0), action('k2', 'u1', 1)), at(10))
    const lost = recordOfflineAnswer(sent.queue, 'k1', { outcome: 'no-answer' }, at(11))
    const again = takeOfflineActionsToSend(lost, at(11))
    expect(keys(again)).toEqual(['k1'])
    expect(again.send[0]?.sent).toBe(true)
  })

  it('sends again an action whose send took longer than its lease, never the later one before it', () => {
    const sent = takeOfflineActionsToSend(queueOf(action('k1', 'u1', 0), action('k2', 'u1', 1)), at(10))
    expect(keys(takeOfflineActionsToSend(sent.queue, epochMs(at(10) + OFFLINE_SEND_LEASE_MS - 1)))).toEqual([])
    expect(keys(takeOfflineActionsToSend(sent.queue, epochMs(at(10) + OFFLINE_SEND_LEASE_MS)))).toEqual(['k1'])
  })

  it('keeps the first answer: a late answer to an applied action changes nothing', () => {
    const sent = takeOfflineActionsToSend(queueOf(action('k1', 'u1', 0)), at(10)).queue
    const applied = recordOfflineAnswer(sent, 'k1', { outcome: 'applied' }, at(11))
    expect(recordOfflineAnswer(applied, 'k1', { outcome: 'refused', reason: 'late' }, at(12))).toBe(applied)
    expect(recordOfflineAnswer(applied, 'k1', { outcome: 'no-answer' }, at(12))).toBe(applied)
    expect(recordOfflineAnswer(applied, 'unknown', { outcome: 'applied' }, at(12))).toBe(applied)
  })

  it('refuses on the device, with the reason, an action never sent within twelve hours', () => {
    const q = queueOf(action('old', 'u1', 0), action('fresh', 'u1', 60))
    expect(keys(takeOfflineActionsToSend(q, epochMs(at(0) + 12 * HOUR)))).toEqual(['old'])
    const late = takeOfflineActionsToSend(q, epochMs(at(0) + 12 * HOUR + 1))
    expect(keys(late)).toEqual(['fresh'])
    expect(late.queue.actions[0]?.state).toEqual({
      status: 'refused',
      reason: offlineTooOld(12),
      answeredAt: at(0) + 12 * HOUR + 1,
      refusedBy: 'device',
    })
  })

  it('never refuses on the device an action it has sent: the server may have applied it', () => {
    const sent = takeOfflineActionsToSend(queueOf(action('k1', 'u1', 0)), at(10)).queue
    const lost = recordOfflineAnswer(sent, 'k1', { outcome: 'no-answer' }, at(11))
    const muchLater = takeOfflineActionsToSend(lost, epochMs(at(0) + 20 * HOUR))
    expect(keys(muchLater)).toEqual(['k1'])
    const applied = recordOfflineAnswer(muchLater.queue, 'k1', { outcome: 'applied' }, epochMs(at(0) + 20 * HOUR))
    expect(applied.actions[0]?.state.status).toBe('applied')
  })

  it('survives a reload: a round trip through its stored form gives the same queue', () => {
    const sent = takeOfflineActionsToSend(queueOf(action('k1', 'u1', 0), action('k2', undefined, 1, 'REPORT_INJURY')), at(10)).queue
    const q = recordOfflineAnswer(sent, 'k1', { outcome: 'applied' }, at(11))
    expect(parseOfflineQueue(serialiseOfflineQueue(q))).toEqual(q)
    expect(parseOfflineQueue(serialiseOfflineQueue(EMPTY_OFFLINE_QUEUE))).toEqual(EMPTY_OFFLINE_QUEUE)
  })

  it('does not read text that is not a stored queue', () => {
    for (const text of ['', 'not json', '{}', '{"version":2,"actions":[]}', '{"version":1,"actions":[{"key":"k"}]}']) {
      expect(parseOfflineQueue(text)).toBeUndefined()
    }
  })

  it('merges two tabs without duplicating an action, with the server answers of either', () => {
    const shared = queueOf(action('k1', 'u1', 0))
    const tabA = recordOfflineAnswer(takeOfflineActionsToSend(shared, at(10)).queue, 'k1', { outcome: 'applied' }, at(11))
    const tabB = enqueueOfflineAction(shared, action('k2', 'u2', 5))
    const merged = mergeOfflineQueues(tabA, tabB)
    expect(merged.actions.map((a) => [a.key, a.state.status])).toEqual([
      ['k1', 'applied'],
      ['k2', 'waiting'],
    ])
    expect(merged.lastSyncedAt).toBe(at(11))
    expect(mergeOfflineQueues(tabB, tabA)).toEqual(merged)
    expect(mergeOfflineQueues(merged, merged)).toEqual(merged)
  })

  it('lets a tab that sent an action overrule another tab that refused it on the device', () => {
    const shared = queueOf(action('k1', 'u1', 0))
    const late = epochMs(at(0) + 13 * HOUR)
    const refusedHere = takeOfflineActionsToSend(shared, late).queue
    const sentThere = takeOfflineActionsToSend(shared, at(10)).queue
    const merged = mergeOfflineQueues(refusedHere, sentThere)
    expect(merged.actions[0]?.state).toEqual({ status: 'waiting' })
    expect(keys(takeOfflineActionsToSend(merged, late))).toEqual(['k1'])
  })
})

describe('the sync panel', () => {
  it('lists each action applied, refused with the reason, being sent or waiting, with the pending count and last sync', () => {
    let q = queueOf(action('k1', 'u1', 0, 'CHECK_IN'), action('k2', 'u2', 1, 'RECORD_PITCH'), action('k3', 'u3', 2, 'RECORD_BCA'), action('k4', 'u3', 3))
    q = takeOfflineActionsToSend(q, back(0)).queue
    q = recordOfflineAnswer(q, 'k1', { outcome: 'refused', reason: 'Check-in unsuccessful The membership had ended' }, back(1))
    q = recordOfflineAnswer(q, 'k2', { outcome: 'applied' }, back(2))
    const panel = offlineSyncPanel(q, back(2))
    expect(panel.rows.map((r) => [r.key, r.kindLabel, r.statusLabel, r.reason])).toEqual([
      ['k1', 'Check-in (offline)', 'Refused', 'Check-in unsuccessful The membership had ended'],
      ['k2', 'Pitch', 'Applied', undefined],
      ['k3', 'BCA', 'Sending', undefined],
      ['k4', 'Check-out', 'Waiting to send', undefined],
    ])
    expect(panel.pendingCount).toBe(2)
    expect(panel.refusedCount).toBe(1)
    expect(panel.lastSyncedAt).toBe(back(2))
    expect(panel.rows[0]).toMatchObject({ customerId: 'u1', staffId: 'staff-7', happenedAt: at(0) })
  })

  it('has no last sync before the server answered anything', () => {
    expect(offlineSyncPanel(queueOf(action('k1', 'u1', 0)), at(1))).toEqual({
      rows: [expect.objectContaining({ key: 'k1', status: 'waiting' })],
      pendingCount: 1,
      refusedCount: 0,
    })
  })
})

describe('the send lock', () => {
  it('takes over, at once, a lease left by a page that went mid-send; without the lock, the lease holds', () => {
    const q = queueOf(action('a1', 'u1', 1), action('a2', 'u1', 2))
    // A page took a1 and was reloaded before it heard the answer: its lease is still kept.
    const left = takeOfflineActionsToSend(q, back(0)).queue
    expect(keys(takeOfflineActionsToSend(left, back(1)))).toEqual([])
    const taken = takeOfflineActionsToSend(left, back(1), { exclusive: true })
    expect(keys(taken)).toEqual(['a1'])
    expect(taken.send[0]?.sent).toBe(true)
    // Still one action in flight per customer: a2 waits for a1's answer.
    expect(keys(takeOfflineActionsToSend(taken.queue, back(1), { exclusive: true }))).toEqual(['a1'])
  })
})
