import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, expect } from '@playwright/test'
import { FEATURE_LIST_NAMES, type FeatureListName } from '../core/access/access'
import type { StaffAccess } from '../core/access/staff-access'
import { selectedCentre } from '../core/centre/selected-centre.rule'
import type { PermissionsWire, FeatureListWire } from '../adapters/http/contract/access.codecs'
import type { CentreDetailsWire } from '../adapters/http/contract/centre.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { SANDBOX_PAGES } from '../adapters/http/contract/sandbox-paths'
import { centreFromWire } from '../adapters/http/centre.mapping'
import { FEATURE_LIST_KEYS, permissionsFromWire } from '../adapters/http/staff-access.mapping'

/** Signs in through the sandbox's persona page, as a member of staff would. */
export const signInAs = async (page: Page, personaName: RegExp | string): Promise<void> => {
  await followSandboxClock(page)
  await page.goto('/sign-in')
  await page.getByRole('button', { name: personaName }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}

/** Signs in as the persona with this exact key (owner, centre-manager, trainer, ...). */
export const signInAsPersona = async (page: Page, persona: string): Promise<void> => {
  await followSandboxClock(page)
  await page.goto('/sign-in')
  await page.locator(`button[name="persona"][value="${persona}"]`).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'))
}

const getJson = async <T>(page: Page, path: string, params?: Record<string, string>): Promise<T> => {
  const res = await page.request.get(`${API_BASE}/${path}`, params === undefined ? {} : { params })
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`)
  return (await res.json()) as T
}


/**
 * What the sandbox says the signed-in persona may do (centres, permissions, feature lists), read
 * from its API with the page's session and shaped as the core's StaffAccess.
 */
export const staffAccessOf = async (page: Page): Promise<StaffAccess> => {
  const details = await getJson<CentreDetailsWire>(page, PATHS.centreDetails)
  const rights = await getJson<PermissionsWire>(page, PATHS.permission)
  const lists = await Promise.all(
    FEATURE_LIST_NAMES.map(async (n): Promise<[FeatureListName, readonly number[]]> => [
      n,
      (await getJson<FeatureListWire>(page, PATHS.featureList, { key: FEATURE_LIST_KEYS[n] })).centerServiceIds,
    ]),
  )
  const centers = details.centers.map(centreFromWire)
  const u = details.userContext
  return {
    centers,
    selected: selectedCentre(centers, undefined),
    userContext: {
      id: u.id,
      name: u.name,
      email: u.email,
      ...(typeof u.empId === 'string' ? { empId: u.empId } : {}),
      ...(typeof u.cultEmployeeId === 'string' ? { cultEmployeeId: u.cultEmployeeId } : {}),
    },
    gymPtEnabledCenter: details.gymPtEnabledCenter,
    permissions: permissionsFromWire(rights),
    memberships: rights.memberships,
    featureLists: Object.fromEntries(lists),
  }
}

/** Client-side navigation (no reload): the portal's router follows the history. */
export const goClientSide = async (page: Page, path: string): Promise<void> => {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** The sandbox's clock (SANDBOX_NOW may set it to another instant than the machine's). */
export const sandboxNow = async (page: Page): Promise<number> => {
  const res = await page.request.get(SANDBOX_PAGES.clock)
  if (!res.ok()) throw new Error(`${SANDBOX_PAGES.clock}: ${res.status()}`)
  return ((await res.json()) as { now: number }).now
}

/**
 * Sets the browser's clock to the sandbox's when they differ (E2E_NOW), before the page loads:
 * the portal then computes "today" and the default windows as of the sandbox's instant, and time
 * runs on from there. Call it before the first navigation of a journey.
 */
const clockFollowed = new WeakSet<Page>()
export const followSandboxClock = async (page: Page): Promise<void> => {
  if (clockFollowed.has(page)) return
  clockFollowed.add(page)
  const now = await sandboxNow(page)
  if (Math.abs(now - Date.now()) > 60_000) await page.clock.install({ time: now })
}

const WRITE_HEADERS = { [CSRF_HEADER]: CSRF_VALUE }

/** The signed-in personas' own phones (sandbox/seed/personas.ts): where a cash OTP goes. */
export const STAFF_PHONE = { owner: '9800000001', 'centre-manager': '9800000002', 'front-desk': '9800000004' } as const

/**
 * Verifies a cash OTP for a sale through the API, as the portal does before a cash order (the
 * sandbox refuses the order without one). The sandbox runs with
 * SANDBOX_FIXED_OTP=123456 in the journeys.
 */
export const verifyCashOtpFor = async (page: Page, staff: keyof typeof STAFF_PHONE, userId: string, amount: number): Promise<void> => {
  const phone = STAFF_PHONE[staff]
  const target = { namespace: 'CENTER_PORTAL', identifier: `+91-${phone}`, context: 'CASH_PAYMENT' }
  const sent = await page.request.post(`${API_BASE}/${PATHS.sendOtp}`, { headers: WRITE_HEADERS, data: { ...target, userData: { phone: { phoneNumber: phone, countryCallingCode: '+91' } }, mediums: ['sms'] } })
  if (!sent.ok()) throw new Error(`sending the cash OTP failed: ${sent.status()} ${await sent.text()}`)
  const verified = await page.request.post(`${API_BASE}/${PATHS.verifyOtp}`, { headers: WRITE_HEADERS, data: { ...target, otp: '123456', sale: { userId, amount } } })
  if (!verified.ok()) throw new Error(`verifying the cash OTP failed: ${verified.status()} ${await verified.text()}`)
}

/**
 * Nothing on the page is wider than its window (no sideways scroll), once the layout has settled:
 * right after a resize, a part that sizes itself to its box (a chart, a table's columns) is still as
 * wide as before until its own resize observer has run.
 */
export const fitsWindow = async (page: Page, width: number): Promise<void> =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `the page fits a ${width} px window` }).toBeLessThanOrEqual(width)

/** Axe's serious and critical violations on the page as it is, each with the elements it names. */
export const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/** A toast with this text in the Notifications region. */
export const toast = (page: Page, text: string | RegExp): Locator => page.getByRole('region', { name: 'Notifications' }).getByText(text)

/** GET an API path as the signed-in page (its cookies); expects a 2xx and answers the JSON. */
export const api = async <T>(page: Page, path: string, params: Record<string, string | number>): Promise<T> => {
  const res = await page.request.get(`${API_BASE}/${path}`, { params })
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true)
  return (await res.json()) as T
}
