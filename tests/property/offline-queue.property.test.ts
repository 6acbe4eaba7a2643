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
import { OFFLINE_REPLAY_BOUND_HOURS, replayVerdict } from '../../core/offline/offline-replay.rule'
import { offlineSyncPanel } from '../../core/offline/offline-sync-panel.rule'
import { epochMs, type EpochMs } from '../../core/shared/brands'
import { offlineTooOld } from '../../core/shared/messages'

/*
 * The law of the offline queue, from the desk's point of view: whatever the interleaving of
 * actions, reloads, a second tab, the network going and coming back, and answers lost after the
 * server applied, every action is applied exactly once, each customer's actions reach the server in
 * the order they happened, and nothing is dropped. The server here is a model of the sandbox's
 * promise: it applies an action once per idempotency key and answers a key it has seen with what it
 * did the first time; it refuses some actions on their merits, and any it first sees past the bound.
 */

const CUSTOMERS = ['u1', 'u2', 'u3', undefined] as const
const SERVER_REFUSAL = 'Check-in unsuccessful The membership had ended by then'

type Cmd =
  | { readonly c: 'enqueue'; readonly tab: number; readonly customer: number; readonly refusedOnMerits: boolean }
  | { readonly c: 'reload'; readonly tab: number }
  | { readonly c: 'send'; readonly tab: number }
  | { readonly c: 'deliver'; readonly pick: number }
  | { readonly c: 'lose'; readonly pick: number }
  | { readonly c: 'timeout'; readonly pick: number }
  | { readonly c: 'offline' }
  | { readonly c: 'online' }
  | { readonly c: 'tick'; readonly ms: number }

const tab = fc.integer({ min: 0, max: 1 })
const pick = fc.nat({ max: 20 })
const cmdArb = (maxTick: number): fc.Arbitrary<Cmd> =>
  fc.oneof(
    { arbitrary: fc.record({ c: fc.constant('enqueue' as const), tab, customer: fc.nat({ max: CUSTOMERS.length - 1 }), refusedOnMerits: fc.boolean() }), weight: 4 },
    { arbitrary: fc.record({ c: fc.constant('reload' as const), tab }), weight: 1 },
    { arbitrary: fc.record({ c: fc.constant('send' as const), tab }), weight: 3 },
    { arbitrary: fc.record({ c: fc.constant('deliver' as const), pick }), weight: 4 },
    { arbitrary: fc.record({ c: fc.constant('lose' as const), pick }), weight: 1 },
    { arbitrary: fc.record({ c: fc.constant('timeout' as const), pick }), weight: 1 },
    { arbitrary: fc.constant({ c: 'offline' as const }), weight: 1 },
    { arbitrary: fc.constant({ c: 'online' as const }), weight: 1 },
    { arbitrary: fc.record({ c: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: maxTick }) }), weight: 2 },
  )

/** A message on the wire: a request on its way to the server, or the server's answer on its way back. */
type Message =
  | { readonly dir: 'request'; readonly tab: number; readonly life: number; readonly action: { readonly key: string; readonly happenedAt: EpochMs }; readonly givenUp?: true }
  | { readonly dir: 'answer'; readonly tab: number; readonly life: number; readonly key: string; readonly answer: ServerAnswer; readonly givenUp?: true }

type Enqueued = { readonly key: string; readonly customerId: string | undefined; readonly refusedOnMerits: boolean }

class World {
  /**
   * With the device's send lock (the browser's Web Lock): a tab sends a round only while no live page
   * is still waiting for answers of its own round; a page's lock goes with the page (a reload).
   */
  constructor(readonly locked: boolean = false) {}

  now = Date.UTC(2026, 10, 27, 5, 0)
  online = true
  storage = serialiseOfflineQueue(EMPTY_OFFLINE_QUEUE)
  views: OfflineQueue[] = [EMPTY_OFFLINE_QUEUE, EMPTY_OFFLINE_QUEUE]
  /** A tab's page life: a reload ends it, and answers to the old page are never heard. */
  lives = [0, 0]
  wire: Message[] = []
  enqueued: Enqueued[] = []
  /** The server: what it did with each key it has seen, how often it applied each, and in what order it first saw them. */
  outcomes = new Map<string, ServerAnswer>()
  appliedTimes = new Map<string, number>()
  firstSeen: string[] = []

  at(): EpochMs {
    return epochMs(this.now)
  }

  stored(): OfflineQueue {
    const q = parseOfflineQueue(this.storage)
    if (q === undefined) throw new Error('the stored queue did not parse')
    return q
  }

  /** One change by a tab, as one storage transaction: read what is kept, change it, write it back. */
  change(t: number, f: (q: OfflineQueue) => OfflineQueue): void {
    const next = f(mergeOfflineQueues(this.views[t] ?? EMPTY_OFFLINE_QUEUE, this.stored()))
    this.views[t] = next
    this.storage = serialiseOfflineQueue(mergeOfflineQueues(this.stored(), next))
  }

