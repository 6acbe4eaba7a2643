import { expect, test } from '@playwright/test'
import { CheckInResultWire, type PastCheckInsWire } from '../adapters/http/contract/check-in.codecs'
import { type BcaListWire } from '../adapters/http/contract/customer.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { OFFLINE_KIND_BCA, OFFLINE_KIND_CHECK_IN, OFFLINE_KIND_CHECK_OUT, OFFLINE_KIND_LEAD, OFFLINE_KIND_PITCH, OFFLINE_NEEDS_NETWORK_SALE, OFFLINE_STATUS_APPLIED, PROFILE_ACTION_LABELS, offlineQueued } from '../core/shared/messages'
import { BCA_BODY_FAT, BCA_BMR, BCA_MUSCLE_MASS, BCA_RECORD, BCA_VISCERAL_FAT, BCA_WEIGHT, CHECK_IN_BUTTON, CHECK_OUT_BUTTON, SUBMIT } from '../core/shared/messages'
import { MINUTE_MS } from '../core/shared/constants'
import { NO_ACTIVE_CHECK_INS, OFFLINE_REFUSED_TASK_CAMPAIGN, OFFLINE_STATUS_REFUSED, OFFLINE_SYNC_PANEL_TITLE } from '../core/shared/messages'
import type { TasksWire } from '../adapters/http/contract/task.codecs'
import { DEMO } from '../sandbox/seed/profile'
import { newCustomer, sellGymMonthByCard, setTerminal } from './selling-support'
import { sandboxNow, signInAsPersona, staffAccessOf, toast } from './support'
import { MONEY_PATHS, moneyPath } from '../adapters/http/contract/money.codecs'
import { LeadCaptureWire, type LeadHistoryWire } from '../adapters/http/contract/lead.codecs'
import { LEAD_DESK_PATHS } from '../adapters/http/contract/lead-desk-paths'
import { COMMENT_LABEL, COMMENT_TAG_LABEL, MY_LEADS_LABEL, PREVIOUS_INTERACTIONS, SEARCH_LEADS_LABEL, SKIP_FOLLOW_UP_LABEL, UPDATE_LEAD, userIdLabel } from '../core/shared/messages'

