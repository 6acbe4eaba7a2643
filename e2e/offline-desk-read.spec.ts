import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Page, expect, test } from '@playwright/test'
import type { CheckInResultWire, PastCheckInsWire } from '../adapters/http/contract/check-in.codecs'
import type { BcaListWire, UserByPhoneWire, UserWire } from '../adapters/http/contract/customer.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { MINUTE_MS } from '../core/shared/constants'
import {
  BCA_BMR,
  BCA_BODY_FAT,
  BCA_MUSCLE_MASS,
  BCA_RECORD,
  BCA_VISCERAL_FAT,
  BCA_WEIGHT,
  CHECK_IN_BUTTON,
  CHECK_OUT_BUTTON,
  CONNECTION_OFFLINE,
  OFFLINE_ALL_SYNCED,
  OFFLINE_KIND_BCA,
  OFFLINE_KIND_CHECK_IN,
  OFFLINE_KIND_CHECK_OUT,
  SUBMIT,
  offlineQueued,
  offlineSyncBadge,
} from '../core/shared/messages'
import { DEMO } from '../sandbox/seed/profile'
import { goClientSide, sandboxNow, seriousViolations, signInAsPersona, staffAccessOf, toast } from './support'

/** How far the browser's clock may trail the sandbox's when it follows E2E_NOW (it is set from a read of the sandbox's). */
const CLOCK_SLACK_MS = 1000

/*
 * The desk reads without a network: opened once on this device, the portal starts again with the
 * network cut and the sandbox process stopped, and today's check-in list and a profile opened
 * earlier show from the device's copy with 'Offline: as of'. Signing out removes the copies.
 *
 * This journey runs against a sandbox of its own (the desktop project's port + 100, its own data
 * folder, the same built portal), because it stops and restarts that process; its service worker
 * is allowed (the other journeys run without one).
 */

const PORT = Number(process.env.E2E_PORT ?? '8181') + 100
const ORIGIN = `http://127.0.0.1:${PORT}`
const DATA_DIR = '.e2e-data-offline'

test.use({ baseURL: ORIGIN, serviceWorkers: 'allow' })
test.describe.configure({ timeout: 120_000 })

let sandbox: ChildProcess | undefined

/** Starts the journey's sandbox; `now`: the instant its clock starts at (E2E_NOW at first, where it had reached after a restart). */
const startSandbox = async (now: string = process.env.E2E_NOW ?? ''): Promise<void> => {
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_DATA_DIR: DATA_DIR,
      SANDBOX_FIXED_OTP: '123456',
      SANDBOX_NOW: now,
      SANDBOX_CLOCK_CONTROL: '1',
    },
    stdio: 'ignore',
  })
  const until = Date.now() + 60_000
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/sign-in`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the offline journey's sandbox did not start on ${PORT}`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const stopSandbox = async (): Promise<void> => {
  const running = sandbox
  sandbox = undefined
  if (running === undefined || running.exitCode !== null) return
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve())
    running.kill('SIGTERM')
  })
}

test.beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true })
  await startSandbox()
})
test.afterAll(async () => {
  await stopSandbox()
  rmSync(DATA_DIR, { recursive: true, force: true })
})

/** The copies this device keeps, counted in the browser's own database. */
const keptCopies = (page: Page): Promise<{ readonly copies: number; readonly holder: number }> =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('portal-offline-copies')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('copies')) return resolve({ copies: 0, holder: 0 })
          const tx = db.transaction(['copies', 'holder'])
          const copies = tx.objectStore('copies').count()
          const holder = tx.objectStore('holder').count()
          tx.oncomplete = () => {
            resolve({ copies: copies.result, holder: holder.result })
            db.close()
          }
        }
      }),
  )

const OFFLINE_AS_OF = /^Offline: as of \d{1,2}:\d{2} [AP]M$/

