import { type ChildProcess, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import type { UserByPhoneWire, UserWire } from '../adapters/http/contract/customer.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { CONNECTION_OFFLINE } from '../core/shared/messages'
import { goClientSide, seriousViolations, signInAsPersona } from './support'

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

const startSandbox = async (): Promise<void> => {
  sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_DATA_DIR: DATA_DIR,
      SANDBOX_FIXED_OTP: '123456',
      SANDBOX_NOW: process.env.E2E_NOW ?? '',
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
