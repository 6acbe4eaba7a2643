import AxeBuilder from '@axe-core/playwright'
import { type Page, expect as baseExpect, test } from '@playwright/test'
import { CLASS_PATHS, type GroupClassDetailAnswer, type GroupClassWire, classDetailPath } from '../adapters/http/contract/classes.codecs'
import { PLAY_DESK_PATHS, type PlayDeskBookingWire } from '../adapters/http/contract/play-desk.codecs'
import { clockTimeLabel, dayHeadingLabel } from '../core/classes/class-time.rule'
import { weekOf } from '../core/classes/class-week.rule'
import { epochMs } from '../core/shared/brands'
import { addDays, centreDayOf } from '../core/shared/centre-day'
import { playMarkPresentLabel } from '../core/shared/messages'
import { api, sandboxNow, signInAsPersona } from './support'

/*
 * Group classes and the play desk: browse a CULT centre's classes and open one; the
 * week's schedule at a gym; filter play bookings by status and level; mark a player present and
 * find them in the attended bookings after a reload. What the screens must show is read from the
 * sandbox's own answers, as of the sandbox's clock (any hour of the day).
 */

/** The machine is shared by several engineers' suites: give a lazily loaded screen time to paint. */
const expect = baseExpect.configure({ timeout: 30_000 })

const HSR_CULT = { id: 3, centerServiceId: 1003 }
const KORAMANGALA = { id: 1, centerServiceId: 1001 }
const ARENA = { centerServiceId: 1004 }

const chooseCentre = async (page: Page, centerServiceId: number): Promise<void> => {
  await page.context().addCookies([{ name: 'selectedCenterServiceId', value: String(centerServiceId), url: new URL(page.url()).origin }])
}

const todayOf = async (page: Page): Promise<string> => centreDayOf(epochMs(await sandboxNow(page)))

const seriousA11y = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

const fact = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd')

test('browse the day’s group classes and open a class’s detail: trainer, capacity, bookings and waitlist', async ({ page }) => {
  await signInAsPersona(page, 'internal-cm')
  await chooseCentre(page, HSR_CULT.centerServiceId)
  const today = await todayOf(page)
  const { classes } = await api<{ classes: GroupClassWire[] }>(page, CLASS_PATHS.classes, { centerId: HSR_CULT.id, startDate: today, endDate: today })
  expect(classes.length).toBeGreaterThan(0)

  await page.goto('/classes')
  await expect(page.getByRole('heading', { level: 1, name: 'Group Classes' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Group Classes' })
  await expect(list.getByRole('listitem')).toHaveCount(classes.length)
  for (const c of classes) {
    const card = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: `${clockTimeLabel(epochMs(c.startTime))} ${c.name}` }) })
    await expect(card).toContainText(`${c.booked} / ${c.capacity} booked`)
    await expect(card).toContainText(c.trainerName)
  }
  expect(await seriousA11y(page)).toEqual([])

  // The busiest class (most bookings, waitlist first) is the one to open.
  const chosen = [...classes].sort((a, b) => b.waitlisted - a.waitlisted || b.booked - a.booked)[0] as GroupClassWire
  await page.getByRole('link', { name: `${clockTimeLabel(epochMs(chosen.startTime))} ${chosen.name}` }).click()
  await expect(page).toHaveURL(new RegExp(`/classDetail/${chosen.id}$`))
  const detail = await api<GroupClassDetailAnswer>(page, classDetailPath(chosen.id), {})
  await expect(page.getByTestId('class-name')).toHaveText(detail.name)
  await expect(fact(page, 'Trainer')).toHaveText(detail.trainerName)
  await expect(fact(page, 'Capacity')).toHaveText(String(detail.capacity))
  await expect(fact(page, 'Booked')).toHaveText(String(detail.booked))
  await expect(fact(page, 'Waitlist')).toHaveText(String(detail.waitlisted))
  const confirmed = detail.bookings.filter((b) => b.status === 'CONFIRMED')
  const waiting = detail.bookings.filter((b) => b.status === 'WAITLIST')
  const bookings = page.getByRole('region', { name: 'Bookings' })
  const members = bookings.getByRole('list', { name: 'Attendance' }).getByRole('listitem')
  await expect(members).toHaveCount(confirmed.length)
  for (const b of confirmed) await expect(members.filter({ hasText: b.memberName })).toHaveCount(1)
  const waitlist = page.getByRole('region', { name: 'Waitlist' })
  if (waiting.length === 0) await expect(waitlist).toContainText('No one is waiting for a place.')
  for (const b of waiting) await expect(waitlist.getByRole('row', { name: `${b.waitlistPosition} ${b.memberName}` })).toBeVisible()
  expect(await seriousA11y(page)).toEqual([])

  // Back to the list.
  await page.getByRole('link', { name: 'Back to Group Classes' }).click()
  await expect(page.getByRole('list', { name: 'Group Classes' }).getByRole('listitem')).toHaveCount(classes.length)
})

