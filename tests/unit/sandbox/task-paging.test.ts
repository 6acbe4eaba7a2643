import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CentreTaskPageWireT } from '../../../adapters/http/contract/task-desk.codecs'
import * as M from '../../../core/shared/messages'
import type { PageRequest } from '../../../core/shared/paging.rule'
import { openDatabase } from '../../../sandbox/db/database'
import { cursorSigner } from '../../../sandbox/paging/keyset'
import { reseed } from '../../../sandbox/seed/seed'
import { centreTaskPage, taskPageSql } from '../../../sandbox/tasks/task-page'

const NOW = Date.UTC(2026, 10, 26, 6, 0)
const HSR_CULT = 3

describe('the centre’s task list, paged by the server', () => {
  const db = openDatabase(':memory:')
  reseed(db, NOW)
  const sign = cursorSigner(db)
  const page = (r: PageRequest & { due?: 'OVERDUE' | 'TODAY' | 'UPCOMING' }): CentreTaskPageWireT => {
    const p = centreTaskPage(db, sign, HSR_CULT, r, NOW)
    if (E.isLeft(p)) throw new Error(p.left.message)
    return p.right
  }

  it('reads the list’s own order and each due filter along its index, with no sort in memory, at any depth', () => {
    for (const withCursor of [false, true]) {
      for (const due of [false, true]) {
        const sql = taskPageSql(withCursor, due)
        const params = { c: HSR_CULT, ...(due ? { dueFrom: 0, dueTo: NOW } : {}), ...(withCursor ? { k0: NOW, k1: 'crm-' } : {}) }
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail).join('\n')
        expect(plan, plan).toMatch(/USING (COVERING )?INDEX paging_crm_tasks_by_due/)
        expect(plan, plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
      }
    }
  })

  it('never repeats or skips a task while tasks are added between two page reads', () => {
    const before = new Set<string>()
    for (let p = page({ pageSize: 100 }), go = true; go; go = p.next !== null, p = go ? page({ pageSize: 100, cursor: p.next ?? '' }) : p) for (const t of p.tasks) before.add(t.taskUuid)
    const template = db.prepare('SELECT user_id, pack_product_type, data FROM crm_tasks WHERE centre_id = ? LIMIT 1').get(HSR_CULT) as { user_id: string; pack_product_type: string; data: string }
    const insert = db.prepare('INSERT INTO crm_tasks (uuid, user_id, pack_product_type, data, centre_id, due_at) VALUES (?, ?, ?, ?, ?, ?)')
    let n = 0
    const seen: string[] = []
    let p = page({ pageSize: 6 })
    for (;;) {
      seen.push(...p.tasks.map((t) => t.taskUuid))
      if (p.next === null) break
      for (const due of [NOW - 86_400_000 * 30, NOW + 3_600_000, NOW + 86_400_000 * 30]) {
        n += 1
        const uuid = `crm-paging-${String(n).padStart(4, '0')}`
        insert.run(uuid, template.user_id, template.pack_product_type, JSON.stringify({ ...JSON.parse(template.data), taskUuid: uuid, status: 'OPEN' }), HSR_CULT, due + n)
      }
      p = page({ pageSize: 6, cursor: p.next })
    }
    expect(new Set(seen).size).toBe(seen.length)
    for (const uuid of before) expect(seen).toContain(uuid)
    db.prepare("DELETE FROM crm_tasks WHERE uuid LIKE 'crm-paging-%'").run()
  })

  it('refuses a cursor of another centre’s list or one edited by hand, with a 400 and the contract’s message', () => {
    const next = page({ pageSize: 3 }).next
    if (next === null) throw new Error('one page only')
    expect(centreTaskPage(db, sign, 6, { pageSize: 3, cursor: next }, NOW)).toEqual(E.left({ status: 400, message: M.PAGE_CURSOR_FOREIGN }))
    expect(centreTaskPage(db, sign, HSR_CULT, { pageSize: 3, cursor: next, due: 'OVERDUE' }, NOW)).toEqual(E.left({ status: 400, message: M.PAGE_CURSOR_FOREIGN }))
    const edited = `${next.slice(0, 8)}${next[8] === 'x' ? 'y' : 'x'}${next.slice(9)}`
    expect(centreTaskPage(db, sign, HSR_CULT, { pageSize: 3, cursor: edited }, NOW)).toEqual(E.left({ status: 400, message: M.PAGE_CURSOR_INVALID }))
    expect(E.isLeft(centreTaskPage(db, sign, HSR_CULT, { pageSize: 0 }, NOW))).toBe(true)
    expect(E.isLeft(centreTaskPage(db, sign, HSR_CULT, { sortKey: 'customer' }, NOW))).toBe(true)
  })
})
