import { type Page, expect, test } from '@playwright/test'
import type { CheckInListWire } from '../adapters/http/contract/check-in.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { checkInsFromWireFast } from '../adapters/http/check-in-list.mapping'
import type { CheckIn } from '../core/check-in/check-in'
import { checkInDisplayState } from '../core/check-in/check-in-display-state.rule'
import { CHECK_IN_SECTION_KEYS, checkInSection, groupCheckIns } from '../core/check-in/check-in-grouping.rule'
import { DISPLAY_STATE_LABELS, showsAssignTrainer } from '../core/check-in/check-in-card.rule'
import { type TimeWindow, defaultValidatedWindow, timeLabel, wholeDayWindow } from '../core/check-in/check-in-window.rule'
import { UP_FOR_RENEWAL_FLAG } from '../core/check-in/check-in'
import { epochMs } from '../core/shared/brands'
import { addDays, atMinuteOfDay, centreDayOf } from '../core/shared/centre-day'
import { CENTRE_TIME_ZONE } from '../core/shared/zone'
import { EMPTY_CHECK_INS, TRAINER_ASSIGNED, TRAINER_ASSIGNMENT_TITLE } from '../core/shared/messages'
import { checkInRows, rowHeights } from '../ui/check-ins/check-in-rows'
import { formatInTimeZone } from 'date-fns-tz'
import { sandboxNow, signInAs } from './support'

/*
 * The check-in and booking lists against the seeded sandbox: 10,000 check-ins today at Koramangala
 * Gym (centre 1), whose states fit the moment of seeding (slots already started are checked in,
 * missed or cancelled; later ones are bookings; the last 90 minutes always hold arrivals).
 * Expectations are computed from the sandbox's own answer with the core's rules.
 */

const CENTRE_ID = 1
/** The sandbox's clock minus the machine's (E2E_NOW sets the sandbox to another instant). */
let skew = 0
const nowMs = () => epochMs(Date.now() + skew)
let today = centreDayOf(nowMs())
const LIST = 'Members in this list'

