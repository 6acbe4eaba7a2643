import { type Page, expect, test } from '@playwright/test'
import type { CheckInListWire } from '../adapters/http/contract/check-in.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { checkInsFromWireFast } from '../adapters/http/check-in-list.mapping'
import type { CheckIn } from '../core/check-in/check-in'
import { checkInDisplayState } from '../core/check-in/check-in-display-state.rule'
import { checkInSection, groupCheckIns } from '../core/check-in/check-in-grouping.rule'
import { showsAssignTrainer } from '../core/check-in/check-in-card.rule'
import { type TimeWindow, defaultValidatedWindow, timeLabel, wholeDayWindow } from '../core/check-in/check-in-window.rule'
import { UP_FOR_RENEWAL_FLAG } from '../core/check-in/check-in'
import { epochMs } from '../core/shared/brands'
import { addDays, atMinuteOfDay, centreDayOf } from '../core/shared/centre-day'
import { CENTRE_TIME_ZONE } from '../core/shared/zone'
import { EMPTY_CHECK_INS, TRAINER_ASSIGNED, TRAINER_ASSIGNMENT_TITLE } from '../core/shared/messages'
import { checkInRows } from '../ui/check-ins/check-in-rows'
import { formatInTimeZone } from 'date-fns-tz'
import { signInAs } from './support'

/*
 * The check-in and booking lists against the seeded sandbox: 10,000 check-ins today at Koramangala
 * Gym (centre 1). The browser's clock is fixed at 2:00 PM centre time on the seed's day, so the
 * default window (last 90 minutes to 1 minute ahead) and the booked / missed split do not depend
 * on when the suite runs. Expectations are computed from the sandbox's own answer with the core.
 */

const CENTRE_ID = 1
const today = centreDayOf(epochMs(Date.now()))
const NOW = atMinuteOfDay(today, 14 * 60)
const LIST = 'Members in this list'

