import 'fake-indexeddb/auto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createIdbOfflineQueueStorage } from '../../adapters/storage/offline-queue.idb'
import type { QueueableKind, QueuedAction } from '../../core/offline/offline-action'
import type { OfflineSender } from '../../core/offline/offline-desk.port'
import { serialiseOfflineQueue } from '../../core/offline/offline-queue.codec'
import { enqueueOfflineAction } from '../../core/offline/offline-queue.rule'
import { sendOfflineQueue } from '../../core/offline/offline-sync.rule'
import { epochMs } from '../../core/shared/brands'

const NOW = 1_795_000_000_000
let run = 0
const staffOfRun = (): string => `staff-run-${++run}`

const action = fc.record({
  kind: fc.constantFrom<QueueableKind>('CHECK_OUT', 'CHECK_IN', 'RECORD_PITCH', 'RECORD_BCA', 'RECORD_LEAD', 'REPORT_ISSUE', 'REPORT_INJURY'),
  customer: fc.option(fc.constantFrom('c1', 'c2', 'c3'), { nil: undefined }),
  ago: fc.integer({ min: 0, max: 60 * 60 * 1000 }),
  note: fc.string({ maxLength: 20 }),
})
const actions = fc.array(action, { minLength: 1, maxLength: 12 })

const enqueueAll = (staffId: string, list: readonly { kind: QueueableKind; customer?: string | undefined; ago: number; note: string }[]) =>
  list.map((a, i) => ({
    key: `${staffId}-k${i}`,
    kind: a.kind,
    happenedAt: epochMs(NOW - a.ago),
    staffId,
    centreId: '2',
    ...(a.customer === undefined ? {} : { customerId: a.customer }),
    payload: { note: a.note },
  }))

describe('the offline queue kept in IndexedDB', () => {
  it('a queue written by one instance reads back the same in another (a reload, a browser restart)', async () => {
    await fc.assert(
      fc.asyncProperty(actions, async (list) => {
        const staffId = staffOfRun()
        const tab = createIdbOfflineQueueStorage({ staffId })
        let written = await tab.read()
        for (const input of enqueueAll(staffId, list)) written = await tab.update((q) => enqueueOfflineAction(q, input))
        await tab.close()
        const reopened = createIdbOfflineQueueStorage({ staffId })
        const read = await reopened.read()
        await reopened.close()
        expect(serialiseOfflineQueue(read)).toBe(serialiseOfflineQueue(written))
        expect(read.actions.map((a) => a.key).sort()).toEqual(list.map((_, i) => `${staffId}-k${i}`).sort())
      }),
      { numRuns: 25 },
    )
  })

  it('two tabs enqueuing and sending at once: every action sent once, applied once, in order per customer', async () => {
    await fc.assert(
      fc.asyncProperty(actions, fc.integer({ min: 1, max: 5 }), async (list, split) => {
        const staffId = staffOfRun()
        const a = createIdbOfflineQueueStorage({ staffId })
        const b = createIdbOfflineQueueStorage({ staffId })
        const inputs = enqueueAll(staffId, list)
        // Each tab records its share; both write to the one kept queue at once.
        await Promise.all([
          (async () => {
            for (const x of inputs.slice(0, split)) await a.update((q) => enqueueOfflineAction(q, x))
          })(),
          (async () => {
            for (const x of inputs.slice(split)) await b.update((q) => enqueueOfflineAction(q, x))
          })(),
        ])
        const sent: QueuedAction[] = []
        const server: OfflineSender = {
          send: async (x) => {
            sent.push(x)
            await new Promise((r) => setTimeout(r, 0))
            return { outcome: 'applied' }
          },
        }
        const now = () => epochMs(NOW)
        await Promise.all([sendOfflineQueue(a, server, now), sendOfflineQueue(b, server, now)])
        const kept = await a.read()
        await a.close()
        await b.close()
        // Never sent by both tabs, nothing dropped, all applied.
        expect(sent.map((x) => x.key).sort()).toEqual(inputs.map((x) => x.key).sort())
        expect(kept.actions.every((x) => x.state.status === 'applied')).toBe(true)
        // Per customer, sent in the order they happened.
        for (const customer of ['c1', 'c2', 'c3']) {
          const order = sent.filter((x) => x.customerId === customer).map((x) => [x.happenedAt, x.seq] as const)
          const sorted = [...order].sort((p, q) => p[0] - q[0] || p[1] - q[1])
          expect(order).toEqual(sorted)
        }
      }),
      { numRuns: 25 },
    )
  })
})
