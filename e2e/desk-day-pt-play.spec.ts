import { type Page, expect, test } from '@playwright/test'
import type { DashboardAnswer } from '../adapters/http/contract/dashboard.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import type { PtPacksWire, PtSessionsWire } from '../adapters/http/contract/pt.codecs'
import { PLAY_DESK_PATHS, type PlayDeskBookingWire } from '../adapters/http/contract/play-desk.codecs'
import type { PlayBookingWire, PlaySlotWire } from '../adapters/http/contract/play.codecs'
import { SANDBOX_PAGES } from '../adapters/http/contract/sandbox-paths'
import { clockTimeLabel } from '../core/classes/class-time.rule'
import { shiftClockTime } from '../core/employee/shift-time.rule'
import { centreDayOf } from '../core/shared/centre-day-of'
import { addDays } from '../core/shared/centre-day'
import { epochMs } from '../core/shared/brands'
import { formatTime } from '../core/shared/display-format'
import { PT_SERVICE, TENANT } from '../core/shared/constants'
import * as M from '../core/shared/messages'
import { giveGymMembership, membershipsOf, newCustomer, payInCashWithOtp } from './selling-support'
import { STAFF_PHONE, api, sandboxNow, seriousViolations, signInAsPersona, staffAccessOf, toast } from './support'

/*
 * A day at the desk, the PT part: a walk-in is sold a PT pack with a trainer at /pt, then the
 * pack is used at once from the profile: a session booked with that trainer, rescheduled, and
 * started when its hour comes; the trainer's roster and the dashboard's PT sessions show it. The
 * data is the journey's own (a new customer); outcomes are read back from the sandbox's API.
 * The sandbox's clock is moved to the session's hour to start it (SANDBOX_CLOCK_CONTROL, which
 * the journeys' sandbox runs with) and put back afterwards, so the journey passes at any hour.
 */

const OTP = '123456'
const PACK = 'Personal training L1: 8 sessions'
/** The centre's L1 personal trainer (sandbox/seed/trainers.ts): the trainer the pack is sold with. */
const TRAINER = { id: 'staff-trainer', choice: M.trainerChoice('Rahul Nair', 'L1'), name: 'Rahul Nair' }

/**
 * Whatever happened in a journey, the sandbox's clock goes back to the real one afterwards (through
 * a request of its own: the page may already be closed), so the next journeys run at their time.
 */
test.afterEach(async ({ playwright, baseURL }) => {
  const r = await playwright.request.newContext(baseURL === undefined ? {} : { baseURL })
  const res = await r.post(SANDBOX_PAGES.clock, { data: { reset: true } })
  await r.dispose()
  expect(res.ok()).toBe(true)
})

