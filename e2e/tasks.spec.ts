import { type Page, expect, test } from '@playwright/test'
import type { CallTrailWire } from '../adapters/http/contract/task.codecs'
import type { CentreTaskPageWireT, CentreTasksWire, CentreTaskWire } from '../adapters/http/contract/task-desk.codecs'
import { TASK_DESK_PATHS } from '../adapters/http/contract/task-desk-paths'
import { PATHS, pathWith } from '../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import * as M from '../core/shared/messages'
import { sandboxNow, seriousViolations, signInAsPersona, toast } from './support'

/*
 * /crmTasks against the seeded sandbox, as the internal CM (cult employee id, CRM_TASKS) at HSR Cult
 * (centre 3, her first centre). Which task a journey works on comes from the sandbox's own answers;
 * after each action the page is reloaded and the stored data read back.
 */

const HSR_CULT = 3
const api = async <T>(page: Page, path: string, params?: Record<string, string>): Promise<T> => {
  const res = await page.request.get(`${API_BASE}/${path}`, params === undefined ? {} : { params })
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`)
  return (await res.json()) as T
}
const tasksAt = (page: Page, params: Record<string, string> = {}) => api<CentreTasksWire>(page, pathWith(TASK_DESK_PATHS.centreTasks, { centerId: HSR_CULT }), params)
const everyTask = async (page: Page, params: Record<string, string> = {}): Promise<CentreTaskWire[]> => {
  const first = await tasksAt(page, params)
  const all = [...first.tasks]
  for (let p = 2; p <= first.totalPages; p++) all.push(...(await tasksAt(page, { ...params, page: String(p) })).tasks)
  return all
}
const trailOf = (page: Page, uuid: string) => api<CallTrailWire>(page, pathWith(PATHS.callTrail, { taskUuid: uuid }), { widgetName: 'callTrailV2' })

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `test-results/tasks-${name}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `test-results/tasks-${name}-phone.png`, fullPage: true })
  await page.setViewportSize({ width: 1366, height: 800 })
}

const list = (page: Page) => page.getByRole('list', { name: /^Tasks, page / })
const cardOf = (page: Page, t: CentreTaskWire) => list(page).getByRole('listitem').filter({ hasText: M.userIdLabel(t.userId) })

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await page.clock.install({ time: await sandboxNow(page) })
  await signInAsPersona(page, 'internal-cm')
})

test('filters the list by when the next call is due and by status, and pages it', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/crmTasks')
  const all = await tasksAt(page)
  await expect(page.getByRole('status').filter({ hasText: M.taskCountLine(all.total) })).toBeVisible()
  await expect(page.getByText(M.taskPageOf(1, all.totalPages))).toBeVisible()
  expect(all.totalPages).toBeGreaterThan(1)
  await expect(list(page).getByRole('listitem')).toHaveCount(all.tasks.length)
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'list')

  await page.getByRole('button', { name: M.TASK_NEXT_PAGE }).click()
  await expect(page.getByText(M.taskPageOf(2, all.totalPages))).toBeVisible()
  const second = await tasksAt(page, { page: '2' })
  await expect(list(page).getByRole('listitem')).toHaveCount(second.tasks.length)
  for (const t of second.tasks) await expect(cardOf(page, t)).toBeVisible()

  for (const due of ['OVERDUE', 'TODAY', 'UPCOMING'] as const) {
    await page.getByRole('combobox', { name: M.TASK_FILTER_DUE, exact: true }).selectOption(due)
    const kept = await everyTask(page, { due })
    if (kept.length === 0) {
      // Just after midnight nothing may be due today yet: the list says so, with no pages.
      await expect(page.getByText(M.EMPTY_TABLE)).toBeVisible()
      continue
    }
    await expect(page.getByRole('status').filter({ hasText: M.taskCountLine(kept.length) })).toBeVisible()
    await expect(page.getByText(M.taskPageOf(1, Math.ceil(kept.length / 10)))).toBeVisible()
    for (const t of kept.slice(0, 10)) await expect(cardOf(page, t).getByText(M.TASK_DUE_LABELS[due], { exact: false })).toBeVisible()
  }

  await page.getByRole('combobox', { name: M.TASK_FILTER_DUE, exact: true }).selectOption('')
  const status = all.statuses.find((s) => s !== 'OPEN') as string
  await page.getByRole('combobox', { name: M.TASK_FILTER_STATUS, exact: true }).selectOption(status)
  const withStatus = await everyTask(page, { status })
  await expect(page.getByRole('status').filter({ hasText: M.taskCountLine(withStatus.length) })).toBeVisible()
  await expect(list(page).getByRole('listitem')).toHaveCount(Math.min(10, withStatus.length))

  // Search by a customer's first name, in lower case: the server's search finds their tasks (the count read back from the API).
  await page.getByRole('combobox', { name: M.TASK_FILTER_STATUS, exact: true }).selectOption('')
  const name = (all.tasks[0]?.customerName ?? '').split(' ')[0] ?? ''
  const res = await page.request.post(`${API_BASE}/${pathWith(TASK_DESK_PATHS.centreTaskPage, { centerId: HSR_CULT })}`, { data: { search: name, pageSize: 10 }, headers: { [CSRF_HEADER]: CSRF_VALUE } })
  const found = (await res.json()) as CentreTaskPageWireT
  expect(found.total).toBeGreaterThan(0)
  await page.getByRole('searchbox', { name: M.TASK_SEARCH }).fill(name.toLowerCase())
  await expect(page.getByRole('status').filter({ hasText: M.taskCountLine(found.total) })).toBeVisible()
  for (const t of found.tasks) await expect(cardOf(page, t)).toBeVisible()
})

