import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { PAGE_CURSOR_FOREIGN, PAGE_CURSOR_INVALID } from '../../core/shared/messages'
import {
  PAGE_SEARCH_MAX,
  PAGE_SIZE_MAX,
  PAGE_SIZE_MIN,
  type PageKey,
  type SortDirection,
  checkPageRequest,
  compareKeys,
  decodeCursor,
  encodeCursor,
  pageCount,
  pagingScope,
} from '../../core/shared/paging.rule'

const signer = (secret: string) => (text: string) => createHmac('sha256', secret).update(text).digest('base64url')
const sign = signer('a test key')
const valueArb = fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: -1e12, max: 1e13 }))
const keyArb = fc.array(valueArb, { minLength: 1, maxLength: 3 })
const scopeArb = fc.tuple(fc.string({ maxLength: 12 }), fc.array(fc.oneof(fc.string({ maxLength: 20 }), fc.integer()), { maxLength: 5 })).map(([l, p]) => pagingScope(l, p))
const sorts = { keys: ['day', 'amount', 'order'], defaultKey: 'day', defaultDirection: 'DESC' as const }

describe('a page cursor', () => {
  it('reads back the key it was made with, in its own list', () => {
    fc.assert(fc.property(scopeArb, keyArb, (scope, key) => {
        expect(decodeCursor(encodeCursor(scope, key, sign), scope, sign)).toEqual(E.right(key))
      }),
    )
  })

  it('is refused once any character of it is changed', () => {
    fc.assert(
      fc.property(scopeArb, keyArb, fc.nat(), fc.constantFrom(...'ABCabc019-_.=/+ é'), (scope, key, at, ch) => {
        const c = encodeCursor(scope, key, sign)
        const i = at % c.length
        const tampered = c.slice(0, i) + ch + c.slice(i + 1)
        fc.pre(tampered !== c)
        expect(decodeCursor(tampered, scope, sign)).toEqual(E.left(PAGE_CURSOR_INVALID))
      }),
    )
  })

  it('made by another server (another key) is refused', () => {
    fc.assert(fc.property(scopeArb, keyArb, (scope, key) => {
        expect(decodeCursor(encodeCursor(scope, key, signer('another key')), scope, sign)).toEqual(E.left(PAGE_CURSOR_INVALID))
      }),
    )
  })

  it('of another list (another centre, range, sort or search) is refused as foreign', () => {
    fc.assert(
      fc.property(scopeArb, scopeArb, keyArb, (mine, theirs, key) => {
        fc.pre(mine !== theirs)
        expect(decodeCursor(encodeCursor(theirs, key, sign), mine, sign)).toEqual(E.left(PAGE_CURSOR_FOREIGN))
      }),
    )
  })

  it('is refused when it is not a cursor at all', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), scopeArb, (text, scope) => {
        expect(E.isLeft(decodeCursor(text, scope, sign))).toBe(true)
      }),
    )
  })

  it('names its scope one way: different parts never make the same scope', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }), fc.array(fc.string({ maxLength: 6 }), { maxLength: 4 }), (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b))
        expect(pagingScope('list', a)).not.toBe(pagingScope('list', b))
      }),
    )
  })
})

describe('a page request', () => {
  it('holds from 1 to 100 rows a page; any other size is refused', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double()), (n) => {
        const ok = Number.isInteger(n) && n >= PAGE_SIZE_MIN && n <= PAGE_SIZE_MAX
        expect(E.isRight(checkPageRequest({ pageSize: n }, sorts))).toBe(ok)
      }),
    )
  })

  it('sorts only by the list’s own keys, and opens in the list’s own order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (key) => {
        expect(E.isRight(checkPageRequest({ sortKey: key }, sorts))).toBe(sorts.keys.includes(key))
      }),
    )
    expect(checkPageRequest({}, sorts)).toEqual(E.right({ pageSize: 25, cursor: undefined, sortKey: 'day', direction: 'DESC', search: '' }))
  })

  it('searches for at most 100 characters (spaces around do not count)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 140 }), (s) => {
        expect(E.isRight(checkPageRequest({ search: s }, sorts))).toBe(s.trim().length <= PAGE_SEARCH_MAX)
      }),
    )
  })

  it('counts at least one page, and enough pages for every row found', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const pages = pageCount(total, size)
        expect(pages).toBeGreaterThanOrEqual(1)
        expect(pages * size).toBeGreaterThanOrEqual(total)
        expect((pages - 1) * size).toBeLessThan(Math.max(1, total))
      }),
    )
  })
})

/**
 * The keyset law, on a list held in memory: page after page, each read after the cursor's key in
 * the order compareKeys states, while rows are added and removed between the reads. Every row there
 * from the first read to the last is listed exactly once, and no row is listed twice.
 */
describe('keyset pages', () => {
  type Row = { readonly id: number; readonly v: number }
  const keyOf = (r: Row): PageKey => [r.v, r.id]
  const readPage = (rows: readonly Row[], after: PageKey | undefined, size: number, dirs: readonly SortDirection[]): readonly Row[] =>
    [...rows]
      .filter((r) => after === undefined || compareKeys(keyOf(r), after, dirs) > 0)
      .sort((a, b) => compareKeys(keyOf(a), keyOf(b), dirs))
      .slice(0, size)

  it('partition the rows with no repeat and no skip while rows come and go between reads', () => {
    const change = fc.record({ add: fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }), remove: fc.array(fc.nat(), { maxLength: 2 }) })
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 40 }),
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom<SortDirection>('ASC', 'DESC'),
        fc.array(change, { maxLength: 20 }),
        (values, size, dir, changes) => {
          const dirs = [dir, dir]
          let rows: Row[] = values.map((v, id) => ({ id, v }))
          let nextId = rows.length
          const removed = new Set<number>()
          const first = new Set(rows.map((r) => r.id))
          const seen: number[] = []
          let after: PageKey | undefined
          // Rows added ahead of the cursor at every read can keep a reading going for ever (any
          // keyset pager): 'no skip' is a law of a reading that reached its last page.
          let finished = false
          for (let step = 0; step < 200; step += 1) {
            const page = readPage(rows, after, size, dirs)
            seen.push(...page.map((r) => r.id))
            if (page.length < size) {
              finished = true
              break
            }
            after = keyOf(page[page.length - 1]!)
            const c = changes[step % Math.max(1, changes.length)]
            if (c === undefined) continue
            rows = [...rows, ...c.add.map((v) => ({ id: nextId++, v }))]
            for (const i of c.remove) {
              const r = rows[i % Math.max(1, rows.length)]
              if (r !== undefined) removed.add(r.id)
            }
            rows = rows.filter((r) => !removed.has(r.id))
          }
          expect(new Set(seen).size).toBe(seen.length)
          if (finished) for (const id of first) if (!removed.has(id)) expect(seen).toContain(id)
        },
      ),
    )
  })
})
