import type { Page } from '@playwright/test'
import { LEAD_PAGE_PATH } from '../adapters/http/contract/lead.codecs'
import { REPORT_PAGE_PATHS } from '../adapters/http/contract/report.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { TASK_DESK_PATHS } from '../adapters/http/contract/task-desk-paths'
import * as M from '../core/shared/messages'
import { scaleCentreId } from '../sandbox/seed/scale/centres'

/** The service id of the scale seed's i-th centre (0 is the flagship, a GYMFIT; 1 the busiest CULT). */
const scaleServiceId = (i: number): number => 1000 + scaleCentreId(i)

/**
 * A screen the scale bench opens in Chromium at 4x CPU throttling. The time measured is from the
 * navigation's start to the frame painted after `ready` first holds (a MutationObserver checks it
 * as the page changes; then an animation frame and a task: the frame is on screen, no sleep);
 * with an `act`, also from the act's pointerdown to the frame painted after `act.ready` holds.
 * `ready` and `act.ready` are JavaScript expressions run in the page (`before` is the value of
 * `act.before`, read at the pointerdown). Adding a screen is one entry here.
 */
export type ScreenProbe = {
  readonly name: string
  /** The persona who uses the screen (only the owner sees the scale seed's centres). */
  readonly persona: string
  /** The selected centre's service id. */
  readonly centre: number
  readonly path: string
  readonly ready: string
  readonly act?: { readonly name: string; readonly run: (page: Page) => Promise<void>; readonly before: string; readonly ready: string }
  /** The screen's own API calls (path fragments): what the browser sends to them is replayed by the load bench. */
  readonly calls: readonly string[]
}

const text = (s: string): string => JSON.stringify(s)
const hasText = (s: string): string => `(document.body?.textContent ?? '').includes(${text(s)})`

export const SCREENS: readonly ScreenProbe[] = [
  {
    name: 'cash sales report',
    persona: 'owner',
    centre: scaleServiceId(0),
    path: '/reports/cashSales',
    ready: `document.querySelector('[data-testid="report-row-count"]') !== null && (document.querySelector('table tbody tr td') !== null || ${hasText(M.EMPTY_TABLE)})`,
    calls: [REPORT_PAGE_PATHS.cashSales],
  },
  {
    name: 'My Leads',
    persona: 'owner',
    centre: scaleServiceId(0),
    path: '/lead-manager',
    ready: `document.querySelector('ul[aria-label=${text(M.MY_LEADS_LABEL)}] > li') !== null || ${hasText(M.EMPTY_TABLE)}`,
    calls: [LEAD_PAGE_PATH],
  },
  {
    name: 'tasks',
    persona: 'owner',
    centre: scaleServiceId(1),
    path: '/crmTasks',
    ready: `document.querySelector('section[aria-labelledby="page-title"] ul > li[aria-label]') !== null || ${hasText(M.EMPTY_TABLE)}`,
    calls: [TASK_DESK_PATHS.centreTasks.replace(':centerId', '')],
  },
  {
    name: 'centre selector',
    persona: 'owner',
    centre: scaleServiceId(0),
    path: '/dash',
    ready: `document.querySelector('button[aria-haspopup="listbox"] strong') !== null`,
    act: {
      name: 'open the list',
      run: (page) => page.locator('button[aria-haspopup="listbox"]').first().click(),
      before: 'null',
      ready: `document.querySelectorAll('[role="listbox"][aria-label="Centres"] [role="option"]').length > 0`,
    },
    calls: [PATHS.centreDetails],
  },
  {
    name: 'dashboards',
    persona: 'owner',
    centre: scaleServiceId(0),
    path: '/dash',
    ready: `document.querySelector('[data-testid="dashboard-span"]') !== null`,
    act: {
      name: 'last 30 days',
      run: (page) => page.getByRole('radio', { name: M.DASHBOARD_RANGE_LABELS.last30Days }).click(),
      before: `document.querySelector('[data-testid="dashboard-span"]')?.textContent ?? ''`,
      ready: `(document.querySelector('[data-testid="dashboard-span"]')?.textContent ?? before) !== before`,
    },
    calls: [PATHS.dashboardSummary],
  },
]