/** How far the browser's clock may trail the sandbox's when it follows E2E_NOW (it is set from a read of the sandbox's). */
const CLOCK_SLACK_MS = 1000
/** The main gym's second terminal (its first is the card-sale journeys'). */
const REFUSAL_TID = 'EDC-1001-A'
const WRITE = { [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' }

/**
 * The desk keeps working when the network drops: a check-out, a check-in, a pitch, a lead and a BCA done offline
 * are queued on the device, survive a reload, and are applied once each, with the time they were
 * done, when the network is back; a sale says it needs the network.
 */
test('offline at the desk: actions queue, survive a reload, and land once with their own time', async ({ page, context }) => {
  test.setTimeout(150_000)
  await signInAsPersona(page, 'front-desk')
  const access = await staffAccessOf(page)
  const centre = access.selected
  if (centre === undefined) throw new Error('the front desk has no centre')
  const leaving = DEMO.activeUnder30
  const arriving = DEMO.activeOver30
  // Data the journey needs: the member who leaves was checked in online.
  const res = await page.request.post(`${API_BASE}/${PATHS.memberCheckIn}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { userId: leaving.id, centerId: centre.id, cityId: centre.cityId },
  })
  expect(res.status()).toBe(201)
  const checkedIn = CheckInResultWire.is(await res.json()) ? ((await res.json()) as CheckInResultWire).checkIn : undefined
  if (checkedIn === undefined) throw new Error('the check-in was not made')

  // Both profiles open online (two tabs share one queue).
  await page.goto(`/user?userId=${leaving.id}`)
  await expect(page.locator('#profile-check-in').getByRole('button', { name: CHECK_OUT_BUTTON })).toBeVisible()
  const second = await context.newPage()
  await second.goto(`/user?userId=${arriving.id}`)
  await expect(second.locator('#profile-check-in').getByRole('button', { name: CHECK_IN_BUTTON })).toBeVisible()
  // A third member is pitched (their profile offers Record Pitch), opened once online today: its
  // lists (comment tags, who may pitch) are kept for the outage.
  const third = await context.newPage()
  await third.goto(`/user?userId=${DEMO.v2.id}`)
  const openPitch = async () => {
    const actions = third.getByRole('navigation', { name: 'Actions' })
    await actions.getByRole('button', { name: /More actions/ }).click()
    await actions.getByRole('button', { name: PROFILE_ACTION_LABELS.recordPitch }).click()
    const pitch = third.getByRole('dialog', { name: PROFILE_ACTION_LABELS.recordPitch })
    await expect(pitch.getByLabel('Comment Tag').locator('option').nth(1)).toBeAttached()
    await expect(pitch.getByLabel('Pitched By').locator('option').nth(1)).toBeAttached()
    return pitch
  }
  await (await openPitch()).press('Escape')
  // A new customer's PT lead, its Record Lead opened once online today from My Leads (its history
  // and comment tags are kept for the outage).
  const leadUser = await newCustomer(page, `94${String(Date.now() % 1e8).padStart(8, '0')}`, 'Lead')
  const captured = await page.request.post(`${API_BASE}/${PATHS.leadCapture}`, {
    headers: WRITE,
    data: { userId: leadUser, assigneeId: 'agent-102', assigneeType: 'TRAINER', centerId: centre.centerServiceId, leadCategory: 'PT_LEAD', leadType: 'WARM', leadStatus: 'ACTIVE', createdBy: access.userContext.id, comment: 'Asked about PT' },
  })
  expect(LeadCaptureWire.is(await captured.json())).toBe(true)
  const leads = await context.newPage()
  await leads.goto('/lead-manager')
  await leads.getByRole('searchbox', { name: SEARCH_LEADS_LABEL }).fill(leadUser)
  const leadCard = leads.getByRole('list', { name: MY_LEADS_LABEL }).getByRole('listitem', { name: new RegExp(`${userIdLabel(leadUser)}$`) })
  const openLead = async () => {
    await leadCard.getByRole('button', { name: `${UPDATE_LEAD}: Lead Buyer` }).click()
    const dialog = leads.getByRole('dialog', { name: 'Lead Buyer' })
    await expect(dialog.getByRole('region', { name: PREVIOUS_INTERACTIONS })).toBeVisible()
    await expect(dialog.getByLabel(COMMENT_TAG_LABEL).locator('option').nth(1)).toBeAttached()
    return dialog
  }
  await (await openLead()).press('Escape')

  await context.setOffline(true)
  // The desk's clock follows the sandbox's to within the moment it was set (E2E_NOW): a second's slack.
  const before = (await sandboxNow(page)) - CLOCK_SLACK_MS
  await page.locator('#profile-check-in').getByRole('button', { name: CHECK_OUT_BUTTON }).click()
  await expect(toast(page, offlineQueued(OFFLINE_KIND_CHECK_OUT))).toBeVisible()
  await second.locator('#profile-check-in').getByRole('button', { name: CHECK_IN_BUTTON }).click()
  await expect(toast(second, offlineQueued(OFFLINE_KIND_CHECK_IN))).toBeVisible()
  const pitch = await openPitch()
  await pitch.getByLabel('Lead Quality').selectOption('WARM')
  await pitch.getByLabel('Comment Tag').selectOption({ index: 1 })
  await pitch.getByLabel('Source').selectOption('Billboard')
  await pitch.getByLabel('Pitched By').selectOption({ index: 1 })
  await pitch.getByLabel('Remarks').fill('Asked about PT during the outage')
  await pitch.getByRole('button', { name: PROFILE_ACTION_LABELS.recordPitch }).click()
  await expect(toast(third, offlineQueued(OFFLINE_KIND_PITCH))).toBeVisible()
  const lead = await openLead()
  await lead.getByLabel(COMMENT_TAG_LABEL).selectOption({ index: 1 })
  await lead.getByLabel(COMMENT_LABEL, { exact: true }).fill('Will call back after the outage')
  await lead.getByRole('radio', { name: 'Cold' }).check()
  await lead.getByRole('checkbox', { name: SKIP_FOLLOW_UP_LABEL }).check()
  await lead.getByRole('button', { name: UPDATE_LEAD, exact: true }).click()
  await expect(toast(leads, offlineQueued(OFFLINE_KIND_LEAD))).toBeVisible()

  await page.getByRole('button', { name: BCA_RECORD, exact: true }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel(BCA_WEIGHT).fill('72')
  await form.getByLabel(BCA_MUSCLE_MASS).fill('31')
  await form.getByLabel(BCA_BODY_FAT).fill('22')
  await form.getByLabel(BCA_VISCERAL_FAT).fill('9')
  await form.getByLabel(BCA_BMR).fill('1550')
  await form.getByRole('button', { name: SUBMIT }).click()
  await expect(toast(page, offlineQueued(OFFLINE_KIND_BCA))).toBeVisible()

  // Nothing that moves money is queued.
  await page.getByRole('button', { name: 'Sell new pack' }).click()
  await expect(toast(page, OFFLINE_NEEDS_NETWORK_SALE)).toBeVisible()
  await expect(page.getByRole('button', { name: '5 waiting' })).toBeVisible()

  // The queue survives a reload: the server is unreachable (the assets still load), five wait.
  await context.setOffline(false)
  await page.route(`**/${API_BASE}/**`, (route) => (route.request().resourceType() === 'fetch' ? route.abort('internetdisconnected') : route.fallback()))
  await second.route(`**/${API_BASE}/**`, (route) => route.abort('internetdisconnected'))
  await third.route(`**/${API_BASE}/**`, (route) => route.abort('internetdisconnected'))
  await leads.route(`**/${API_BASE}/**`, (route) => route.abort('internetdisconnected'))
  await page.reload()
  await page.unroute(`**/${API_BASE}/**`)
  await second.unroute(`**/${API_BASE}/**`)
  await third.unroute(`**/${API_BASE}/**`)
  await leads.unroute(`**/${API_BASE}/**`)
  await second.evaluate(() => window.dispatchEvent(new Event('online')))

  // Back online: each applied once, with the time it was done at the desk.
  const synced = page.getByRole('button', { name: 'Offline actions synced' })
  await expect(synced).toBeVisible({ timeout: 30_000 })
  await synced.click()
  const panel = page.getByRole('dialog', { name: OFFLINE_SYNC_PANEL_TITLE })
  for (const kind of [OFFLINE_KIND_CHECK_OUT, OFFLINE_KIND_CHECK_IN, OFFLINE_KIND_PITCH, OFFLINE_KIND_LEAD, OFFLINE_KIND_BCA])
    await expect(panel.getByRole('listitem').filter({ hasText: kind }).first()).toContainText(OFFLINE_STATUS_APPLIED)
  await panel.press('Escape')
  const after = await sandboxNow(page)
  const past = await page.request.get(`${API_BASE}/${PATHS.pastCheckIns}`, {
    params: { userId: leaving.id, centerId: centre.id, startTimeFrom: before - 6 * 60 * MINUTE_MS, startTimeTo: after },
  })
  const left = ((await past.json()) as PastCheckInsWire).checkIns.find((c) => c.id === checkedIn.id)
  expect(left?.checkOutTime).toBeGreaterThanOrEqual(before)
  expect(left?.checkOutTime).toBeLessThan(after)
  const arrived = await page.request.get(`${API_BASE}/${PATHS.pastCheckIns}`, {
    params: { userId: arriving.id, centerId: centre.id, startTimeFrom: before, startTimeTo: after },
  })
  const offlineCheckIns = ((await arrived.json()) as PastCheckInsWire).checkIns.filter((c) => c.flags.includes('OFFLINE'))
  expect(offlineCheckIns).toHaveLength(1)
  const bca = await page.request.post(`${API_BASE}/${PATHS.bcaSearch}`, { headers: { [CSRF_HEADER]: CSRF_VALUE }, data: { phoneNumber: leaving.phone, centerId: centre.id } })
  const recorded = ((await bca.json()) as BcaListWire).records.filter((r) => r.createdAt >= before && r.createdAt < after)
  expect(recorded).toHaveLength(1)
  const history = await page.request.post(`${API_BASE}/${LEAD_DESK_PATHS.leadHistory}`, { headers: WRITE, data: { userId: leadUser, centerServiceId: centre.centerServiceId } })
  const updates = ((await history.json()) as LeadHistoryWire).interactions.filter((i) => i.kind === 'UPDATED')
  expect(updates).toHaveLength(1)
  expect(updates[0]).toMatchObject({ comment: 'Will call back after the outage', leadQuality: 'COLD' })
  expect(updates[0]?.at).toBeGreaterThanOrEqual(before)
  expect(updates[0]?.at).toBeLessThan(after)
})

test('an offline action the server refuses as of its time is shown with the reason and filed for the manager', async ({ page, context, browser }) => {
  await signInAsPersona(page, 'front-desk')
  const centre = (await staffAccessOf(page)).selected
  if (centre === undefined) throw new Error('the front desk has no centre')
  const member = DEMO.activePt
  const res = await page.request.post(`${API_BASE}/${PATHS.memberCheckIn}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { userId: member.id, centerId: centre.id, cityId: centre.cityId },
  })
  expect(res.status()).toBe(201)
  const checkIn = ((await res.json()) as CheckInResultWire).checkIn
  await page.goto(`/user?userId=${member.id}`)
  const card = page.locator('#profile-check-in')
  await expect(card.getByRole('button', { name: CHECK_OUT_BUTTON })).toBeVisible()

  await context.setOffline(true)
  await card.getByRole('button', { name: CHECK_OUT_BUTTON }).click()
  await expect(toast(page, offlineQueued(OFFLINE_KIND_CHECK_OUT))).toBeVisible()
  // Meanwhile another desk, online, checked the member out: by the time the queued check-out
  // happened, there was no check-in to end.
  await new Promise((r) => setTimeout(r, 50))
  const elsewhere = await browser.newContext()
  const other = await elsewhere.newPage()
  await signInAsPersona(other, 'owner')
  const out = await other.request.put(`${API_BASE}/${PATHS.checkout.replace(':checkInId', String(checkIn.id))}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    params: { userId: member.id },
  })
  expect(out.status()).toBe(200)

  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  const badge = page.getByRole('button', { name: '1 refused' })
  await expect(badge).toBeVisible({ timeout: 30_000 })
  await badge.click()
  const panel = page.getByRole('dialog', { name: OFFLINE_SYNC_PANEL_TITLE })
  await expect(panel.getByRole('listitem').filter({ hasText: OFFLINE_KIND_CHECK_OUT })).toContainText(OFFLINE_STATUS_REFUSED)
  await expect(panel).toContainText(NO_ACTIVE_CHECK_INS)

  const tasks = await other.request.get(`${API_BASE}/${PATHS.tasks}`, { params: { userId: member.id, packProductTypes: 'GYM_JOINING' } })
  const filed = ((await tasks.json()) as TasksWire).tasks.filter((t) => t.campaignName === OFFLINE_REFUSED_TASK_CAMPAIGN)
  expect(filed).toHaveLength(1)
  expect(filed[0]?.remark).toContain(NO_ACTIVE_CHECK_INS)
  await elsewhere.close()
})

test('a check-in done offline for a member whose membership was ended meanwhile is refused as of its time and shown', async ({ page, context, browser }) => {
  test.setTimeout(180_000)
  // The data the journey needs: a new member who bought a month's pack at the main gym's terminal.
  const elsewhere = await browser.newContext()
  const manager = await elsewhere.newPage()
  await signInAsPersona(manager, 'owner')
  const userId = await newCustomer(manager, `93${String(Date.now() % 1e8).padStart(8, '0')}`, 'Offline')
  await setTerminal(manager, REFUSAL_TID, { nextOutcome: 'APPROVE' })
  const orderId = await sellGymMonthByCard(manager, userId, REFUSAL_TID, `e2e-offline-${userId}`)

  // The desk opens the member's profile online: the offline copy shows a current membership.
  await signInAsPersona(page, 'front-desk')
  await page.goto(`/user?userId=${userId}`)
  const card = page.locator('#profile-check-in')
  await expect(card.getByRole('button', { name: CHECK_IN_BUTTON })).toBeVisible()
  await context.setOffline(true)

  // Meanwhile the owner refunds the order and ends the membership now.
  await setTerminal(manager, REFUSAL_TID, { nextOutcome: 'APPROVE' })
  const refund = await manager.request.post(`${API_BASE}/${moneyPath(MONEY_PATHS.orderRefund, orderId)}`, {
    headers: { ...WRITE, 'idempotency-key': `e2e-offline-refund-${orderId}` },
    data: { amount: 1000, reason: 'MEDICAL', membership: 'END' },
  })
  expect(refund.ok(), await refund.text()).toBe(true)
  await new Promise((r) => setTimeout(r, 50))

  // The desk, offline, still sees the membership and queues the check-in; the server refuses it as of its time.
  await card.getByRole('button', { name: CHECK_IN_BUTTON }).click()
  await expect(toast(page, offlineQueued(OFFLINE_KIND_CHECK_IN))).toBeVisible()
  await context.setOffline(false)
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  const badge = page.getByRole('button', { name: '1 refused' })
  await expect(badge).toBeVisible({ timeout: 30_000 })
  await badge.click()
  const panel = page.getByRole('dialog', { name: OFFLINE_SYNC_PANEL_TITLE })
  await expect(panel.getByRole('listitem').filter({ hasText: OFFLINE_KIND_CHECK_IN })).toContainText(OFFLINE_STATUS_REFUSED)

  // Nothing was checked in, and the manager has the refusal as a task.
  const past = await manager.request.get(`${API_BASE}/${PATHS.pastCheckIns}`, { params: { userId, centerId: 1, startTimeFrom: 0, startTimeTo: (await sandboxNow(manager)) + MINUTE_MS } })
  expect(((await past.json()) as PastCheckInsWire).checkIns ?? []).toHaveLength(0)
  const tasks = await manager.request.get(`${API_BASE}/${PATHS.tasks}`, { params: { userId, packProductTypes: 'GYM_JOINING' } })
  expect(((await tasks.json()) as TasksWire).tasks.filter((t) => t.campaignName === OFFLINE_REFUSED_TASK_CAMPAIGN)).toHaveLength(1)
  await elsewhere.close()
})
