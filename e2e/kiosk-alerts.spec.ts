import { type APIRequestContext, type Page, expect, test } from '@playwright/test'
import type { CentreAlertSettingsWire, MemberAlertsWire } from '../adapters/http/contract/check-in-alerts.codecs'
import type { MembershipsConfigWire } from '../adapters/http/contract/customer.codecs'
import type { OutboxMessageWire } from '../adapters/http/contract/otp.codecs'
import { PATHS, pathWith } from '../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { centreDayOf, endOfCentreDay } from '../core/shared/centre-day'
import { DAY_MS, MINUTE_MS } from '../core/shared/constants'
import { ROUTES } from '../core/access/route-map'
import * as K from '../core/access/messages-kiosk'
import * as M from '../core/shared/messages'
import { STAFF_PHONE, followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, toast, fitsWindow } from './support'
import { CHECK_IN_ALERT_PATHS } from '../adapters/http/contract/check-in-alerts-paths'
import { SANDBOX_PAGES } from '../adapters/http/contract/sandbox-paths'
import { giveGymMembership, newCustomer } from './selling-support'
import { BIRTHDAY_DEMO } from '../sandbox/seed/profile'
import { typeAsScanner } from './scanner-support'

/*
 * Alerts at check-in and the self check-in kiosk, end to end. The manager's settings end as the
 * defaults (paused blocks, renewal warns within 7 days), so no other journey sees a change.
 * Members: Nikhil Naik (whose membership is moved to end in 3 days), Pooja Patil (paused) and
 * Vera Varghese (checks herself in at the kiosk), Bhavna Bose (her birthday is the seed's centre
 * day; scanned in at the desk); no other journey checks them in.
 */

/** The kiosk's screen title (its route's). */
const KIOSK_TITLE = ROUTES.find((r) => r.path === '/kiosk')?.title ?? ''
const WRITE = { [CSRF_HEADER]: CSRF_VALUE }
/** The centre's settings the journey ends with: a paused membership blocks, everything else warns, renewal within 7 days (the defaults). */
const JOURNEY_SETTINGS = {
  levels: { membershipPaused: 'block', paymentDue: 'warn', recentInjury: 'warn', trialsUsedUp: 'warn', membershipEnding: 'warn', birthday: 'warn' },
  renewalWithinDays: 7,
} as const
const ENDING = { id: '200011', phone: '8000000002', first: 'Nikhil' }
const PAUSED = { id: '200006' }
const KIOSK_MEMBER = { id: '200009', phone: '9000000009', first: 'Vera' }

const visitsOf = async (page: Page | APIRequestContext, userId: string): Promise<MembershipsConfigWire> => {
  const req = 'request' in page ? page.request : page
  const res = await req.get(`${API_BASE}/${pathWith(PATHS.membershipsConfig, { userId })}`, { params: { centerId: 1, centerServiceId: 1001 } })
  expect(res.ok(), await res.text()).toBe(true)
  return (await res.json()) as MembershipsConfigWire
}

const block = (page: Page, title: string) => page.getByRole('region', { name: title })

test.describe.configure({ mode: 'serial' })

