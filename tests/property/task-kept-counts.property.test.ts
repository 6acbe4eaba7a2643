import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Db, openDatabase } from '../../sandbox/db/database'
import { cursorSigner } from '../../sandbox/paging/keyset'
import { reseed } from '../../sandbox/seed/seed'
import { withIndexesAfterLoad } from '../../sandbox/seed/scale/bulk-load'
import { TASK_COUNT_REBUILD_SQL } from '../../sandbox/tasks/task-counts-sql'
import { taskDueSql } from '../../sandbox/tasks/task-due-sql'
import { centreTaskPage } from '../../sandbox/tasks/task-page'

/*
 * The task list's counts are kept per centre and status as tasks are written. The law: after any
 * sequence of inserts, updates and deletes of tasks, each centre's list answers the counts a
 * recount of the raw tasks gives, as the list defines them:
 * - all: the centre's tasks, whatever their status;
 * - statuses: every status (a text, not empty) at least one of the centre's tasks is in, open first;
 * - total with a status filter: the centre's tasks in that very status; without one: all.
 * The oracle reads every task row and counts them here.
 */

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const CENTRES = [1, 2] as const
const STATUSES = ['OPEN', 'CONNECTED', 'NOT_CONNECTED', 'PACK_PURCHASED'] as const

type Status = string | number | null | undefined
const statusArb: fc.Arbitrary<Status> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<Status>(...STATUSES) },
  { weight: 1, arbitrary: fc.constantFrom<Status>('', 5, null, undefined) },
)
const centreArb = fc.constantFrom<number | null>(1, 1, 2, 3, null)

type Op =
  | { t: 'insert'; centre: number | null; status: Status; due: number }
  | { t: 'status'; pick: number; status: Status }
  | { t: 'move'; pick: number; centre: number | null }
  | { t: 'touch'; pick: number }
  | { t: 'delete'; pick: number }

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('insert' as const), centre: centreArb, status: statusArb, due: fc.integer({ min: -30, max: 30 }).map((d) => NOW + d * 3_600_000) }) },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('status' as const), pick: fc.nat(1000), status: statusArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('move' as const), pick: fc.nat(1000), centre: centreArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('touch' as const), pick: fc.nat(1000) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('delete' as const), pick: fc.nat(1000) }) },
)

const docOf = (uuid: string, status: Status, extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ taskUuid: uuid, userId: 'u1', campaignName: 'Trial follow-up', ...(status === undefined ? {} : { status }), ...extra })

let serial = 0
const uuidAt = (db: Db, n: number): string | undefined => {
  const ids = db.prepare('SELECT uuid FROM crm_tasks ORDER BY uuid').pluck().all() as string[]
  return ids.length === 0 ? undefined : ids[n % ids.length]
}

const apply = (db: Db, o: Op): void => {
  serial += 1
  if (o.t === 'insert') {
    const uuid = `crm-k${String(serial).padStart(6, '0')}`
    db.prepare("INSERT INTO crm_tasks (uuid, user_id, pack_product_type, centre_id, due_at, data) VALUES (?, 'u1', 'GYM_JOINING', ?, ?, ?)").run(uuid, o.centre, o.due, docOf(uuid, o.status))
    return
  }
  const uuid = uuidAt(db, o.pick)
  if (uuid === undefined) return
  if (o.t === 'status') {
    const doc = JSON.parse(db.prepare('SELECT data FROM crm_tasks WHERE uuid = ?').pluck().get(uuid) as string) as Record<string, unknown>
    db.prepare('UPDATE crm_tasks SET data = ? WHERE uuid = ?').run(docOf(uuid, o.status, { remark: doc['remark'] ?? null }), uuid)
  } else if (o.t === 'move') db.prepare('UPDATE crm_tasks SET centre_id = ? WHERE uuid = ?').run(o.centre, uuid)
  else if (o.t === 'touch') db.prepare("UPDATE crm_tasks SET data = json_set(data, '$.remark', 'called'), due_at = due_at + 1 WHERE uuid = ?").run(uuid)
  else db.prepare('DELETE FROM crm_tasks WHERE uuid = ?').run(uuid)
}

/** The oracle: every task row read and counted here, by centre and status. */
const recount = (db: Db, centre: number): { all: number; byStatus: Map<string, number> } => {
  const rows = db.prepare('SELECT centre_id AS centre, data FROM crm_tasks').all() as { centre: number | null; data: string }[]
  const mine = rows.filter((r) => r.centre === centre).map((r) => (JSON.parse(r.data) as { status?: unknown }).status)
  const byStatus = new Map<string, number>()
  for (const s of mine) if (typeof s === 'string' && s !== '') byStatus.set(s, (byStatus.get(s) ?? 0) + 1)
  return { all: mine.length, byStatus }
}