test('resolves a task with a timed call-back: every message first, then the call-back after a reload', async ({ page }) => {
  test.setTimeout(90_000)
  const task = (await everyTask(page, { status: 'OPEN' })).find(
    (t) => (t.campaignConfig.dispositionConfigs.INTERESTED?.followUpOptions ?? []).includes('TIME_BASED_CALL_BACK') && (t.campaignConfig.dispositionsHierarchy.CONNECTED ?? []).includes('INTERESTED'),
  )
  if (task === undefined) throw new Error('the seed has an open task whose CONNECTED · INTERESTED offers a timed call-back')
  await page.goto('/crmTasks')
  await page.getByRole('combobox', { name: M.TASK_FILTER_STATUS, exact: true }).selectOption('OPEN')
  await cardOf(page, task).getByRole('button', { name: M.taskResolveFor(task.customerName) }).click()
  const dialog = page.getByRole('dialog', { name: M.RESOLVE_TASK_TITLE })
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(dialog.getByText(M.TASK_STATUS_REQUIRED)).toBeVisible()
  await expect(dialog.getByText(M.REMARKS_ENTER)).toBeVisible()

  await dialog.getByLabel(M.TASK_STATUS).selectOption('CONNECTED')
  await dialog.getByLabel(M.TASK_SUB_STATUS).selectOption('INTERESTED')
  await dialog.getByLabel(M.TASK_FOLLOW_UP).selectOption('TIME_BASED_CALL_BACK')
  const day = addDays(centreDayOf(epochMs(await sandboxNow(page))), 2)
  const callBack = dialog.getByRole('group', { name: M.TASK_CALL_BACK_AT })
  await callBack.getByRole('textbox', { name: M.TASK_CALL_BACK_DAY }).fill(day)
  await callBack.getByRole('combobox', { name: M.TASK_CALL_BACK_TIME }).selectOption({ label: '6:30 PM' })
  await dialog.getByLabel(M.TASK_REMARKS).fill('  Wants the evening batch; call on the day  ')
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'resolve')
  await page.clock.fastForward(6_000)
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(toast(page, M.TASK_RESOLVED)).toBeVisible()
  await expect(dialog).toBeHidden()

  await page.reload()
  await page.getByRole('combobox', { name: M.TASK_FILTER_STATUS, exact: true }).selectOption('CONNECTED')
  const card = cardOf(page, task)
  await expect(card.getByText(/^Call back .* 6:30 pm · Upcoming$/i)).toBeVisible()
  await expect(card.getByText('Wants the evening batch; call on the day', { exact: true })).toBeVisible()
  const stored = (await everyTask(page, { status: 'CONNECTED' })).find((t) => t.taskUuid === task.taskUuid)
  expect(stored).toMatchObject({ status: 'CONNECTED', subStatus: 'INTERESTED', remark: 'Wants the evening batch; call on the day' })
  expect(stored?.dispositionConfigData?.leadReactivateType).toBe('TIME_BASED_CALL_BACK')
  expect(typeof stored?.dispositionConfigData?.callbackTime).toBe('number')
  expect(centreDayOf(epochMs(stored?.dispositionConfigData?.callbackTime as number))).toBe(day)
})