test('a manager sets the alerts; the desk checks in a member whose membership ends in 3 days (warned) and is refused a paused one, with the reason', async ({ page, browser }) => {
  await signInAsPersona(page, 'centre-manager')
  // Start from other settings than the journey's, so the form's choices are what changes them.
  const start = await page.request.put(`${API_BASE}/${CHECK_IN_ALERT_PATHS.checkInAlertSettings}`, {
    headers: WRITE,
    data: { centerId: 1, levels: { ...JOURNEY_SETTINGS.levels, membershipPaused: 'warn', membershipEnding: 'off' }, renewalWithinDays: 30 },
  })
  expect(start.ok(), await start.text()).toBe(true)

  await page.goto('/checkin-alerts')
  await expect(page.getByRole('heading', { level: 1, name: 'Check-in Alerts' })).toBeVisible()
  const paused = page.getByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.membershipPaused })
  await expect(paused.getByRole('radio', { name: 'Warn' })).toBeChecked()
  await paused.getByRole('radio', { name: 'Block' }).check()
  await page.getByRole('group', { name: M.CHECK_IN_ALERT_KIND_LABELS.membershipEnding }).getByRole('radio', { name: 'Warn' }).check()
  await page.getByLabel(M.ALERT_RENEWAL_DAYS_LABEL).fill('7')
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('button', { name: K.CHECK_IN_ALERTS_SAVE }).click()
  await expect(toast(page, M.CHECK_IN_ALERTS_SAVED)).toBeVisible()
  const saved = (await (await page.request.get(`${API_BASE}/${CHECK_IN_ALERT_PATHS.checkInAlertSettings}`, { params: { centerId: 1 } })).json()) as CentreAlertSettingsWire
  expect(saved).toEqual({ centerId: 1, saved: true, ...JOURNEY_SETTINGS })

  // Nikhil's membership now ends 3 days from the sandbox's now (the manager's change, through the API).
  const now = await sandboxNow(page)
  const gym = (await visitsOf(page, ENDING.id)).memberships.find((m) => m.start <= now && now <= m.end)
  if (gym === undefined) throw new Error('Nikhil has no current membership')
  const moved = await page.request.post(`${API_BASE}/${PATHS.membershipUpdate}`, {
    headers: WRITE,
    data: { membershipId: gym.id, action: 'END_DATE', endDate: now + 3 * DAY_MS, annotation: 'Renewal due: moved for the alerts journey' },
  })
  expect(moved.ok(), await moved.text()).toBe(true)

  // The front desk, in a browser of its own.
  const deskContext = await browser.newContext()
  const desk = await deskContext.newPage()
  await signInAsPersona(desk, 'front-desk')
  await desk.goto(`/user?userId=${ENDING.id}`)
  const alerts = block(desk, K.MEMBER_ALERTS_TITLE)
  await expect(alerts.getByText(M.membershipEndsIn(3))).toBeVisible()
  await expect(alerts.getByText(K.CHECK_IN_WARNING_LABEL)).toBeVisible()
  const card = block(desk, 'Current check-in')
  const before = (await visitsOf(desk, ENDING.id)).lastCheckins.map((c) => c.id)
  await card.getByRole('button', { name: 'Checkin' }).click()
  const otp = desk.getByRole('dialog', { name: M.OTP_VERIFICATION_TITLE })
  await otp.getByRole('button', { name: 'Send OTP' }).click()
  await otp.getByLabel('OTP').fill('123456')
  await otp.getByRole('button', { name: 'Verify' }).click()
  await expect(toast(desk, M.CHECK_IN_SUCCESSFUL)).toBeVisible()
  const warned = card.getByRole('list', { name: K.CHECKED_IN_WITH_ALERTS })
  await expect(warned).toContainText(M.membershipEndsIn(3))
  // Axe once the toasts (mid-animation, half transparent) have gone: the card's alerts stay.
  await expect(desk.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0, { timeout: 8_000 })
  expect(await seriousViolations(desk)).toEqual([])
  const added = (await visitsOf(desk, ENDING.id)).lastCheckins.filter((c) => !before.includes(c.id))
  expect(added).toHaveLength(1)

  // A paused member: the profile says check-in is blocked and why; the server refuses it too.
  await desk.goto(`/user?userId=${PAUSED.id}`)
  await expect(block(desk, K.MEMBER_ALERTS_TITLE).getByText(M.ALERT_MEMBERSHIP_PAUSED)).toBeVisible()
  await expect(block(desk, K.MEMBER_ALERTS_TITLE).getByText(K.CHECK_IN_BLOCKED_LABEL)).toBeVisible()
  await expect(card.getByRole('button', { name: 'Checkin' })).toBeDisabled()
  await expect(card.getByText(M.MEMBERSHIP_PAUSED_CHECK_IN_TOOLTIP)).toBeVisible()
  const refused = await desk.request.post(`${API_BASE}/${PATHS.memberCheckIn}`, { headers: WRITE, data: { userId: PAUSED.id, centerId: 1, cityId: 1 } })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toBe(M.MEMBERSHIP_PAUSED_NO_CHECK_IN)
  const pausedAlerts = (await (await desk.request.get(`${API_BASE}/${CHECK_IN_ALERT_PATHS.memberCheckInAlerts}`, { params: { userId: PAUSED.id, centerId: 1 } })).json()) as MemberAlertsWire
  expect(pausedAlerts.alerts).toEqual([{ kind: 'membershipPaused', severity: 'block', message: M.ALERT_MEMBERSHIP_PAUSED }])
  await deskContext.close()
})