const answer = (db: Db, centre: number, status?: string) => {
  const p = centreTaskPage(db, cursorSigner(db), centre, { pageSize: 5, ...(status === undefined ? {} : { status }) }, NOW)
  if (E.isLeft(p)) throw new Error(p.left.message)
  return p.right
}

/** Whether the list's kept counts of both centres equal the recount (each status filter included). */
const keptMatchesRecount = (db: Db): boolean =>
  CENTRES.every((c) => {
    const raw = recount(db, c)
    const whole = answer(db, c)
    const expected = [...raw.byStatus.keys()].sort((a, b) => (a === 'OPEN' ? -1 : b === 'OPEN' ? 1 : a < b ? -1 : 1))
    return (
      whole.all === raw.all &&
      whole.total === raw.all &&
      JSON.stringify(whole.statuses) === JSON.stringify(expected) &&
      [...STATUSES, 'MISSING'].every((s) => {
        const one = answer(db, c, s)
        return one.total === (raw.byStatus.get(s) ?? 0) && one.all === raw.all
      })
    )
  })

const keptRows = (db: Db): unknown[] => db.prepare('SELECT centre_id, status, tasks FROM task_status_counts WHERE tasks != 0 ORDER BY 1, 2').all()

const opsArb = fc.array(opArb, { minLength: 5, maxLength: 60, size: 'max' })

describe('the task list’s counts, kept per centre and status', () => {
  it('equal a recount of the raw tasks after any sequence of inserts, updates and deletes', () => {
    fc.assert(
      fc.property(opsArb, (ops) => {
        const db = openDatabase(':memory:')
        try {
          for (const o of ops) {
            apply(db, o)
            expect(keptMatchesRecount(db)).toBe(true)
          }
          expect(db.prepare('SELECT COUNT(*) FROM task_status_counts WHERE tasks < 0').pluck().get()).toBe(0)
          // The migration's backfill (the recount after a bulk load) gives the very rows the triggers keep.
          const kept = keptRows(db)
          db.exec(TASK_COUNT_REBUILD_SQL)
          expect(keptRows(db)).toEqual(kept)
        } finally {
          db.close()
        }
      }),
      { numRuns: 60 },
    )
  })

  it('would differ from the recount were any of its triggers dropped (the law above can fail)', () => {
    for (const trigger of ['task_status_counts_insert', 'task_status_counts_update', 'task_status_counts_delete']) {
      const found = fc.check(
        fc.property(opsArb, (ops) => {
          const db = openDatabase(':memory:')
          try {
            db.exec(`DROP TRIGGER ${trigger}`)
            for (const o of ops) apply(db, o)
            return keptMatchesRecount(db)
          } finally {
            db.close()
          }
        }),
        { numRuns: 200, seed: 31 },
      )
      expect(found.failed, trigger).toBe(true)
    }
  })

  it('count a due filter along an index, and hold the seeded sandbox’s tasks and a bulk load’s (loaded without triggers, then recounted)', () => {
    const db = openDatabase(':memory:')
    reseed(db, NOW, 0.001)
    const DUE = taskDueSql('t')
    for (const status of [false, true]) {
      const sql = `SELECT COUNT(*) FROM crm_tasks t WHERE t.centre_id = :c${status ? ` AND json_extract(t.data, '$.status') = :status` : ''} AND ${DUE} >= :dueFrom AND ${DUE} < :dueTo`
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all({ c: 1, status: 'OPEN', dueFrom: 0, dueTo: NOW }) as { detail: string }[]).map((r) => r.detail).join('\n')
      expect(plan, plan).toMatch(/USING COVERING INDEX paging_crm_tasks_by_(status_)?due/)
    }
    const centres = db.prepare('SELECT DISTINCT centre_id FROM crm_tasks WHERE centre_id IS NOT NULL').pluck().all() as number[]
    expect(centres.length).toBeGreaterThan(0)
    const holds = (): void => {
      for (const c of centres) {
        const raw = recount(db, c)
        expect(answer(db, c).all).toBe(raw.all)
        for (const [s, n] of raw.byStatus) expect(answer(db, c, s).total).toBe(n)
      }
    }
    holds()
    db.transaction(() =>
      withIndexesAfterLoad(db, ['crm_tasks'], () => {
        for (let i = 0; i < 50; i++) apply(db, { t: 'insert', centre: centres[i % centres.length] ?? 1, status: STATUSES[i % STATUSES.length], due: NOW + i * 60_000 })
      }),
    )()
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'task_status_counts_%'").pluck().get()).toBe(3)
    holds()
    db.close()
  })
})