const freshPhone = (): string => `93${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** Moves the sandbox's clock (and the browser's with it) to an instant, or back to the real one. */
const moveClock = async (page: Page, to: { readonly now: number } | { readonly reset: true }): Promise<number> => {
  const res = await page.request.post(SANDBOX_PAGES.clock, { data: to })
  expect(res.ok(), await res.text()).toBe(true)
  const now = ((await res.json()) as { now: number }).now
  await page.clock.setSystemTime(now)
  return now
}

/** The profile's Sell PT pack opens /pt with the customer loaded (nothing of theirs in the address). */
const openPtSaleFor = async (page: Page, userId: string): Promise<void> => {
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: M.PROFILE_ACTION_LABELS.sellPtPack }).click()
  await expect(page).toHaveURL(/\/pt$/)
  await expect(page.getByText(userId, { exact: true })).toBeVisible()
}

const sessionsOf = async (page: Page, userId: string) =>
  (await api<PtSessionsWire>(page, PATHS.ptSessions, { userId, tenant: TENANT, service: PT_SERVICE, page: 0, size: 30 })).sessions.filter((s) => s.status !== 'CANCELLED')

/** Chooses tomorrow in the slot picker and its first free slot (a booked hour is not free). */
const chooseSlotTomorrow = async (page: Page, title: string): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: title })
  const tomorrow = addDays(centreDayOf(epochMs(await sandboxNow(page))), 1)
  await dialog.getByLabel(M.SLOT_DAY).selectOption({ value: tomorrow })
  await expect(dialog.getByLabel(M.SLOT_DAY)).toHaveValue(tomorrow)
  const free = dialog.getByRole('radio', { disabled: false }).first()
  await expect(free).toBeVisible()
  await free.check()
  await dialog.getByRole('button', { name: M.CONTINUE }).click()
}

test.describe('A day at the desk: PT', () => {
  test.slow()

  test('a PT pack sold from the profile with a trainer is booked, rescheduled and started; the roster and the dashboard show the session', async ({ page }) => {
    await signInAsPersona(page, 'centre-manager')
    expect((await staffAccessOf(page)).selected?.id).toBe(1)
    const phone = freshPhone()
    const userId = await newCustomer(page, phone, 'Walkin')
    // A member of the gym buys personal training: their membership first, then PT from the profile.
    await giveGymMembership(page, userId, STAFF_PHONE['centre-manager'])

    await openPtSaleFor(page, userId)
    const card = page.getByRole('article', { name: PACK })
    const trainer = card.getByLabel(M.PT_TRAINER_LABEL)
    // No trainer is chosen for the desk; Sell Pack without one says why and sells nothing.
    await expect(trainer).toHaveValue('')
    await card.getByRole('button', { name: M.SELL_PACK_BUTTON }).click()
    await expect(card.getByRole('alert')).toHaveText(M.TRAINER_DETAILS_NOT_AVAILABLE)
    // On a phone the trainer choice fits the screen and can be used.
    await page.setViewportSize({ width: 375, height: 800 })
    const box = await trainer.boundingBox()
    expect(box !== null && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await trainer.selectOption({ label: TRAINER.choice })
    await expect(card.getByRole('alert')).toHaveCount(0)
    await page.setViewportSize({ width: 1366, height: 800 })

    await card.getByRole('button', { name: M.SELL_PACK_BUTTON }).click()
    await payInCashWithOtp(page, OTP)

    // The pack is the customer's, with the trainer chosen.
    const [pack] = (await api<PtPacksWire>(page, PATHS.ptPacks, { userId })).ptPacks
    expect(pack?.metadata.preferredTrainerId).toBe(TRAINER.id)
    expect(pack?.trainerDetails.name).toBe(TRAINER.name)
    // Done returns to the profile, with the new pack on it.
    await expect(page).toHaveURL(/\/user$/)

    // Booked with that trainer from the profile, then rescheduled to another hour.
    await page.getByRole('button', { name: M.BOOK_PT_SESSION }).click()
    await chooseSlotTomorrow(page, M.BOOK_PT_SESSION_TITLE)
    await expect(toast(page, M.SESSION_BOOKED)).toBeVisible()
    const [booked] = await sessionsOf(page, userId)
    expect(booked).toMatchObject({ status: 'BOOKED', identityId: TRAINER.id })
    await page.getByRole('button', { name: new RegExp(`^${M.RESCHEDULE} `) }).click()
    await chooseSlotTomorrow(page, M.RESCHEDULE_PT_SESSION_TITLE)
    await expect(toast(page, M.SESSION_RESCHEDULED)).toBeVisible()
    const [moved] = await sessionsOf(page, userId)
    expect(moved?.status).toBe('BOOKED')
    expect(moved?.startTime).not.toBe(booked?.startTime)
    const at = moved?.startTime ?? 0

    // When the session's hour comes, the trainer starts it from the profile.
    await moveClock(page, { now: at + 5 * 60_000 })
    await signInAsPersona(page, 'centre-manager')
    await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
    await page.getByRole('button', { name: M.START_SESSION }).click()
    await expect(toast(page, M.SESSION_STARTED)).toBeVisible()
    expect((await sessionsOf(page, userId)).map((s) => [s.id, s.status])).toEqual([[moved?.id, 'ATTENDED']])

    // The trainer's roster shows the hour in their row, and the dashboard counts it today.
    await page.goto('/employee/rostering')
    const hour = `${shiftClockTime(epochMs(at))} – ${shiftClockTime(epochMs(moved?.endTime ?? at))}`
    await expect(page.getByRole('row', { name: new RegExp(TRAINER.name) })).toContainText(hour)
    const today = centreDayOf(epochMs(await sandboxNow(page)))
    const dash = await api<DashboardAnswer>(page, PATHS.dashboardSummary, { centerId: 1, startDate: today, endDate: today })
    expect(dash.ptSessions).toBeGreaterThanOrEqual(1)
    await page.goto('/dashboard')
    const figure = page.locator('dt', { hasText: M.DASHBOARD_PT_SESSIONS }).locator('xpath=following-sibling::dd[1]')
    await expect(figure).toHaveText(String(dash.ptSessions))
  })
})

/** Whitefield Play Arena (centre 4, service 1004), a company-owned play centre, and its swimming. */
const ARENA = { id: 4, centerServiceId: 1004, swimming: 2 }

test.describe('A day at the desk: the play centre', () => {
  test.slow()

  test('a child added, an academy pack sold for the child, a play booking, attendance marked', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const phone = freshPhone()
    const parent = await newCustomer(page, phone, 'Parent')

    // The child, from the parent's profile at the play centre.
    await page.goto(`/user?userId=${parent}&centerServiceId=${ARENA.centerServiceId}`)
    await page.getByRole('button', { name: 'ADD CHILD USER' }).click()
    const add = page.getByRole('dialog', { name: 'Add Child User' })
    await add.getByLabel('First name').fill('Kiran')
    await add.getByLabel('Last name').fill('Buyer')
    await add.getByLabel('Age').fill('9')
    await add.getByLabel('Emergency phone').fill(phone)
    await add.getByRole('button', { name: 'Add Child User' }).click()
    await expect(toast(page, 'Child User Successfully Added')).toBeVisible()

    // An academy pack for the child: course category and start, the child, then cash with the OTP.
    await page.getByRole('button', { name: M.SELL_ACADEMY_PACK }).click()
    const course = page.getByRole('dialog', { name: M.SELECT_COURSE_CATEGORY_TITLE })
    await course.getByLabel(M.COURSE_CATEGORY_LABEL).selectOption({ label: 'Swimming for kids' })
    const start = course.getByLabel(M.ACADEMY_START_DATE_LABEL)
    await start.fill((await start.getAttribute('data-min')) ?? '')
    await course.getByRole('button', { name: M.CONTINUE }).click()
    const who = page.getByRole('dialog', { name: M.SELECT_CHILD_USER_TITLE })
    await who.getByRole('radio', { name: 'Kiran Buyer(9)' }).check()
    await who.getByRole('button', { name: M.CONTINUE }).click()
    await page.getByRole('article', { name: 'Swimming for kids: 1 month' }).getByRole('button', { name: M.SELL_PACK_BUTTON }).click()
    const sell = page.getByRole('dialog', { name: M.SELL_PACK_TITLE })
    await sell.getByLabel(M.CASH_COLLECTED_LABEL).fill((await sell.getByTestId('total-payable').innerText()).replace(/[^\d.]/g, ''))
    await sell.getByRole('button', { name: M.SELL_PACK_BUTTON }).click()
    const otp = page.getByRole('dialog', { name: M.OTP_VERIFICATION_TITLE })
    await otp.getByLabel(M.OTP_LABEL).fill(OTP)
    await otp.getByRole('button', { name: M.VERIFY_OTP }).click()
    await expect(page.getByRole('dialog', { name: M.PURCHASE_SUCCESSFUL_TITLE })).toBeVisible()
    const academy = (await membershipsOf(page, parent)).find((m) => m.productId === 'ACADEMY-4-CC-SWIMMING-KIDS-1M')
    expect(academy, 'the academy membership').toBeDefined()

    // A swimming slot booked on the pack from the parent's profile: the next one not yet started (tomorrow's first after the day's last).
    const now = await sandboxNow(page)
    const slotsOn = async (day: string) =>
      (await api<{ slots: PlaySlotWire[] }>(page, PATHS.playSlots, { centerServiceId: ARENA.centerServiceId, sportId: ARENA.swimming, day })).slots
    const today = centreDayOf(epochMs(now))
    const open = (l: readonly PlaySlotWire[]) => l.find((x) => x.startTime > now + 10 * 60_000 && x.startTime >= (academy?.start ?? 0) && x.booked < x.capacity)
    const slot = open(await slotsOn(today)) ?? open(await slotsOn(addDays(today, 1)))
    expect(slot, 'a swimming slot to book').toBeDefined()
    const slotDay = centreDayOf(epochMs(slot?.startTime ?? 0))
    await page.goto(`/user?userId=${parent}&centerServiceId=${ARENA.centerServiceId}`)
    const bookings = page.getByRole('region', { name: M.PLAY_BOOKINGS_BLOCK_TITLE })
    await bookings.getByRole('button', { name: M.BOOK_PLAY_SLOT }).click()
    const pick = page.getByRole('dialog', { name: M.BOOK_PLAY_SLOT })
    // Kiran swims: the child is chosen, the booking is made on the parent's academy pack.
    await pick.getByRole('group', { name: M.PLAY_WHO_PLAYS }).getByRole('radio', { name: 'Kiran Buyer(9)' }).check()
    await pick.getByLabel(M.SLOT_DAY).selectOption({ value: slotDay })
    await pick.getByLabel(M.PLAY_SPORT_LABEL).selectOption({ label: slot?.sportName ?? '' })
    // On a phone the slot picker fits the screen, can be used by keyboard and passes axe.
    await page.setViewportSize({ width: 375, height: 800 })
    const hour = pick.getByRole('radio', { name: new RegExp(`^${formatTime(slot?.startTime ?? 0)} `) })
    await hour.focus()
    await page.keyboard.press('Space')
    await expect(hour).toBeChecked()
    const box = await pick.boundingBox()
    expect(box !== null && box.x >= 0 && box.x + box.width <= 375).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1366, height: 800 })
    await pick.getByRole('button', { name: M.CONTINUE }).click()
    await expect(toast(page, M.SESSION_BOOKED)).toBeVisible()
    await expect(bookings.getByRole('row', { name: /Kiran Buyer/ })).toContainText(slot?.sportName ?? '')
    // The booking, read back through the API: the parent's account, for the child, on the slot chosen.
    const held = (await api<{ bookings: PlayBookingWire[] }>(page, PATHS.playBookings, { userId: parent, centerServiceId: ARENA.centerServiceId })).bookings
    const made = held.find((b) => b.slotId === slot?.slotId)
    expect(made, 'the booking made on screen').toBeDefined()
    expect(made?.startTime).toBe(slot?.startTime)
    expect(made?.childName).toBe('Kiran Buyer')
    const bookingId = made?.bookingId ?? ''

    // Attendance is marked on the slot's day: the coach marks the swimmer present.
    const day = slotDay
    if (day !== today) await moveClock(page, { now: (slot?.startTime ?? 0) - 30 * 60_000 })
    await signInAsPersona(page, 'play-coach')
    const before = (await api<{ bookings: PlayDeskBookingWire[] }>(page, PLAY_DESK_PATHS.bookings, { centerServiceId: ARENA.centerServiceId, day })).bookings
    const mine = before.find((b) => b.bookingId === bookingId)
    expect(mine?.attendedAt).toBeNull()
    // The coach's list names the swimmer: the child, not the account holder.
    expect(mine?.memberName).toBe('Kiran Buyer')
    await page.goto('/play-attendance')
    await page.getByRole('button', { name: M.playMarkPresentLabel(mine?.memberName ?? '', mine?.sportName ?? '', clockTimeLabel(epochMs(slot?.startTime ?? 0))) }).click()
    await expect(page.getByText(`${mine?.memberName ?? ''} marked present`)).toBeVisible()
    const after = (await api<{ bookings: PlayDeskBookingWire[] }>(page, PLAY_DESK_PATHS.bookings, { centerServiceId: ARENA.centerServiceId, day })).bookings
    expect(after.find((b) => b.bookingId === bookingId)?.attendedAt).not.toBeNull()
  })
})
