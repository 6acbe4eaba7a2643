import { describe, expect, it } from 'vitest'
import type { CentreTask, CentreTaskPage, TaskDue } from '../../core/task/task-desk'
import type { TaskDesk } from '../../core/task/task-desk.port'
import { CENTRE_TASKS_PAGE_SIZE } from '../../core/task/task-due.rule'
import { PAGE_CURSOR_FOREIGN, PAGE_CURSOR_INVALID } from '../../core/shared/messages'
import type { CentreTaskKeysetPage, CentreTaskPageQuery } from '../../core/task/task-paging.rule'
import { ok } from './profile-contract-support'

const HSR_CULT = 3
const DUES: readonly TaskDue[] = ['OVERDUE', 'TODAY', 'UPCOMING']

const allPages = async (desk: TaskDesk, q: { status?: string; due?: TaskDue }): Promise<{ first: CentreTaskPage; all: CentreTask[] }> => {
  const first = ok(await desk.centreTasks({ centreId: HSR_CULT, page: 1, ...q })())
  const all = [...first.tasks]
  for (let p = 2; p <= first.totalPages; p++) all.push(...ok(await desk.centreTasks({ centreId: HSR_CULT, page: p, ...q })()).tasks)
  return { first, all }
}

/** Every page of the keyset list, following `next` (at most 100 pages). */
const keysetPages = async (desk: TaskDesk, q: Omit<CentreTaskPageQuery, 'centreId'>): Promise<CentreTaskKeysetPage[]> => {
  const pages = [ok(await desk.centreTaskPage({ centreId: HSR_CULT, ...q })())]
  for (let next = pages[0]?.next; next !== undefined && pages.length < 100; next = pages[pages.length - 1]?.next) pages.push(ok(await desk.centreTaskPage({ centreId: HSR_CULT, ...q, cursor: next })()))
  return pages
}

