import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf } from '../../core/shared/centre-day-of'
import { DAY_MS } from '../../core/shared/constants'
import { OPEN_TASK_STATUS } from '../../core/task/task'
import type { TaskDue } from '../../core/task/task-desk'
import { CENTRE_TASKS_PAGE_SIZE, pageCentreTasks, taskDueState, taskDueTime } from '../../core/task/task-due.rule'

const NOW = Date.UTC(2026, 10, 26, 6, 30)
const nowArb = fc.integer({ min: NOW - 400 * DAY_MS, max: NOW + 400 * DAY_MS }).map(epochMs)
const taskArb = (i: number) =>
  fc.record({
    status: fc.constantFrom(OPEN_TASK_STATUS, 'CONNECTED', 'NOT_CONNECTED', 'RENEWED'),
    dueOffset: fc.integer({ min: -5 * DAY_MS, max: 5 * DAY_MS }),
    callBack: fc.option(fc.integer({ min: -5 * DAY_MS, max: 5 * DAY_MS }), { nil: undefined }),
  }).map((x) => ({ uuid: `t-${String(i).padStart(3, '0')}`, ...x }))
const tasksArb = fc.integer({ min: 0, max: 45 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => taskArb(i))))

const build = (now: number, xs: readonly { uuid: string; status: string; dueOffset: number; callBack: number | undefined }[]) =>
  xs.map((x) => ({
    uuid: x.uuid,
    status: x.status,
    dueTime: epochMs(now + x.dueOffset),
    ...(x.callBack === undefined ? {} : { followUp: { leadReactivateType: 'TIME_BASED_CALL_BACK', callbackTime: epochMs(now + x.callBack) } }),
  }))

describe('task due laws (/crmTasks)', () => {
  it('a due time is exactly one of overdue (passed), today (later today) or upcoming (a later day)', () => {
    fc.assert(
      fc.property(nowArb, fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }), (now, d) => {
        const due = epochMs(now + d)
        const s = taskDueState(due, now) as TaskDue
        expect(s === 'OVERDUE').toBe(due < now)
        expect(s === 'TODAY').toBe(due >= now && centreDayOf(due) === centreDayOf(now))
        expect(s === 'UPCOMING').toBe(due >= now && centreDayOf(due) > centreDayOf(now))
      }),
    )
  })

  it('an open task is due at its due time; a resolved one only at its timed call-back', () => {
    fc.assert(
      fc.property(tasksArb, (xs) => {
        for (const t of build(NOW, xs)) expect(taskDueTime(t)).toBe(t.status === OPEN_TASK_STATUS ? t.dueTime : t.followUp?.callbackTime)
      }),
    )
  })

  it('the pages hold every kept task once, soonest due first, at most a page size each', () => {
    fc.assert(
      fc.property(tasksArb, fc.constantFrom<TaskDue | undefined>(undefined, 'OVERDUE', 'TODAY', 'UPCOMING'), (xs, due) => {
        const all = build(NOW, xs)
        const first = pageCentreTasks(all, { due, page: 1 }, epochMs(NOW))
        const seen: string[] = []
        for (let p = 1; p <= first.totalPages; p++) {
          const page = pageCentreTasks(all, { due, page: p }, epochMs(NOW))
          expect(page.tasks.length).toBeLessThanOrEqual(CENTRE_TASKS_PAGE_SIZE)
          seen.push(...page.tasks.map((t) => t.uuid))
        }
        const kept = all.filter((t) => due === undefined || taskDueState(taskDueTime(t), epochMs(NOW)) === due)
        expect(seen.length).toBe(kept.length)
        expect(new Set(seen)).toEqual(new Set(kept.map((t) => t.uuid)))
        const dues = seen.map((u) => taskDueTime(all.find((t) => t.uuid === u) as (typeof all)[number]) ?? Number.MAX_SAFE_INTEGER)
        for (let i = 1; i < dues.length; i++) expect((dues[i - 1] as number) <= (dues[i] as number)).toBe(true)
      }),
    )
  })

  it('the due filters never overlap, and a status filter keeps only that status', () => {
    fc.assert(
      fc.property(tasksArb, fc.constantFrom(OPEN_TASK_STATUS, 'CONNECTED', 'RENEWED'), (xs, status) => {
        const all = build(NOW, xs)
        const ids = (['OVERDUE', 'TODAY', 'UPCOMING'] as const).flatMap((due) => pageCentreTasks(all, { due, page: 1 }, epochMs(NOW), 1000).tasks.map((t) => t.uuid))
        expect(new Set(ids).size).toBe(ids.length)
        const only = pageCentreTasks(all, { status, page: 1 }, epochMs(NOW), 1000)
        expect(only.tasks.every((t) => t.status === status)).toBe(true)
        expect(only.total).toBe(all.filter((t) => t.status === status).length)
      }),
    )
  })
})
