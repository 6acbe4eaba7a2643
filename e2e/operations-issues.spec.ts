import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, expect, test } from '@playwright/test'
import type { DoorDevicesWire, IssuesWire } from '../adapters/http/contract/operations-issues.codecs'
import { OPERATIONS_ISSUES_PATHS as P, doorActionPath } from '../adapters/http/contract/operations-issues-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { operationsTimeLabel } from '../core/operations/operations-time.rule'
import { epochMs } from '../core/shared/brands'
import * as M from '../core/shared/messages'
import { signInAsPersona, toast } from './support'

/*
 * Report Issue (/issues) and Door Access Control (/door) against the seeded sandbox, as the owner
 * at Koramangala Gym (centre 1, the owner's first centre). What each journey expects is read from
 * the sandbox's own answers (v1/odin/issues, v1/doorAccess/devices), before and after a reload.
 */

const KORAMANGALA = 1
const seriousAxe = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
const issuesOf = async (page: Page, centerId: number): Promise<IssuesWire> => (await (await page.request.get(`${API_BASE}/${P.issues}`, { params: { centerId } })).json()) as IssuesWire
const devicesOf = async (page: Page, centerId: number): Promise<DoorDevicesWire> =>
  (await (await page.request.get(`${API_BASE}/${P.doorDevices}`, { params: { centerId } })).json()) as DoorDevicesWire
const issueRows = (page: Page): Locator => page.getByRole('table', { name: M.ISSUES_OF_CENTRE }).locator('tbody tr')
const card = (page: Page, name: string): Locator => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })

test('Report Issue: the centre’s issues with their statuses in words; the form’s messages; a new issue is there after a reload', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await page.goto('/issues')
  await expect(page.getByRole('heading', { level: 1, name: 'Report Issue' })).toBeVisible()

  // Every issue the sandbox holds for the centre, newest first, with its status in words.
  const seeded = (await issuesOf(page, KORAMANGALA)).issues
  expect(seeded.length).toBeGreaterThan(0)
  await expect(issueRows(page)).toHaveCount(seeded.length)
  for (const [n, i] of seeded.entries()) {
    const row = issueRows(page).nth(n)
    await expect(row).toContainText(i.id)
    await expect(row).toContainText(i.title)
    await expect(row.getByText(M.ISSUE_STATUS_LABELS[i.status] ?? 'missing', { exact: true })).toBeVisible()
    await expect(row).not.toContainText(i.status === 'IN_PROGRESS' ? 'IN_PROGRESS' : i.status)
  }

  // Empty form: every required field says so at once; nothing is filed.
  await page.getByRole('button', { name: 'Report Issue' }).click()
  await expect(page.getByText(M.FIELD_REQUIRED)).toHaveCount(3)
  // Others reveals its own required text.
  await page.getByLabel(M.ISSUE_CATEGORY).selectOption({ label: M.ISSUE_CATEGORY_LABELS.OTHERS ?? 'Others' })
  const title = `Lift stuck on first floor ${Date.now().toString(36)}`
  await page.getByLabel(M.ISSUE_TITLE).fill(title)
  await page.getByLabel(M.ISSUE_DESCRIPTION).fill('The lift stops between floors; members take the stairs.')
  await page.getByRole('button', { name: 'Report Issue' }).click()
  await expect(page.getByLabel(M.ISSUE_CATEGORY_COMMENT)).toHaveAccessibleDescription(M.FIELD_REQUIRED)
  await expect(page.getByText(M.FIELD_REQUIRED)).toHaveCount(1)
  expect((await issuesOf(page, KORAMANGALA)).issues).toHaveLength(seeded.length)

  await page.getByLabel(M.ISSUE_CATEGORY_COMMENT).fill('Lift')
  await page.getByRole('button', { name: 'Report Issue' }).click()
  const created = toast(page, /^Ticket created Successfully: ISS-\d+$/)
  await expect(created).toBeVisible()
  const ticket = ((await created.textContent()) ?? '').replace('Ticket created Successfully: ', '')

  // The sandbox holds it: Open, reported by the owner, first in the list.
  const after = (await issuesOf(page, KORAMANGALA)).issues
  expect(after[0]).toMatchObject({ id: ticket, title, status: 'OPEN', reportedBy: 'Asha Rao', category: 'OTHERS', categoryComment: 'Lift' })
  await page.reload()
  const first = issueRows(page).first()
  await expect(first).toContainText(ticket)
  await expect(first).toContainText(title)
  await expect(first).toContainText('Others: Lift')
  await expect(first).toContainText(`Asha Rao, ${operationsTimeLabel(epochMs(after[0]?.reportedAt ?? 0))}`)
  await expect(first.getByText('Open', { exact: true })).toBeVisible()
  await expect(issueRows(page)).toHaveCount(seeded.length + 1)
  expect(await seriousAxe(page)).toEqual([])
})