  serve(key: string, happenedAt: EpochMs): ServerAnswer {
    const known = this.outcomes.get(key)
    if (known !== undefined) return known
    this.firstSeen.push(key)
    const e = this.enqueued.find((x) => x.key === key)
    const verdict = replayVerdict(happenedAt, this.at())
    const answer: ServerAnswer = !verdict.accepted
      ? { outcome: 'refused', reason: verdict.reason }
      : e?.refusedOnMerits === true
        ? { outcome: 'refused', reason: SERVER_REFUSAL }
        : { outcome: 'applied' }
    if (answer.outcome === 'applied') this.appliedTimes.set(key, (this.appliedTimes.get(key) ?? 0) + 1)
    this.outcomes.set(key, answer)
    return answer
  }

  /** Whether this tab's page is still waiting for answers of its round (it holds the send lock). */
  holdsLock(t: number): boolean {
    return this.wire.some((m) => m.tab === t && m.life === this.lives[t] && m.givenUp === undefined)
  }

  /** The tab gives up waiting for an answer (it never came, or came too late to be heard). */
  noAnswer(m: Message): void {
    if (m.life !== this.lives[m.tab]) return
    const key = m.dir === 'request' ? m.action.key : m.key
    this.change(m.tab, (q) => recordOfflineAnswer(q, key, { outcome: 'no-answer' }, this.at()))
  }

  run(cmd: Cmd): void {
    const pickFrom = (n: number): number | undefined => (this.wire.length === 0 ? undefined : n % this.wire.length)
    switch (cmd.c) {
      case 'enqueue': {
        const key = `k${String(this.enqueued.length).padStart(4, '0')}`
        const customerId = CUSTOMERS[cmd.customer]
        this.enqueued.push({ key, customerId, refusedOnMerits: cmd.refusedOnMerits })
        const input: OfflineActionInput = {
          key,
          kind: 'CHECK_OUT',
          happenedAt: this.at(),
          staffId: 'staff-7',
          centreId: '12',
          ...(customerId === undefined ? {} : { customerId }),
          payload: { n: this.enqueued.length },
        }
        this.change(cmd.tab, (q) => enqueueOfflineAction(q, input))
        return
      }
      case 'reload': {
        this.lives[cmd.tab] = (this.lives[cmd.tab] ?? 0) + 1
        this.views[cmd.tab] = this.stored()
        return
      }
      case 'send': {
        if (!this.online) return
        if (this.locked && (this.holdsLock(0) || this.holdsLock(1))) return
        let send: readonly { readonly key: string; readonly happenedAt: EpochMs }[] = []
        this.change(cmd.tab, (q) => {
          const taken = takeOfflineActionsToSend(q, this.at(), { exclusive: this.locked })
          send = taken.send
          return taken.queue
        })
        for (const a of send) this.wire.push({ dir: 'request', tab: cmd.tab, life: this.lives[cmd.tab] ?? 0, action: a })
        return
      }
      case 'deliver': {
        const i = pickFrom(cmd.pick)
        if (i === undefined || !this.online) return
        const [m] = this.wire.splice(i, 1)
        if (m === undefined) return
        if (m.dir === 'request') {
          const answer = this.serve(m.action.key, m.action.happenedAt)
          this.wire.push({ dir: 'answer', tab: m.tab, life: m.life, key: m.action.key, answer })
        } else if (m.life === this.lives[m.tab]) {
          this.change(m.tab, (q) => recordOfflineAnswer(q, m.key, m.answer, this.at()))
        }
        return
      }
      case 'lose': {
        const i = pickFrom(cmd.pick)
        if (i === undefined) return
        const [m] = this.wire.splice(i, 1)
        if (m !== undefined) this.noAnswer(m)
        return
      }
      case 'timeout': {
        const i = pickFrom(cmd.pick)
        const m = i === undefined ? undefined : this.wire[i]
        if (m === undefined || i === undefined) return
        this.noAnswer(m)
        // The message may still arrive; the tab no longer waits for it.
        this.wire[i] = { ...m, givenUp: true }
        return
      }
      case 'offline': {
        this.online = false
        const lost = this.wire
        this.wire = []
        for (const m of lost) this.noAnswer(m)
        return
      }
      case 'online':
        this.online = true
        return
      case 'tick':
        this.now += cmd.ms
        return
    }
  }

  /** The network comes back for good: every message arrives and both tabs send until nothing waits. */
  drain(): void {
    this.online = true
    for (let round = 0; round < 500; round++) {
      while (this.wire.length > 0) this.run({ c: 'deliver', pick: 0 })
      this.run({ c: 'send', tab: round % 2 })
      if (this.wire.length === 0 && offlineSyncPanel(this.stored(), this.at()).pendingCount === 0) return
      this.now += 31_000
    }
    throw new Error('the queue never emptied')
  }