test('mark a booked member attended in a class that has started, and see it after a reload', async ({ page }) => {
  await signInAsPersona(page, 'internal-cm')
  await chooseCentre(page, HSR_CULT.centerServiceId)
  const now = await sandboxNow(page)
  const today = centreDayOf(epochMs(now))
  const { classes } = await api<{ classes: GroupClassWire[] }>(page, CLASS_PATHS.classes, { centerId: HSR_CULT.id, startDate: addDays(today, -1), endDate: today })
  // The latest class that has started with a booked member not marked yet (yesterday's, early in the morning).
  let chosen: { c: GroupClassWire; member: string } | undefined
  for (const c of classes.filter((x) => x.startTime <= now).reverse()) {
    const d = await api<GroupClassDetailAnswer>(page, classDetailPath(c.id), {})
    const open = d.bookings.find((b) => b.status === 'CONFIRMED' && !b.attended)
    if (open !== undefined) {
      chosen = { c, member: open.memberName }
      break
    }
  }
  if (chosen === undefined) throw new Error('no started class with a member to mark')
  await page.goto(`/classDetail/${chosen.c.id}`)
  await expect(page.getByTestId('class-name')).toHaveText(chosen.c.name)
  await page.getByRole('button', { name: `Mark ${chosen.member} attended` }).click()
  await expect(page.getByText(`${chosen.member} marked attended`)).toBeVisible()
  await page.reload()
  const row = page.getByRole('list', { name: 'Attendance' }).getByRole('listitem').filter({ hasText: chosen.member })
  await expect(row).toContainText('Attended')
  await expect(page.getByRole('button', { name: `Mark ${chosen.member} attended` })).toHaveCount(0)
  expect(await seriousA11y(page)).toEqual([])
})

test('the week’s class schedule at a gym, day by day, and the next week', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await chooseCentre(page, KORAMANGALA.centerServiceId)
  const week = weekOf(await todayOf(page))
  const read = (days: readonly string[]) =>
    api<{ classes: GroupClassWire[] }>(page, CLASS_PATHS.schedule, { centerId: KORAMANGALA.id, startDate: days[0] ?? '', endDate: days[6] ?? '' })
  const { classes } = await read(week)
  await page.goto('/class/schedule')
  await expect(page.getByRole('heading', { level: 1, name: 'Class Schedule' })).toBeVisible()
  await expect(page.getByTestId('schedule-week')).toHaveText(`${dayHeadingLabel(week[0] ?? '')} – ${dayHeadingLabel(week[6] ?? '')}`)
  for (const day of week) {
    const section = page.getByRole('region', { name: dayHeadingLabel(day) })
    const on = classes.filter((c) => centreDayOf(epochMs(c.startTime)) === day)
    await expect(section.getByRole('listitem')).toHaveCount(on.length)
    for (const c of on) await expect(section.getByRole('listitem').filter({ hasText: c.name })).toContainText(`${c.booked} / ${c.capacity} booked`)
  }
  expect(await seriousA11y(page)).toEqual([])

  await page.getByRole('button', { name: 'Next week' }).click()
  const next = weekOf(addDays(week[0] ?? '', 7))
  const nextClasses = (await read(next)).classes
  await expect(page.getByTestId('schedule-week')).toHaveText(`${dayHeadingLabel(next[0] ?? '')} – ${dayHeadingLabel(next[6] ?? '')}`)
  await expect(page.getByRole('region', { name: dayHeadingLabel(next[0] ?? '') })).toBeVisible()
  const shown = page.getByRole('region', { name: /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), / }).getByRole('listitem')
  await expect(shown).toHaveCount(nextClasses.length)
})