const fetchList = async (page: Page, w: TimeWindow, state: 'validated' | 'created'): Promise<readonly CheckIn[]> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.checkIns}`, {
    params: { centerId: CENTRE_ID, includeUserDetails: 'true', pageNumber: 1, pageSize: 10000, startTimeFrom: w.from, startTimeTo: w.to, states: state },
  })
  expect(res.ok()).toBe(true)
  return checkInsFromWireFast(((await res.json()) as CheckInListWire).checkIns)
}

/**
 * The heading rows the sandbox's answer implies, in order, with their place in the list: the row
 * index and its offset from the top of the list (rows have fixed heights).
 */
const expectedHeadingRows = (list: readonly CheckIn[]) => {
  const heights = rowHeights(false)
  let offset = 0
  const out: { index: number; offset: number; text: string }[] = []
  const all = checkInRows(groupCheckIns(list))
  all.forEach((r, index) => {
    if (r.type !== 'card') out.push({ index, offset, text: `${r.title} (${r.count})` })
    offset += heights[r.type === 'card' ? 'card' : r.type]
  })
  return { rows: all.length, headings: out }
}

/**
 * Scrolls the virtualised list to each place where a heading is expected and reads the row that
 * is rendered there. Headings are told apart by their position, never by their text: two sections
 * may share a title (the unassigned and the assigned 'New Members').
 */
const headingsRendered = async (page: Page, at: readonly { index: number; offset: number }[]): Promise<string[]> =>
  page.evaluate(
    async ({ label, at }) => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      const list = document.querySelector(`[role="list"][aria-label="${label}"]`) as HTMLElement
      const top = list.getBoundingClientRect().top + window.scrollY
      const seen: string[] = []
      for (const { index, offset } of at) {
        window.scrollTo(0, Math.max(0, top + offset - 200))
        // The virtualiser renders the rows of the new place after a scroll event and a commit:
        // wait for the row (a busy machine may take many frames), at most about five seconds.
        const row = () => list.querySelector(`[role="listitem"][aria-posinset="${index + 1}"]`)
        for (let f = 0; f < 300 && row() === null; f++) await frame()
        const item = row()
        seen.push(item?.querySelector('h2, h3')?.textContent ?? `(no heading at row ${index + 1})`)
      }
      window.scrollTo(0, 0)
      return seen
    },
    { label: LIST, at },
  )

/**
 * The section a card sits under: the key of the nearest heading row above it (`h:<section>` or
 * `s:<unassigned sub-group>`), read from the rendered rows in order.
 */
const sectionOfCard = async (page: Page, checkInId: string): Promise<string | undefined> =>
  page.evaluate(
    ({ label, id }) => {
      const list = document.querySelector(`[role="list"][aria-label="${label}"]`)
      if (list === null) return undefined
      const items = [...list.querySelectorAll('[role="listitem"]')].sort((a, b) => Number(a.getAttribute('aria-posinset')) - Number(b.getAttribute('aria-posinset')))
      let section: string | undefined
      for (const it of items) {
        const key = it.getAttribute('data-section')
        if (key !== null) section = key
        if (it.querySelector(`[data-check-in-id="${id}"]`) !== null) return section
      }
      return undefined
    },
    { label: LIST, id: checkInId },
  )

/** The heading row key of a check-in's section, as the list renders it. */
const sectionRowKey = (c: CheckIn): string => {
  const key = checkInSection(c) ?? 'existingMembers'
  return key.startsWith('unassigned') ? `s:${key}` : `h:${key}`
}

const rows = (page: Page) => page.getByRole('list', { name: LIST }).getByRole('listitem')

const dayLabel = (day: string): string => formatInTimeZone(atMinuteOfDay(day, 12 * 60), CENTRE_TIME_ZONE, 'EEE dd MMM')

test.describe('check-in and booking lists', () => {
  test.beforeEach(async ({ page }) => {
    skew = (await sandboxNow(page)) - Date.now()
    today = centreDayOf(nowMs())
    await signInAs(page, /Asha Rao · owner/)
  })

  test('opens /checkin at the seeded gym with every section populated as the seed implies', async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/checkin')
    await expect(page.getByRole('heading', { level: 1, name: 'Checkins' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Centre Koramangala Gym/ })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Search members in this list' })).toHaveAttribute('placeholder', 'Search member by mobile number or user id')
    // The default window: the last 90 minutes to 1 minute ahead, with the seed's recent arrivals.
    await expect(rows(page).first()).toBeVisible()
    const shown = await page.getByText(/^Showing /).textContent()
    const w = defaultValidatedWindow(nowMs())
    const recent = await fetchList(page, { from: epochMs(w.from - 60_000), to: w.to }, 'validated')
    expect(recent.length).toBeGreaterThan(0)
    expect(shown).toMatch(/^Showing \d{1,2}:\d{2} (AM|PM) – \d{1,2}:\d{2} (AM|PM)$/)
    // A member still in the centre reads 'Checked in' with the time (the seed's window always holds
    // one: see tests/unit/sandbox/seed-every-half-hour.test.ts); which card comes first depends on
    // the hour, so the card is found by its state, not its place.
    const checkedIn = page.getByTestId('check-in-card').filter({ has: page.locator('[data-state="CHECKED_IN"]') }).first()
    await expect(checkedIn).toContainText(/Checked in at \d{1,2}:\d{2} (AM|PM)/)
    await expect(checkedIn.locator('[data-state="CHECKED_IN"]')).toHaveText(DISPLAY_STATE_LABELS.CHECKED_IN)
    // The whole day so far (one action): every section of the grouping, with the counts the seed implies.
    await page.getByRole('button', { name: 'Whole day' }).click()
    await expect(page.getByText(/^Showing 12:00 AM – 11:59 PM$/)).toBeVisible()
    const wholeDay = await fetchList(page, wholeDayWindow(today), 'validated')
    const sections = groupCheckIns(wholeDay)
    for (const key of CHECK_IN_SECTION_KEYS) expect(sections.find((s) => s.key === key)?.checkIns.length ?? 0, key).toBeGreaterThan(0)
    const expected = expectedHeadingRows(wholeDay)
    await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(expected.rows))
    expect(await headingsRendered(page, expected.headings)).toEqual(expected.headings.map((h) => h.text))
    expect(await rows(page).count()).toBeLessThan(60)
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
    // From midnight to the last half hour already started (at least 12:30 AM).
    const minuteNow = Math.floor((nowMs() - atMinuteOfDay(today, 0)) / 60_000)
    const to = Math.max(30, Math.floor(minuteNow / 30) * 30)
    await page.getByLabel('From', { exact: true }).selectOption('0')
    await page.getByLabel('To', { exact: true }).selectOption(String(to))
    await expect(page.getByText(`Showing 12:00 AM – ${timeLabel(to)}`)).toBeVisible()
    const list = await fetchList(page, { from: atMinuteOfDay(today, 0), to: atMinuteOfDay(today, to) }, 'validated')
    const expectedRows = checkInRows(groupCheckIns(list))
    if (expectedRows.length === 0) await expect(page.getByText(EMPTY_CHECK_INS)).toBeVisible()
    else await expect(rows(page).first()).toHaveAttribute('aria-setsize', String(expectedRows.length))
    // A window the wrong way round asks for nothing and says so.
    await page.getByLabel('From', { exact: true }).selectOption(String(to))
    await page.getByLabel('To', { exact: true }).selectOption('0')
    await expect(page.getByRole('alert').filter({ hasText: 'From must be before To' })).toBeVisible()
  })

  test('assigns a trainer and the card moves to its assigned section', async ({ page }) => {
    await page.goto('/checkin')
    await expect(rows(page).first()).toBeVisible()
    const w = defaultValidatedWindow(nowMs())
    const list = await fetchList(page, { from: epochMs(w.from + 60_000), to: w.to }, 'validated')
    // A card that assignment moves to another section (the seed's window always holds one: see
    // tests/unit/sandbox/seed-every-half-hour.test.ts).
    const moves = (c: CheckIn) => sectionRowKey(c) !== sectionRowKey({ ...c, trainerId: 'agent-102' })
    const target = list.find((c) => showsAssignTrainer(c) && !c.flags.includes(UP_FOR_RENEWAL_FLAG) && moves(c))
    expect(target, 'an unassigned check-in in the window that assignment moves').toBeDefined()
    if (target === undefined) return
    const before = sectionRowKey(target)
    const after = sectionRowKey({ ...target, trainerId: 'agent-102' })
    await page.getByRole('searchbox', { name: 'Search members in this list' }).fill(target.userId)
    const card = page.locator(`[data-check-in-id="${target.id}"]`)
    await expect(card).toBeVisible()
    expect(await sectionOfCard(page, target.id)).toBe(before)
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
    expect(await sectionOfCard(page, target.id)).toBe(after)
  })

  test('opens a member from a card', async ({ page }) => {
    await page.goto('/checkin')
    const first = page.getByTestId('check-in-card').first()
    await expect(first).toBeVisible()
    const name = (await first.locator('.name').textContent()) ?? ''
    const navigations: string[] = []
    page.on('framenavigated', (f) => {
      if (f === page.mainFrame()) navigations.push(f.url())
    })
    await first.getByRole('button').first().click()
    // The member's profile opens; the profile then takes the userId out of the address.
    await expect(page.getByRole('region', { name: 'Member', exact: true }).getByRole('heading', { level: 2 })).toContainText(name)
    await expect(page).toHaveURL(/\/user\?Checkins=true$/)
    expect(navigations.some((u) => /\/user\?userId=\d+&Checkins=true$/.test(u))).toBe(true)
  })

  test('/book shows booked and missed states', async ({ page }) => {
    // Three whole-day lists are read from the sandbox and the page may move a day each way.
    test.setTimeout(60_000)
    await page.goto('/book')
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
    await expect(page.getByText('Showing 12:00 AM – 11:59 PM')).toBeVisible()
    const now = nowMs()
    const bookings = async (day: typeof today) => (await fetchList(page, wholeDayWindow(day), 'created')).filter((c) => c.state !== 'cancelled')
    const missedOf = (list: readonly CheckIn[]) => list.find((c) => checkInDisplayState(c, now) === 'MISSED' && c.endTime < now - 5 * 60_000)
    const bookedOf = (list: readonly CheckIn[]) => list.find((c) => checkInDisplayState(c, now) === 'BOOKED' && c.endTime > now + 5 * 60_000)
    const [yesterday, todays, tomorrow] = [await bookings(addDays(today, -1)), await bookings(today), await bookings(addDays(today, 1))]
    // In the first hours of a day no slot of today has ended yet: the missed ones are yesterday's.
    // Late at night every slot of today has started: the bookings still to come are tomorrow's.
    const missed = missedOf(todays) ?? missedOf(yesterday)
    const booked = bookedOf(todays) ?? bookedOf(tomorrow)
    expect(missed, 'a booking of a slot already over').toBeDefined()
    expect(booked, 'a booking still to come').toBeDefined()
    await expect(rows(page).first()).toBeVisible()
    await expect(page.getByTestId('check-in-card').locator('[data-state="CHECKED_IN"], [data-state="CHECKED_OUT"]')).toHaveCount(0)
    const search = page.getByRole('searchbox', { name: 'Search members in this list' })
    const dayButton = (day: typeof today) => page.getByRole('button', { name: `Choose a day, ${dayLabel(day)}` })
    let shown = today
    for (const [c, state] of [[missed, 'MISSED'], [booked, 'BOOKED']] as const) {
      if (c === undefined) continue
      const day = centreDayOf(epochMs(c.startTime))
      while (shown !== day) {
        const back = day < shown
        await page.getByRole('button', { name: back ? 'Previous day' : 'Next day' }).click()
        shown = addDays(shown, back ? -1 : 1)
        await expect(dayButton(shown)).toBeVisible()
      }
      await search.fill(c.userId)
      await expect(page.locator(`[data-check-in-id="${c.id}"] [data-state="${state}"]`)).toHaveText(DISPLAY_STATE_LABELS[state])
    }
    // Bookings may look ahead: next day is allowed.
    await expect(page.getByRole('button', { name: 'Next day' })).toBeEnabled()
  })
})