const fetchList = async (page: Page, w: TimeWindow, state: 'validated' | 'created'): Promise<readonly CheckIn[]> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.checkIns}`, {
    params: { centerId: CENTRE_ID, includeUserDetails: 'true', pageNumber: 1, pageSize: 10000, startTimeFrom: w.from, startTimeTo: w.to, states: state },
  })
  expect(res.ok()).toBe(true)
  return checkInsFromWireFast(((await res.json()) as CheckInListWire).checkIns)
}

const expectedHeadings = (list: readonly CheckIn[]): string[] =>
  checkInRows(groupCheckIns(list)).flatMap((r) => (r.type === 'card' ? [] : [`${r.title} (${r.count})`]))

/** Scrolls the page through the whole virtualised list and returns every heading seen, in order. */
const headingsSeen = async (page: Page): Promise<string[]> =>
  page.evaluate(async (label) => {
    const seen: string[] = []
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const list = document.querySelector(`[role="list"][aria-label="${label}"]`) as HTMLElement
    const end = list.getBoundingClientRect().top + window.scrollY + list.offsetHeight
    for (let y = 0; y <= end; y += Math.floor(window.innerHeight * 0.8)) {
      window.scrollTo(0, y)
      await frame()
      const items = [...list.querySelectorAll('[role="listitem"]')].sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
      for (const it of items) {
        const h = it.querySelector('h2, h3')
        if (h !== null && !seen.includes(h.textContent ?? '')) seen.push(h.textContent ?? '')
      }
    }
    window.scrollTo(0, 0)
    return seen
  }, LIST)

/** The heading (h2 or h3) a card sits under, read from the rendered rows in order. */
const sectionOfCard = async (page: Page, checkInId: string): Promise<string | undefined> =>
  page.evaluate(
    ({ label, id }) => {
      const list = document.querySelector(`[role="list"][aria-label="${label}"]`)
      if (list === null) return undefined
      const items = [...list.querySelectorAll('[role="listitem"]')].sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
      let heading: string | undefined
      for (const it of items) {
        const h = it.querySelector('h2, h3')
        if (h !== null) heading = h.textContent ?? undefined
        if (it.querySelector(`[data-check-in-id="${id}"]`) !== null) return heading
      }
      return undefined
    },
    { label: LIST, id: checkInId },
  )

const rows = (page: Page) => page.getByRole('list', { name: LIST }).getByRole('listitem')

const dayLabel = (day: string): string => formatInTimeZone(atMinuteOfDay(day, 12 * 60), CENTRE_TIME_ZONE, 'EEE dd MMM')

test.describe('check-in and booking lists', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(NOW)
    await signInAs(page, /Asha Rao · owner/)
  })

  test('opens /checkin at the seeded gym with every section populated as the seed implies', async ({ page }) => {
    await page.goto('/checkin')
    await expect(page.getByRole('heading', { level: 1, name: 'Checkins' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Centre Koramangala Gym/ })).toBeVisible()
    await expect(page.getByPlaceholder('Search member by mobile number or user id').last()).toBeVisible()
    const w = defaultValidatedWindow(NOW)
    await expect(page.getByText(`Showing ${timeLabel(12 * 60 + 30)} – ${timeLabel(14 * 60 + 1)}`)).toBeVisible()
    const expected = expectedHeadings(await fetchList(page, w, 'validated'))
    for (const title of ['Up For Renewal Members', 'Unassigned Members', 'Trials', 'New Members', 'New Complementary Members', 'Trial Users', 'Assigned Complementary Members', 'Existing Members', 'Existing Complementary Members'])
      expect(expected.some((h) => h.startsWith(`${title} (`)), title).toBe(true)
    await expect(rows(page).first()).toBeVisible()
    expect(await headingsSeen(page)).toEqual(expected)
    const dom = await rows(page).count()
    expect(dom).toBeLessThan(80)
    await expect(page.getByTestId('check-in-card').first()).toContainText(/Checked in at \d{1,2}:\d{2} (AM|PM)/)
    await expect(page.getByTestId('check-in-card').filter({ hasText: 'CHECKED_IN' }).first()).toBeVisible()
  })

  test('navigates days: the previous day shows its own list, next stops at today', async ({ page }) => {
    await page.goto('/checkin')
    await expect(page.getByRole('button', { name: `Choose a day, ${dayLabel(today)}` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled()
    await page.getByRole('button', { name: 'Previous day' }).click()
    const yesterday = addDays(today, -1)
    await expect(page.getByRole('button', { name: `Choose a day, ${dayLabel(yesterday)}` })).toBeVisible()
    await expect(page.getByText(`Showing 12:00 AM – 11:59 PM`)).toBeVisible()
    const list = (await fetchList(page, wholeDayWindow(yesterday), 'validated')).filter((c) => c.state !== 'cancelled')
    if (list.length === 0) await expect(page.getByText(EMPTY_CHECK_INS)).toBeVisible()
    else await expect(page.getByTestId('check-in-card')).toHaveCount(list.length)
    await expect(page.getByRole('button', { name: 'Next day' })).toBeEnabled()
    await page.getByRole('button', { name: 'Next day' }).click()
    await expect(page.getByRole('button', { name: `Choose a day, ${dayLabel(today)}` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled()
    // The calendar: Today, month and year dropdowns.
    await page.getByRole('button', { name: `Choose a day, ${dayLabel(today)}` }).click()
    const cal = page.getByRole('group', { name: 'Calendar' })
    await expect(cal.getByRole('combobox', { name: 'Month' })).toBeVisible()
    await expect(cal.getByRole('combobox', { name: 'Year' })).toBeVisible()
    await expect(cal.getByRole('button', { name: 'Today' })).toBeVisible()
  })

  test('changes the time window with the From and To pickers', async ({ page }) => {
    await page.goto('/checkin')
    await expect(rows(page).first()).toBeVisible()
    await page.getByLabel('From', { exact: true }).selectOption(String(5 * 60))
    await page.getByLabel('To', { exact: true }).selectOption(String(6 * 60 + 30))
    await expect(page.getByText('Showing 5:00 AM – 6:30 AM')).toBeVisible()
    const list = await fetchList(page, { from: atMinuteOfDay(today, 300), to: atMinuteOfDay(today, 390) }, 'validated')
    const expectedRows = checkInRows(groupCheckIns(list))
    await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(expectedRows.length))
    await expect(page.getByTestId('check-in-card').first()).toContainText(/Checked in at (5:\d{2}|6:[0-2]\d|6:30) AM/)
  })

  test('assigns a trainer and the card moves to its assigned section', async ({ page }) => {
    await page.goto('/checkin')
    await expect(rows(page).first()).toBeVisible()
    const list = await fetchList(page, defaultValidatedWindow(NOW), 'validated')
    const target = list.find((c) => showsAssignTrainer(c) && c.checkInType === 'trial' && !c.flags.includes(UP_FOR_RENEWAL_FLAG))
    expect(target, 'an unassigned trial check-in in the window').toBeDefined()
    if (target === undefined) return
    await page.getByRole('searchbox', { name: 'Search members in this list' }).fill(target.userId)
    const card = page.locator(`[data-check-in-id="${target.id}"]`)
    await expect(card).toBeVisible()
    expect(await sectionOfCard(page, target.id)).toMatch(/^Trials \(/)
    await card.getByRole('button', { name: /^Assign Trainer/ }).click()
    const modal = page.getByRole('dialog', { name: TRAINER_ASSIGNMENT_TITLE })
    await expect(modal).toBeVisible()
    await expect(modal.getByText('Recommended')).toHaveCount(1)
    await expect(modal.getByText(/^Assisting \d+ members$/).first()).toBeVisible()
    await modal.getByRole('button', { name: 'Assign Priya Menon' }).click()
    await expect(page.getByRole('status').filter({ hasText: TRAINER_ASSIGNED })).toBeVisible()
    await expect(modal).toBeHidden()
    await expect(card).toContainText('Priya Menon')
    await expect(card.getByRole('button', { name: /^Assign Trainer/ })).toHaveCount(0)
    const moved = checkInSection({ ...target, trainerId: 'agent-102' })
    expect(moved).toBe('trialUsers')
    expect(await sectionOfCard(page, target.id)).toMatch(/^Trial Users \(/)
  })

  test('opens a member from a card', async ({ page }) => {
    await page.goto('/checkin')
    const first = page.getByTestId('check-in-card').first()
    await expect(first).toBeVisible()
    await first.getByRole('button').first().click()
    await expect(page).toHaveURL(/\/user\?userId=\d+&Checkins=true$/)
  })

  test('/book shows booked and missed states', async ({ page }) => {
    await page.goto('/book')
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    await expect(page.getByText('Showing 12:00 AM – 11:59 PM')).toBeVisible()
    const list = await fetchList(page, wholeDayWindow(today), 'created')
    const states = new Set(list.map((c) => checkInDisplayState(c, NOW)))
    expect(states).toEqual(new Set(['BOOKED', 'MISSED']))
    await expect(page.getByTestId('check-in-card').filter({ hasText: 'MISSED' }).first()).toBeVisible()
    await expect(page.getByTestId('check-in-card').filter({ hasText: 'CHECKED_IN' })).toHaveCount(0)
    // Bookings may look ahead: next day is allowed.
    await expect(page.getByRole('button', { name: 'Next day' })).toBeEnabled()
    await page.getByRole('searchbox', { name: 'Search members in this list' }).fill('Pavan Pillai')
    await expect(page.getByTestId('check-in-card').filter({ hasText: 'Pavan Pillai' })).toContainText('BOOKED')
  })
})