/** The newest code the sandbox's SMS outbox holds for a phone, read as a member of staff (the kiosk may not read it). */
const latestCode = async (staff: APIRequestContext, phone: string): Promise<string> => {
  const outbox = (await (await staff.get(`${API_BASE}/${PATHS_SANDBOX.outbox}`)).json()) as { messages: readonly OutboxMessageWire[] }
  const sms = outbox.messages.find((m) => m.phone === phone)
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1]
  if (code === undefined) throw new Error(`no OTP for ${phone} in the outbox`)
  return code
}

test('the kiosk checks a member in by phone and OTP, shows only the first name, resets after 10 seconds and cannot leave its screen', async ({ page, playwright, baseURL }) => {
  const staff = await playwright.request.newContext({ baseURL: baseURL ?? '' })
  expect((await staff.post(`${API_BASE}/${PATHS_SANDBOX.session}`, { headers: WRITE, data: { persona: 'owner' } })).ok()).toBe(true)
  await page.setViewportSize({ width: 768, height: 1024 })
  await signInAsPersona(page, 'kiosk')
  await expect(page).toHaveURL(/\/kiosk$/)
  await expect(page.getByRole('heading', { level: 1, name: KIOSK_TITLE })).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  const before = (await visitsOf(staff, KIOSK_MEMBER.id)).lastCheckins.map((c) => c.id)
  await page.getByLabel(K.KIOSK_PHONE_LABEL).fill(KIOSK_MEMBER.phone)
  await page.getByRole('button', { name: K.KIOSK_SEND_OTP }).click()
  await expect(page.getByText(K.kioskOtpSentTo(KIOSK_MEMBER.phone.slice(-4)))).toBeVisible()
  await page.getByLabel(K.KIOSK_OTP_LABEL).fill(await latestCode(staff, KIOSK_MEMBER.phone))
  await page.getByRole('button', { name: K.KIOSK_CHECK_IN }).click()
  await expect(page.getByText(K.kioskWelcome(KIOSK_MEMBER.first))).toBeVisible()
  await expect(page.getByText('Varghese')).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  const added = (await visitsOf(staff, KIOSK_MEMBER.id)).lastCheckins.filter((c) => !before.includes(c.id))
  expect(added).toHaveLength(1)
  expect(added[0]?.state).toBe('validated')

  // Ready for the next member by itself.
  await expect(page.getByLabel(K.KIOSK_PHONE_LABEL)).toBeVisible({ timeout: 12_000 })
  await expect(page.getByLabel(K.KIOSK_PHONE_LABEL)).toHaveValue('')

  // Nowhere else to go: every address comes back to the kiosk, and the server refuses the desk's calls.
  for (const path of ['/checkin', `/user?userId=${KIOSK_MEMBER.id}`, '/checkin-alerts', '/nowhere']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/kiosk$/)
    await expect(page.getByRole('heading', { level: 1, name: KIOSK_TITLE })).toBeVisible()
  }
  const desk = await page.request.get(`${API_BASE}/${PATHS.checkIns}`, { params: { centerId: 1, pageNumber: 1, pageSize: 10, startTimeFrom: 0, startTimeTo: 1 } })
  expect(desk.status()).toBe(403)

  // A phone-sized tablet: the form fits without scrolling sideways and stays usable.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('button', { name: K.KIOSK_SEND_OTP })).toBeInViewport()
  await fitsWindow(page, 375)
  await page.getByLabel(K.KIOSK_PHONE_LABEL).fill('12345')
  await page.getByRole('button', { name: K.KIOSK_SEND_OTP }).click()
  await expect(page.getByText(M.KIOSK_INVALID_PHONE)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await staff.dispose()
})