test("calls the customer for a task: 'Call Successfully initiated.' and the new call-trail entry, kept after a reload", async ({ page }) => {
  test.setTimeout(90_000)
  const open = await everyTask(page, { status: 'OPEN' })
  const task = open[open.length - 1] as CentreTaskWire
  const before = (await trailOf(page, task.taskUuid)).callTrail.length
  await page.goto('/crmTasks')
  await page.getByRole('combobox', { name: M.TASK_FILTER_STATUS, exact: true }).selectOption('OPEN')
  const card = cardOf(page, task)
  if (open.length > 10) await page.getByRole('button', { name: M.TASK_NEXT_PAGE }).click()
  await card.getByRole('button', { name: M.taskCallsOf(task.customerName) }).click()
  const trail = card.getByRole('region', { name: `${M.CALL_TRAIL_TITLE}: ${task.customerName}` })
  await expect(trail.getByRole('listitem')).toHaveCount(before)
  const summary = card.getByRole('region', { name: `${M.CALL_SUMMARY_TITLE}: ${task.customerName}` })
  await expect(summary.getByText(new RegExp(`^${M.CALL_INTENT_TRIAL}: (Yes|No)$`)).first()).toBeVisible()
  await expect(summary.getByText(new RegExp(`^${M.CALL_INTENT_WALKIN}: (Yes|No)$`)).first()).toBeVisible()
  await expect(summary.getByText(new RegExp(`^${M.CALL_INTENT_PURCHASE}: (Yes|No)$`)).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await shoot(page, 'calls')

  await card.getByRole('button', { name: M.taskCallFor(task.customerName) }).click()
  await expect(toast(page, M.CALL_INITIATED)).toBeVisible()
  await expect(trail.getByRole('listitem')).toHaveCount(before + 1)
  await expect(trail.getByRole('listitem').first().getByText('Started')).toBeVisible()
  await expect(trail.getByRole('listitem').first().getByText(/Farah Khan/)).toBeVisible()

  await page.reload()
  await page.getByRole('combobox', { name: M.TASK_FILTER_STATUS, exact: true }).selectOption('OPEN')
  if (open.length > 10) await page.getByRole('button', { name: M.TASK_NEXT_PAGE }).click()
  await cardOf(page, task).getByRole('button', { name: M.taskCallsOf(task.customerName) }).click()
  await expect(cardOf(page, task).getByRole('region', { name: `${M.CALL_TRAIL_TITLE}: ${task.customerName}` }).getByRole('listitem')).toHaveCount(before + 1)
  const after = (await trailOf(page, task.taskUuid)).callTrail
  expect(after.length).toBe(before + 1)
  expect(after[0]).toMatchObject({ status: 'STARTED', agentName: 'Farah Khan', campaignName: task.campaignName })
})

test('the server keeps the task list to CULT and HYBRID centres of the staff member', async ({ page }) => {
  const foreign = await page.request.get(`${API_BASE}/${pathWith(TASK_DESK_PATHS.centreTasks, { centerId: 1 })}`)
  expect(foreign.status()).toBe(403)
  await signInAsPersona(page, 'owner')
  const gym = await page.request.get(`${API_BASE}/${pathWith(TASK_DESK_PATHS.centreTasks, { centerId: 1 })}`)
  expect(gym.status()).toBe(403)
  expect(((await gym.json()) as { message: string }).message).toMatch(/not available at Koramangala Gym/)
  const hybrid = await page.request.get(`${API_BASE}/${pathWith(TASK_DESK_PATHS.centreTasks, { centerId: 6 })}`)
  expect(hybrid.status()).toBe(200)
})