/** What every TaskDesk must do (the seeded tasks at HSR Cult; laws, not copies of the seed). */
export const taskDeskContract = (name: string, make: () => Promise<TaskDesk>): void => {
  describe(`TaskDesk contract: ${name}`, () => {
    it("pages the centre's tasks: at most a page each, every task once, only that centre's", async () => {
      const { first, all } = await allPages(await make(), {})
      expect(first.page).toBe(1)
      expect(first.totalPages).toBe(Math.max(1, Math.ceil(first.total / CENTRE_TASKS_PAGE_SIZE)))
      expect(first.totalPages).toBeGreaterThan(1)
      expect(first.tasks.length).toBe(CENTRE_TASKS_PAGE_SIZE)
      expect(all.length).toBe(first.total)
      expect(new Set(all.map((t) => t.uuid)).size).toBe(all.length)
      expect(all.every((t) => t.centreId === HSR_CULT && t.customerName !== '')).toBe(true)
    })

    it('clamps a page past the end to the last page', async () => {
      const desk = await make()
      const first = ok(await desk.centreTasks({ centreId: HSR_CULT, page: 1 })())
      const past = ok(await desk.centreTasks({ centreId: HSR_CULT, page: first.totalPages + 5 })())
      expect(past.page).toBe(first.totalPages)
      expect(past.tasks.length).toBeGreaterThan(0)
    })

    it('keeps one status per status filter, and the statuses together are every task', async () => {
      const desk = await make()
      const { first } = await allPages(desk, {})
      expect(first.statuses[0]).toBe('OPEN')
      expect(first.statuses.length).toBeGreaterThan(3)
      let sum = 0
      for (const status of first.statuses) {
        const { all } = await allPages(desk, { status })
        expect(all.length).toBeGreaterThan(0)
        expect(all.every((t) => t.status === status)).toBe(true)
        sum += all.length
      }
      expect(sum).toBe(first.total)
    })

    it('splits the due tasks into overdue, due today and upcoming, none twice', async () => {
      const desk = await make()
      const seen = new Set<string>()
      for (const due of DUES) {
        const { all } = await allPages(desk, { due })
        expect(all.length, due).toBeGreaterThan(0)
        for (const t of all) {
          expect(seen.has(t.uuid), t.uuid).toBe(false)
          seen.add(t.uuid)
        }
      }
      const { first } = await allPages(desk, {})
      expect(seen.size).toBeLessThan(first.total)
    })

    it('answers the call summaries of a task newest first, with the intents', async () => {
      const s = ok(await (await make()).callSummary('crm-3-01')())
      expect(s.length).toBeGreaterThan(0)
      for (let i = 1; i < s.length; i++) expect((s[i - 1]?.interactionTime ?? 0) >= (s[i]?.interactionTime ?? 0)).toBe(true)
      const summary = s[0]?.summary
      expect(summary).toBeDefined()
      expect(typeof summary?.isTrialIntent).toBe('boolean')
      expect(typeof summary?.isWalkinIntent).toBe('boolean')
      expect(typeof summary?.isPurchaseIntent).toBe('boolean')
    })

    it('answers NotFound for the call summary of an unknown task', async () => {
      const r = await (await make()).callSummary('crm-none')()
      expect(r._tag === 'Left' && r.left._tag).toBe('NotFound')
    })

    it('reads the same list a page at a time after a cursor: every task once, in the list’s order, with the counts, for any filter', async () => {
      const desk = await make()
      for (const q of [{}, { due: 'OVERDUE' as const }, { due: 'UPCOMING' as const }, { status: 'OPEN' }]) {
        const { all } = await allPages(desk, q)
        const pages = await keysetPages(desk, { ...q, pageSize: 7 })
        expect(pages.flatMap((p) => p.tasks.map((t) => t.uuid)), JSON.stringify(q)).toEqual(all.map((t) => t.uuid))
        expect(pages.length).toBe(Math.max(1, Math.ceil(all.length / 7)))
        for (const p of pages) expect([p.total, p.pageSize]).toEqual([all.length, 7])
        expect(pages[0]?.statuses[0]).toBe('OPEN')
      }
    })

    it('searches the list by the customer’s name, in any case, and counts what it finds of all the centre’s tasks', async () => {
      const desk = await make()
      const { all } = await allPages(desk, {})
      const name = all[0]?.customerName ?? ''
      const q = name.split(' ')[0]?.toLowerCase() ?? ''
      const found = (await keysetPages(desk, { search: q.toUpperCase(), pageSize: 50 })).flatMap((p) => p.tasks)
      const expected = all.filter((t) => [t.customerName, t.userId, t.campaignName].some((v) => v.toLowerCase().includes(q)))
      expect(found.map((t) => t.uuid)).toEqual(expected.map((t) => t.uuid))
      const first = ok(await desk.centreTaskPage({ centreId: HSR_CULT, search: q })())
      expect([first.total, first.all]).toEqual([expected.length, all.length])
    })

    it('refuses a cursor of another filter or tampered with, a page size out of bounds and a sort it has no order for', async () => {
      const desk = await make()
      const first = ok(await desk.centreTaskPage({ centreId: HSR_CULT, pageSize: 3 })())
      const cursor = first.next
      if (cursor === undefined) throw new Error('one page only')
      const refused = async (q: Omit<CentreTaskPageQuery, 'centreId'>): Promise<string> => {
        const r = await desk.centreTaskPage({ centreId: HSR_CULT, ...q })()
        return r._tag === 'Left' ? r.left.message : 'answered'
      }
      expect(await refused({ cursor, status: 'OPEN' })).toBe(PAGE_CURSOR_FOREIGN)
      expect(await refused({ cursor, direction: 'DESC' })).toBe(PAGE_CURSOR_FOREIGN)
      expect(await refused({ cursor: `${cursor.slice(0, 5)}${cursor[5] === 'A' ? 'B' : 'A'}${cursor.slice(6)}` })).toBe(PAGE_CURSOR_INVALID)
      expect(await refused({ pageSize: 0 })).not.toBe('answered')
      expect(await refused({ pageSize: 101 })).not.toBe('answered')
      expect(await refused({ sortKey: 'customer' })).not.toBe('answered')
    })
  })
}
