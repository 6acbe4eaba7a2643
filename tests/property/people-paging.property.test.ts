import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { EMPLOYEE_LIST_SORTS, LEAD_OWNER_SORTS } from '../../core/shared/list-pages.rule'
import { type SortDirection, checkPageRequest, pagingScope } from '../../core/shared/paging.rule'
import { migrate, openDatabase } from '../../sandbox/db/database'
import { employeeOrder, leadOwnerOrder, peoplePageSql } from '../../sandbox/http/routes/people-pages.routes'
import { cursorSigner } from '../../sandbox/paging/keyset'
import { readPage } from '../../sandbox/paging/page-reader'

/*
 * The law of a paged list (docs/api/paging.md), stated over the sandbox's own SQL for the employee
 * list and the lead owners: following `next` from the first page lists every row found exactly once,
 * in the list's order (the name, case-insensitively, then the id, both in the direction asked), and
 * no page is bigger than asked; rows added or removed between two reads are never listed twice, and
 * no row present throughout is skipped.
 */

const db = openDatabase(':memory:')
migrate(db)
const sign = cursorSigner(db)
let centre = 5000

const nameArb = fc.constantFrom('Asha', 'asha', 'Ravi', 'Zoya', 'Mohan Das', 'anil', 'Anil', 'Öz', '')
const idArb = fc.stringMatching(/^[A-Z]{1,2}[0-9]{1,3}$/)
const dirArb = fc.constantFrom<SortDirection>('ASC', 'DESC')

const byKey = (dir: SortDirection) => (a: { n: string; id: string }, b: { n: string; id: string }) => {
  const c = a.n < b.n ? -1 : a.n > b.n ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
  return dir === 'ASC' ? c : -c
}
/** SQLite's lower() lower-cases ASCII letters only. */
const sqlLower = (s: string): string => s.replace(/[A-Z]/g, (ch) => ch.toLowerCase())

const addEmployee = (csid: number, id: string, name: string) => {
  db.prepare('INSERT OR IGNORE INTO employees (agent_id, email, phone, data) VALUES (?, ?, ?, ?)').run(`${csid}-${id}`, `${csid}-${id}@x.example`, `${csid}-${id}`, JSON.stringify({ agentId: `${csid}-${id}`, name }))
  db.prepare('INSERT OR IGNORE INTO employee_centres (agent_id, center_service_id) VALUES (?, ?)').run(`${csid}-${id}`, csid)
}

const employeePages = (csid: number, dir: SortDirection, pageSize: number, between: (n: number) => void): string[][] => {
  const ask = checkPageRequest({ pageSize, direction: dir, sortKey: 'name' }, EMPLOYEE_LIST_SORTS)
  if (E.isLeft(ask)) throw new Error(ask.left)
  const scope = pagingScope('employees', [csid, dir])
  const pages: string[][] = []
  let cursor: string | undefined
  for (let n = 0; n < 200; n += 1) {
    const r = readPage<{ agent_id: string }>(db, sign, scope, { ...ask.right, cursor }, { select: 'ec.agent_id', from: peoplePageSql.employees, params: { csid }, order: employeeOrder(dir) })
    if (E.isLeft(r)) throw new Error(r.left)
    pages.push(r.right.rows.map((x) => x.agent_id))
    if (r.right.next === null) break
    cursor = r.right.next
    between(n)
  }
  return pages
}

describe('the employee list and the lead owners, paged by the server', () => {
  it('list every row found once, in the order, no page bigger than asked', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(idArb, nameArb), { selector: ([id]) => id, maxLength: 40 }), dirArb, fc.integer({ min: 1, max: 12 }), (rows, dir, pageSize) => {
        centre += 1
        const csid = centre
        for (const [id, name] of rows) addEmployee(csid, id, name)
        const pages = employeePages(csid, dir, pageSize, () => undefined)
        for (const p of pages) expect(p.length).toBeLessThanOrEqual(pageSize)
        const expected = rows.map(([id, name]) => ({ n: sqlLower(name), id: `${csid}-${id}` })).sort(byKey(dir)).map((r) => r.id)
        expect(pages.flat()).toEqual(expected)
      }),
      { numRuns: 60 },
    )
  })

  it('never list a row twice nor skip one present throughout, whatever is added or removed between reads', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(idArb, nameArb), { selector: ([id]) => id, minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.boolean(), idArb, nameArb), { maxLength: 10 }),
        dirArb,
        fc.integer({ min: 1, max: 6 }),
        (rows, changes, dir, pageSize) => {
          centre += 1
          const csid = centre
          for (const [id, name] of rows) addEmployee(csid, id, name)
          const removed = new Set<string>()
          const pages = employeePages(csid, dir, pageSize, (n) => {
            const c = changes[n]
            if (c === undefined) return
            const [add, id, name] = c
            if (add) addEmployee(csid, `N${id}`, name)
            else {
              db.prepare('DELETE FROM employee_centres WHERE agent_id = ? AND center_service_id = ?').run(`${csid}-${id}`, csid)
              removed.add(`${csid}-${id}`)
            }
          })
          const listed = pages.flat()
          expect(new Set(listed).size).toBe(listed.length)
          for (const [id] of rows) if (!removed.has(`${csid}-${id}`)) expect(listed).toContain(`${csid}-${id}`)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('group the lead owners along the index: every owner of an active lead once, with their active leads counted', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.boolean()), { maxLength: 60 }), dirArb, fc.integer({ min: 1, max: 5 }), (leads, dir, pageSize) => {
        centre += 1
        const csid = centre
        const names = ['Meera', 'meera', 'Arjun', 'Dev', 'Zed', 'Ann', 'ann', 'Bo', 'Cy', 'Al']
        for (const [o, active] of leads) db.prepare('INSERT INTO leads (user_id, center_service_id, category, status, data) VALUES (?, ?, ?, ?, ?)').run('1', csid, 'GYM_LEAD', active ? 'ACTIVE' : 'CLOSED', JSON.stringify({ assigneeId: `o${o}`, assigneeName: names[o] }))
        const ask = checkPageRequest({ pageSize, direction: dir, sortKey: 'name' }, LEAD_OWNER_SORTS)
        if (E.isLeft(ask)) throw new Error(ask.left)
        const OWNER = `COALESCE(json_extract(l.data, '$.assigneeId'), '')`
        const order = leadOwnerOrder(dir)
        const listed: { id: string; n: number }[] = []
        let cursor: string | undefined
        for (let i = 0; i < 100; i += 1) {
          const r = readPage<{ id: string; n: number }>(db, sign, 'owners', { ...ask.right, cursor }, { select: `${OWNER} AS id, COUNT(*) AS n`, from: peoplePageSql.leadOwners, params: { csid }, order, groupBy: order.map((p) => p.expr).join(', ') })
          if (E.isLeft(r)) throw new Error(r.left)
          expect(r.right.rows.length).toBeLessThanOrEqual(pageSize)
          listed.push(...r.right.rows.map((x) => ({ id: x.id, n: x.n })))
          if (r.right.next === null) break
          cursor = r.right.next
        }
        const counts = new Map<string, number>()
        for (const [o, active] of leads) if (active) counts.set(`o${o}`, (counts.get(`o${o}`) ?? 0) + 1)
        const expected = [...counts.entries()].map(([id, n]) => ({ id, n, key: { n: sqlLower(names[Number(id.slice(1))] ?? ''), id } })).sort((a, b) => byKey(dir)(a.key, b.key)).map(({ id, n }) => ({ id, n }))
        expect(listed).toEqual(expected)
      }),
      { numRuns: 60 },
    )
  })
})