  /**
   * The network comes back for good and no time passes: every message arrives and the tabs send in
   * turn under the send lock. Nothing may wait for a lease a page left behind when it went.
   */
  drainAtOnce(): void {
    this.online = true
    for (let round = 0; round < 200; round++) {
      while (this.wire.length > 0) this.run({ c: 'deliver', pick: 0 })
      this.run({ c: 'send', tab: round % 2 })
      if (this.wire.length === 0 && offlineSyncPanel(this.stored(), this.at()).pendingCount === 0) return
    }
    throw new Error('an action stayed waiting with the network back and a tab sending')
  }
}

const keyOrder = (key: string): number => Number(key.slice(1))

const checkLaw = (w: World, { exactlyOnce }: { readonly exactlyOnce: boolean }): void => {
  // Both tabs hear the last writes.
  for (const t of [0, 1]) w.change(t, (q) => q)
  const views = [w.stored(), ...w.views.map((v) => v)]
  for (const view of views) {
    const panel = offlineSyncPanel(view, w.at())
    // Nothing dropped, nothing twice, nothing still waiting.
    expect(panel.rows.map((r) => r.key).sort()).toEqual(w.enqueued.map((e) => e.key).sort())
    expect(panel.pendingCount).toBe(0)
    for (const row of panel.rows) {
      const server = w.outcomes.get(row.key)
      // The panel says what the server did; refused on the device only what the server never saw.
      if (row.status === 'applied') expect(server).toEqual({ outcome: 'applied' })
      else if (server === undefined) expect(row).toMatchObject({ status: 'refused', reason: offlineTooOld(OFFLINE_REPLAY_BOUND_HOURS) })
      else expect(server).toEqual({ outcome: 'refused', reason: row.reason })
    }
  }
  for (const e of w.enqueued) {
    const times = w.appliedTimes.get(e.key) ?? 0
    expect(times).toBeLessThanOrEqual(1)
    if (exactlyOnce) expect(times).toBe(e.refusedOnMerits ? 0 : 1)
    if (exactlyOnce) expect(w.outcomes.has(e.key)).toBe(true)
  }
  // Each customer's actions reached the server in the order they happened.
  for (const customer of CUSTOMERS) {
    const seen = w.firstSeen.filter((k) => w.enqueued.find((e) => e.key === k)?.customerId === customer).map(keyOrder)
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
  }
}

describe('the offline queue and its replay', () => {
  it('applies every action exactly once, in order per customer, dropping nothing, whatever the interleaving', () => {
    fc.assert(
      fc.property(fc.array(cmdArb(40_000), { minLength: 5, maxLength: 80, size: 'max' }), (cmds) => {
        const w = new World()
        for (const cmd of cmds) w.run(cmd)
        w.drain()
        checkLaw(w, { exactlyOnce: true })
      }),
      { numRuns: 1000 },
    )
  })

  it('with the send lock, a page that went mid-send holds nothing up: back online, everything lands at once, each exactly once, in order', () => {
    fc.assert(
      fc.property(fc.array(cmdArb(40_000), { minLength: 5, maxLength: 80, size: 'max' }), (cmds) => {
        const w = new World(true)
        for (const cmd of cmds) w.run(cmd)
        w.drainAtOnce()
        checkLaw(w, { exactlyOnce: true })
      }),
      { numRuns: 1000 },
    )
  })

  it('a page reloaded mid-send leaves a lease that the tab holding the send lock takes over at once', () => {
    const w = new World(true)
    w.run({ c: 'enqueue', tab: 0, customer: 0, refusedOnMerits: false })
    w.run({ c: 'send', tab: 0 })
    // The page reloads while its request is on its way: nobody waits for the answer any more.
    w.run({ c: 'reload', tab: 0 })
    expect(offlineSyncPanel(w.stored(), w.at()).rows.map((r) => r.status)).toEqual(['sending'])
    w.run({ c: 'lose', pick: 0 })
    w.run({ c: 'send', tab: 0 })
    expect(w.wire).toHaveLength(1)
    w.drainAtOnce()
    checkLaw(w, { exactlyOnce: true })
  })

  it('past the replay bound, applies nothing twice and shows what the server did, refusing on the device only what never reached it', () => {
    fc.assert(
      fc.property(fc.array(cmdArb(4 * 60 * 60 * 1000), { minLength: 5, maxLength: 80, size: 'max' }), (cmds) => {
        const w = new World()
        for (const cmd of cmds) w.run(cmd)
        w.drain()
        checkLaw(w, { exactlyOnce: false })
      }),
      { numRuns: 1000 },
    )
  })
})