test('Door Access Control: devices with their status in words; a door opens for a member and says who opened it after a reload; an offline one offers nothing', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await page.goto('/door')
  await expect(page.getByRole('heading', { level: 1, name: 'Door Access Control' })).toBeVisible()

  const devices = (await devicesOf(page, KORAMANGALA)).devices
  for (const d of devices) {
    const c = card(page, d.name)
    await expect(c.getByText(M.DOOR_STATUS_LABELS[d.status] ?? 'missing', { exact: true })).toBeVisible()
    await expect(c).toContainText(M.DOOR_KIND_LABELS[d.deviceType] ?? 'missing')
    await expect(c).toContainText(M.DOOR_VENDOR_LABELS[d.vendor] ?? 'missing')
    if (d.status === 'OFFLINE') {
      await expect(c).toContainText(M.DOOR_DEVICE_OFFLINE)
      await expect(c.getByRole('button')).toHaveCount(0)
    } else {
      await expect(c.getByRole('button', { name: `Let in: ${d.name}` })).toBeVisible()
      await expect(c.getByRole('button', { name: `Let out: ${d.name}` })).toBeVisible()
    }
  }

  // The device type filter keeps only that type.
  const barriers = devices.filter((d) => d.deviceType === 'SWING_BARRIER')
  await page.getByLabel(M.DOOR_KIND_FILTER).selectOption({ label: M.DOOR_KIND_LABELS.SWING_BARRIER ?? 'Swing barrier' })
  await expect(page.getByRole('list', { name: M.DOOR_DEVICES }).getByRole('heading', { level: 3 })).toHaveCount(barriers.length)
  await page.getByLabel(M.DOOR_KIND_FILTER).selectOption({ label: M.DOOR_ALL_KINDS })
  await expect(page.getByRole('list', { name: M.DOOR_DEVICES }).getByRole('heading', { level: 3 })).toHaveCount(devices.length)

  // Let a member out through a working device: the sandbox records it; the card says so after a reload.
  const working = devices.find((d) => d.status === 'FUNCTIONAL')
  if (working === undefined) throw new Error('the seed has no working device at Koramangala Gym')
  await card(page, working.name).getByRole('button', { name: `Let out: ${working.name}` }).click()
  await expect(toast(page, M.DOOR_ACTION_DONE.CHECKOUT ?? 'missing')).toBeVisible()
  const used = (await devicesOf(page, KORAMANGALA)).devices.find((d) => d.deviceId === working.deviceId)
  expect(used?.lastAction).toMatchObject({ action: 'CHECKOUT', by: 'Asha Rao' })
  await page.reload()
  await expect(card(page, working.name)).toContainText(M.doorLastAction('Let out', 'Asha Rao', operationsTimeLabel(epochMs(used?.lastAction?.at ?? 0))))
  expect(await seriousAxe(page)).toEqual([])
})

test('Door Access Control: the server refuses the action without the permission, an offline device, and a centre type the screen does not serve', async ({ page }) => {
  const offline = { deviceId: '', centreId: KORAMANGALA }
  await signInAsPersona(page, 'owner')
  const devices = (await devicesOf(page, KORAMANGALA)).devices
  offline.deviceId = devices.find((d) => d.status === 'OFFLINE')?.deviceId ?? ''
  const write = { headers: { [CSRF_HEADER]: CSRF_VALUE } }
  const refused = await page.request.post(`${API_BASE}/${doorActionPath(offline.deviceId)}`, { ...write, data: { action: 'CHECKIN' } })
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toEqual({ message: M.DOOR_DEVICE_OFFLINE })
  // HSR Cult (3) is a CULT centre: /door serves GYMFIT and ONEPASS only, on the server too.
  expect((await page.request.get(`${API_BASE}/${P.doorDevices}`, { params: { centerId: 3 } })).status()).toBe(403)

  // The front desk has no DOOR_ACCESS_CONTROL: the screen is not theirs and the server refuses the call.
  await page.context().clearCookies()
  await signInAsPersona(page, 'front-desk')
  const working = devices.find((d) => d.status === 'FUNCTIONAL')?.deviceId ?? ''
  const denied = await page.request.post(`${API_BASE}/${doorActionPath(working)}`, { ...write, data: { action: 'CHECKIN' } })
  expect(denied.status()).toBe(403)
  await page.goto('/door')
  await expect(page.getByText('Not Authorized')).toBeVisible()
})
