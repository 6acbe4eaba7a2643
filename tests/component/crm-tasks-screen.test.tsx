import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../composition/test/container'
import { ROUTES } from '../../core/access/route-map'
import * as M from '../../core/shared/messages'
import type { CentreTask } from '../../core/task/task-desk'
import CrmTasksScreen from '../../ui/leads/tasks/crm-tasks.screen'
import { seedCentres } from '../../sandbox/seed/centres'
import { ALL_PERMISSIONS } from '../support/access'
import { seedTaskDeskWorld } from '../support/task-desk-world'
import { renderRouteScreen } from '../support/render-route-screen'

/** 2026-11-25 12:00 in Kolkata. */
const NOW = Date.UTC(2026, 10, 25, 6, 30)
const HSR_CULT = 3
const centres = seedCentres(NOW)
  .map((c) => centreFromWire(c.wire))
  .filter((c) => c.id === HSR_CULT)
const details = { centers: centres, userContext: { id: 'staff-cm', name: 'Farah Khan', email: 'farah@centres.example' }, gymPtEnabledCenter: [] }
const rights = { permissions: ALL_PERMISSIONS, memberships: [{ roleName: 'PARTNER', contexts: [] }] }

const renderTasks = () => {
  const route = ROUTES.find((r) => r.path === '/crmTasks')
  if (route === undefined) throw new Error('/crmTasks')
  const portal = createTestPortal({ centreDetails: details, rights, now: NOW, seedTaskDesk: seedTaskDeskWorld })
  renderRouteScreen(portal.useCases, route, <CrmTasksScreen />)
  return portal
}

/** Every task of the centre, through the whole-list call, page by page (the oracle). */
const everyTask = async (portal: ReturnType<typeof createTestPortal>): Promise<CentreTask[]> => {
  const first = await portal.useCases.loadCentreTasks({ centreId: HSR_CULT, page: 1 })()
  if (first._tag === 'Left') throw new Error('no tasks')
  const all = [...first.right.tasks]
  for (let p = 2; p <= first.right.totalPages; p++) {
    const r = await portal.useCases.loadCentreTasks({ centreId: HSR_CULT, page: p })()
    if (r._tag === 'Right') all.push(...r.right.tasks)
  }
  return all
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe('the task list', () => {
  it('shows 10 tasks a page, soonest due first, with current / total, Next and Previous', async () => {
    const user = userEvent.setup()
    const portal = renderTasks()
    const all = await everyTask(portal)
    const pages = Math.ceil(all.length / 10)
    expect(pages).toBeGreaterThan(1)
    expect(await screen.findByText(M.taskCountLine(all.length))).toBeInTheDocument()
    const list = () => screen.getByRole('list', { name: /^Tasks, page / })
    expect(screen.getByText(M.taskPageOf(1, pages))).toBeInTheDocument()
    expect(within(list()).getAllByRole('listitem')).toHaveLength(10)
    expect(screen.getByRole('button', { name: M.TASK_PREVIOUS_PAGE })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: M.TASK_NEXT_PAGE }))
    expect(await screen.findByText(M.taskPageOf(2, pages))).toBeInTheDocument()
    const second = all.slice(10, 20)
    for (const t of second) expect(within(list()).getByText(M.userIdLabel(t.userId), { exact: false })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: M.TASK_PREVIOUS_PAGE }))
    expect(await screen.findByText(M.taskPageOf(1, pages))).toBeInTheDocument()
  })

  it('searches by the customer’s name after a pause, back on the first page, and says Nothing here when none match', async () => {
    const user = userEvent.setup()
    const portal = renderTasks()
    const all = await everyTask(portal)
    const name = all[0]?.customerName ?? ''
    const found = all.filter((t) => t.customerName.toLowerCase().includes(name.toLowerCase()) || t.userId.includes(name) || t.campaignName.toLowerCase().includes(name.toLowerCase()))
    expect(await screen.findByText(M.taskCountLine(all.length))).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: M.TASK_SEARCH }), name.toUpperCase())
    expect(await screen.findByText(M.taskCountLine(found.length))).toBeInTheDocument()
    expect(screen.getByText(M.taskPageOf(1, Math.max(1, Math.ceil(found.length / 10))))).toBeInTheDocument()
    await user.clear(screen.getByRole('searchbox', { name: M.TASK_SEARCH }))
    await user.type(screen.getByRole('searchbox', { name: M.TASK_SEARCH }), 'zzzz no such customer')
    expect(await screen.findByText(M.EMPTY_TABLE)).toBeInTheDocument()
  })
})