test('the kiosk checks a member in by a scanner-typed pass, with no typing by the member, then resets', async ({ page, browser }) => {
  // A member of the main gym made for this journey (no other journey knows them), by the front desk.
  const deskContext = await browser.newContext()
  const desk = await deskContext.newPage()
  await signInAsPersona(desk, 'front-desk')
  const phone = `93${String(Date.now() % 1e8).padStart(8, '0')}`
  const userId = await newCustomer(desk, phone, 'Tara')
  await giveGymMembership(desk, userId, STAFF_PHONE['front-desk'])

  await page.setViewportSize({ width: 768, height: 1024 })
  await signInAsPersona(page, 'kiosk')
  await expect(page.getByText(M.KIOSK_SCAN_HINT)).toBeVisible()
  // The member's phone shows their pass (the sandbox's page stands for the app).
  await desk.goto(`${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(userId)}`)
  const code = await desk.locator('#pass').getAttribute('data-pass-code')
  if (code === null) throw new Error('the pass page shows no code')
  // A scanner types into whatever has the focus (the phone field here), fast, then Enter.
  await expect(page.getByLabel(K.KIOSK_PHONE_LABEL)).toBeFocused()
  await typeAsScanner(page, code)
  await expect(page.getByText(K.kioskWelcome('Tara'))).toBeVisible()
  await expect(page.getByText('Buyer')).toHaveCount(0)
  const visits = await visitsOf(desk, userId)
  expect(visits.lastCheckins.filter((c) => c.state === 'validated')).toHaveLength(1)
  // Ready for the next member by itself, the phone field empty.
  await expect(page.getByLabel(K.KIOSK_PHONE_LABEL)).toBeVisible({ timeout: 12_000 })
  await expect(page.getByLabel(K.KIOSK_PHONE_LABEL)).toHaveValue('')
  await deskContext.close()
})

test('the desk is warned of a member’s birthday when it scans her pass on the check-in list', async ({ page }) => {
  await followSandboxClock(page)
  await signInAsPersona(page, 'front-desk')
  const birthday = { kind: 'birthday', severity: 'warn', message: M.ALERT_BIRTHDAY }
  const alertsNow = async () =>
    ((await (await page.request.get(`${API_BASE}/${CHECK_IN_ALERT_PATHS.memberCheckInAlerts}`, { params: { userId: BIRTHDAY_DEMO.id, centerId: 1 } })).json()) as MemberAlertsWire).alerts
  // Her birthday is the seed's centre day. Close to the centre's midnight the sandbox's clock goes
  // back ten minutes, so the day cannot turn during the journey; a suite that has run past that
  // midnight since the sandbox was seeded goes back a day (the clock is put back at the end).
  let moved = false
  const setClock = async (now: number) => {
    moved = true
    expect((await page.request.post(SANDBOX_PAGES.clock, { data: { now } })).ok()).toBe(true)
  }
  try {
    const now = await sandboxNow(page)
    if (endOfCentreDay(centreDayOf(now)) - now < 5 * MINUTE_MS) await setClock(now - 10 * MINUTE_MS)
    if (!(await alertsNow()).some((a) => a.kind === 'birthday')) await setClock((await sandboxNow(page)) - DAY_MS)
    expect(await alertsNow()).toContainEqual(birthday)
    const before = (await visitsOf(page, BIRTHDAY_DEMO.id)).lastCheckins.map((c) => c.id)
    await page.goto('/checkin')
    const result = page.getByRole('status', { name: M.SCAN_RESULT_LABEL })
    await expect(result).toHaveText(M.SCAN_READY)
    // Her phone shows her pass (the sandbox's page stands for the app); the desk's scanner types it, no field focused.
    const phone = await page.context().newPage()
    await phone.goto(`${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(BIRTHDAY_DEMO.id)}`)
    const code = await phone.locator('#pass').getAttribute('data-pass-code')
    await phone.close()
    if (code === null) throw new Error('the pass page shows no code')
    await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined))
    await typeAsScanner(page, code)
    await expect(result).toContainText(M.scanCheckedIn(`${BIRTHDAY_DEMO.first} ${BIRTHDAY_DEMO.last}`))
    await expect(result.getByRole('list', { name: K.CHECKED_IN_WITH_ALERTS })).toContainText(M.ALERT_BIRTHDAY)
    expect(await seriousViolations(page)).toEqual([])
    const added = (await visitsOf(page, BIRTHDAY_DEMO.id)).lastCheckins.filter((c) => !before.includes(c.id))
    expect(added.map((c) => c.state)).toEqual(['validated'])
  } finally {
    if (moved) await page.request.post(SANDBOX_PAGES.clock, { data: { reset: true } })
  }
})