test('front desk: the check-in list and a profile opened earlier read offline after a reload with the sandbox stopped; sign-out removes them', async ({ page, context }) => {
  await signInAsPersona(page, 'front-desk')
  const ref = (await (await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone: '9000000004' }, headers: { [CSRF_HEADER]: CSRF_VALUE } })).json()) as UserByPhoneWire
  const user = (await (await page.request.get(`${API_BASE}/${PATHS.userById}`, { params: { userId: ref.id } })).json()) as UserWire

  // Online: the check-in list, then the member's profile; the service worker takes the page over.
  await page.goto('/checkin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const list = page.locator('#content')
  await expect(list.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
  const onlineList = (await list.textContent()) ?? ''

  await page.goto(`/user?userId=${ref.id}`)
  const header = page.getByRole('region', { name: 'Member', exact: true })
  await expect(header.getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
  const memberships = page.getByRole('region', { name: 'Memberships', exact: true })
  await expect(memberships.getByRole('table')).toBeVisible()
  const onlineMemberships = (await memberships.getByRole('table').textContent()) ?? ''
  await expect.poll(async () => (await keptCopies(page)).copies, { timeout: 15_000 }).toBeGreaterThanOrEqual(3)
  expect((await keptCopies(page)).holder).toBe(1)

  // The network goes while the desk is open: the check-in list asked again answers from the copy.
  await context.setOffline(true)
  await goClientSide(page, '/checkin')
  await expect(list.getByRole('status').filter({ hasText: /^Offline: as of/ })).toHaveText(OFFLINE_AS_OF)
  await goClientSide(page, `/user?userId=${ref.id}`)

  // The sandbox stops too: a reload still starts the desk, from this device.
  await stopSandbox()
  await page.reload()
  await expect(header.getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
  await expect(memberships.getByRole('status')).toHaveText(OFFLINE_AS_OF)
  await expect(memberships.getByRole('table')).toHaveText(onlineMemberships)
  await expect(page.locator('[role="status"][data-online="false"]')).toContainText(CONNECTION_OFFLINE)

  await page.goto('/checkin')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const note = list.getByRole('status').filter({ hasText: /^Offline: as of/ })
  await expect(note).toHaveText(OFFLINE_AS_OF)
  // The same list as online (its window, rows or the empty list's words), read from the copy.
  expect(((await list.textContent()) ?? '').replace((await note.textContent()) ?? '', '')).toBe(onlineList)
  expect(await seriousViolations(page)).toEqual([])

  // Back online with the sandbox restarted: signing out removes this staff member's copies.
  await startSandbox()
  await context.setOffline(false)
  await page.reload()
  await expect(list.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0)
  await page.getByRole('link', { name: 'Log Out' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/sign-in'))
  expect(await keptCopies(page)).toEqual({ copies: 0, holder: 0 })
})

test('front desk: actions done with the network and the sandbox gone survive a browser restart and land once, with their own time', async ({ playwright, launchOptions }) => {
  test.setTimeout(180_000)
  // A browser profile of its own on disk: closing the context is closing the browser.
  const profile = mkdtempSync(join(tmpdir(), 'offline-desk-profile-'))
  const open = () => playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL: ORIGIN, serviceWorkers: 'allow' })
  try {
    const first = await open()
    const page = first.pages()[0] ?? (await first.newPage())
    await signInAsPersona(page, 'front-desk')
    const centre = (await staffAccessOf(page)).selected
    if (centre === undefined) throw new Error('the front desk has no centre')
    const leaving = DEMO.activeUnder30
    const arriving = DEMO.activeOver30
    // Data the journey needs: the member who leaves was checked in online.
    const res = await page.request.post(`${API_BASE}/${PATHS.memberCheckIn}`, { headers: { [CSRF_HEADER]: CSRF_VALUE }, data: { userId: leaving.id, centerId: centre.id, cityId: centre.cityId } })
    expect(res.status()).toBe(201)
    const checkIn = ((await res.json()) as CheckInResultWire).checkIn

    // Online: both profiles opened on this device; the service worker takes the page over.
    await page.goto(`/user?userId=${arriving.id}`)
    await expect(page.locator('#profile-check-in').getByRole('button', { name: CHECK_IN_BUTTON })).toBeVisible()
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true)
    await page.goto(`/user?userId=${leaving.id}`)
    await expect(page.locator('#profile-check-in').getByRole('button', { name: CHECK_OUT_BUTTON })).toBeVisible()
    await expect.poll(async () => (await keptCopies(page)).copies, { timeout: 15_000 }).toBeGreaterThanOrEqual(6)
    // The desk's clock follows the sandbox's to within the moment it was set (E2E_NOW): a second's slack.
    const before = (await sandboxNow(page)) - CLOCK_SLACK_MS

    // Mid-morning the sandbox stops and the network goes: a reload still starts the desk.
    const sandboxAhead = (await sandboxNow(page)) - Date.now()
    await stopSandbox()
    await first.setOffline(true)
    await page.reload()
    const card = page.locator('#profile-check-in')
    await card.getByRole('button', { name: CHECK_OUT_BUTTON }).click()
    await expect(toast(page, offlineQueued(OFFLINE_KIND_CHECK_OUT))).toBeVisible()
    await page.getByRole('button', { name: BCA_RECORD, exact: true }).click()
    const form = page.getByRole('dialog')
    await form.getByLabel(BCA_WEIGHT).fill('74')
    await form.getByLabel(BCA_MUSCLE_MASS).fill('32')
    await form.getByLabel(BCA_BODY_FAT).fill('21')
    await form.getByLabel(BCA_VISCERAL_FAT).fill('8')
    await form.getByLabel(BCA_BMR).fill('1580')
    await form.getByRole('button', { name: SUBMIT }).click()
    await expect(toast(page, offlineQueued(OFFLINE_KIND_BCA))).toBeVisible()
    await goClientSide(page, `/user?userId=${arriving.id}`)
    await card.getByRole('button', { name: CHECK_IN_BUTTON }).click()
    await expect(toast(page, offlineQueued(OFFLINE_KIND_CHECK_IN))).toBeVisible()
    await expect(page.getByRole('button', { name: offlineSyncBadge(3, false) })).toBeVisible()
    await first.close()

    // The browser opens again on the same profile once the sandbox is back (the first navigations of a
    // reopened browser are not handed to the service worker under this harness: the desk starting
    // offline is the reload above). The session ended with the browser: the desk signs in again,
    // finds the queue kept on the device, and sends it.
    // Restarted, its clock goes on from where it was (under E2E_NOW it would start at that instant again).
    await startSandbox(process.env.E2E_NOW === undefined ? '' : new Date(Date.now() + sandboxAhead).toISOString())
    const second = await open()
    const again = second.pages()[0] ?? (await second.newPage())
    await signInAsPersona(again, 'front-desk')
    await again.goto(`/user?userId=${arriving.id}`)
    await expect(again.getByRole('button', { name: OFFLINE_ALL_SYNCED })).toBeVisible({ timeout: 30_000 })
    const after = await sandboxNow(again)

    // Each applied once, with the time it was done at the desk.
    const left = (await (await again.request.get(`${API_BASE}/${PATHS.pastCheckIns}`, { params: { userId: leaving.id, centerId: centre.id, startTimeFrom: before - 6 * 60 * MINUTE_MS, startTimeTo: after } })).json()) as PastCheckInsWire
    const ended = left.checkIns.find((c) => c.id === checkIn.id)
    expect(ended?.checkOutTime).toBeGreaterThanOrEqual(before)
    expect(ended?.checkOutTime).toBeLessThan(after)
    const arrived = (await (await again.request.get(`${API_BASE}/${PATHS.pastCheckIns}`, { params: { userId: arriving.id, centerId: centre.id, startTimeFrom: before, startTimeTo: after } })).json()) as PastCheckInsWire
    expect(arrived.checkIns.filter((c) => c.flags.includes('OFFLINE'))).toHaveLength(1)
    const bca = (await (await again.request.post(`${API_BASE}/${PATHS.bcaSearch}`, { headers: { [CSRF_HEADER]: CSRF_VALUE }, data: { phoneNumber: leaving.phone, centerId: centre.id } })).json()) as BcaListWire
    expect(bca.records.filter((r) => r.createdAt >= before && r.createdAt < after)).toHaveLength(1)
    await second.close()
  } finally {
    rmSync(profile, { recursive: true, force: true })
  }
})