test('filter the play bookings by Show All / Confirmed / Waitlist and by Junior / Senior', async ({ page }) => {
  await signInAsPersona(page, 'play-coach')
  await chooseCentre(page, ARENA.centerServiceId)
  const today = await todayOf(page)
  const { bookings } = await api<{ bookings: PlayDeskBookingWire[] }>(page, PLAY_DESK_PATHS.bookings, { centerServiceId: ARENA.centerServiceId, day: today })
  expect(bookings.length).toBeGreaterThan(0)
  await page.goto('/play-bookings')
  await expect(page.getByRole('heading', { level: 1, name: 'Play Bookings' })).toBeVisible()
  const count = page.getByTestId('play-count')
  const expectCount = async (status: 'Show All' | 'Confirmed' | 'Waitlist', level: 'All levels' | 'Junior' | 'Senior') => {
    await page.getByRole('group', { name: 'Bookings' }).getByRole('radio', { name: status }).check()
    await page.getByRole('group', { name: 'Level' }).getByRole('radio', { name: level }).check()
    const n = bookings.filter(
      (b) =>
        (status === 'Show All' || b.status === (status === 'Confirmed' ? 'CONFIRMED' : 'WAITLIST')) &&
        (level === 'All levels' || b.level === (level === 'Junior' ? 'JUNIOR' : 'SENIOR')),
    ).length
    await expect(count).toHaveText(`${n} of ${bookings.length} bookings`)
    await expect(page.getByText(n === 1 ? '1 row' : `${n} rows`, { exact: true })).toBeVisible()
    return n
  }
  expect(await expectCount('Show All', 'All levels')).toBe(bookings.length)
  const confirmed = await expectCount('Confirmed', 'All levels')
  const waitlist = await expectCount('Waitlist', 'All levels')
  expect(confirmed + waitlist).toBe(bookings.length)
  await expectCount('Waitlist', 'Junior')
  await expectCount('Confirmed', 'Senior')
  await expectCount('Show All', 'Senior')
  // A confirmed Junior's row reads in staff words.
  await expectCount('Confirmed', 'Junior')
  const one = bookings.find((b) => b.status === 'CONFIRMED' && b.level === 'JUNIOR')
  if (one !== undefined) await expect(page.getByRole('row').filter({ hasText: one.memberName }).filter({ hasText: 'Confirmed' }).first()).toContainText('Junior')
  expect(await seriousA11y(page)).toEqual([])
})

test('mark a player present and find them in the attended bookings after a reload', async ({ page }) => {
  await signInAsPersona(page, 'play-coach')
  await chooseCentre(page, ARENA.centerServiceId)
  const today = await todayOf(page)
  const { bookings } = await api<{ bookings: PlayDeskBookingWire[] }>(page, PLAY_DESK_PATHS.bookings, { centerServiceId: ARENA.centerServiceId, day: today })
  const open = bookings.find((b) => b.status === 'CONFIRMED' && b.attendedAt === null) as PlayDeskBookingWire
  expect(open, 'a confirmed place today not marked yet').toBeDefined()

  await page.goto('/play-attendance')
  await expect(page.getByRole('heading', { level: 1, name: 'Play Attendance' })).toBeVisible()
  const rows = page.getByRole('list', { name: 'Play Attendance' }).getByRole('listitem')
  await expect(rows).toHaveCount(bookings.filter((b) => b.status === 'CONFIRMED').length)
  expect(await seriousA11y(page)).toEqual([])
  await page.getByRole('button', { name: playMarkPresentLabel(open.memberName, open.sportName, clockTimeLabel(epochMs(open.startTime))) }).click()
  await expect(page.getByText(`${open.memberName} marked present`)).toBeVisible()

  const after = await api<{ bookings: PlayDeskBookingWire[] }>(page, PLAY_DESK_PATHS.bookings, { centerServiceId: ARENA.centerServiceId, day: today })
  const marked = after.bookings.find((b) => b.bookingId === open.bookingId) as PlayDeskBookingWire
  expect(marked.attendedAt).not.toBeNull()

  await page.goto('/playAttendedBookings')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Attended Bookings' })).toBeVisible()
  const attended = after.bookings.filter((b) => b.attendedAt !== null)
  await expect(page.getByText(attended.length === 1 ? '1 row' : `${attended.length} rows`, { exact: true })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search Attended Bookings' }).fill(open.memberName)
  await expect(
    page.getByRole('row').filter({ hasText: open.memberName }).filter({ hasText: open.sportName }).filter({ hasText: clockTimeLabel(epochMs(marked.attendedAt ?? 0)) }).first(),
  ).toBeVisible()
  expect(await seriousA11y(page)).toEqual([])
})
