import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test'
import qrcode from 'qrcode-generator'
import type { PastCheckInsWire } from '../adapters/http/contract/check-in.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { SANDBOX_PAGES } from '../adapters/http/contract/sandbox-paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { PASS_WINDOW_MS, nextWindowStart } from '../core/check-in/member-pass.rule'
import {
  CARD_REVOKED,
  MEMBER_CARD_ISSUE,
  MEMBER_CARD_ISSUED,
  MEMBER_CARD_REVOKE,
  MEMBER_CARD_TITLE,
  MEMBERSHIP_PAUSED_NO_CHECK_IN,
  MEMBER_OF_ANOTHER_CENTRE,
  PASS_ALREADY_USED,
  PASS_EXPIRED,
  SCAN_READY,
  SCAN_RESULT_LABEL,
  SCAN_WITH_CAMERA,
  scanCheckedIn,
} from '../core/shared/messages'
import { DEMO } from '../sandbox/seed/profile'
import { giveGymMembership, newCustomer } from './selling-support'
import { typeAsScanner } from './scanner-support'
import { STAFF_PHONE, followSandboxClock, sandboxNow, seriousViolations, signInAsPersona, toast } from './support'

/*
 * Scanning a member's pass at the desk (issue "check-in at rush hour"): the sandbox's member pass
 * page stands for the member's phone; its code is typed as a desk scanner types (a fast burst
 * ending in Enter, focus on no field) on the check-in list and checks the member in with no click.
 * The same code again, a code two windows old (the sandbox's clock moved on through its clock
 * control, then put back) and another centre's member are refused; a member the rules refuse opens
 * their profile with the reason. Outcomes are read back through the API.
 */

const expect = baseExpect.configure({ timeout: 20_000 })
const GYM = 1
const RUN = String(Date.now() % 1e5).padStart(5, '0')
let seq = 0
const nextPhone = (): string => `94${RUN}${String(seq++).padStart(3, '0')}`

test.afterEach(async ({ playwright, baseURL }) => {
  const r = await playwright.request.newContext(baseURL === undefined ? {} : { baseURL })
  const res = await r.post(SANDBOX_PAGES.clock, { data: { reset: true } })
  await r.dispose()
  baseExpect(res.ok()).toBe(true)
})

/** The code the member's pass page shows now (its data-pass-code), read as a phone app's owner would see it. */
const passCode = async (page: Page, userId: string): Promise<string> => {
  const pass = await page.context().newPage()
  await pass.goto(`${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(userId)}`)
  await expect(pass.getByRole('img', { name: /QR code/ })).toBeVisible()
  const code = await pass.locator('#pass').getAttribute('data-pass-code')
  await pass.close()
  if (code === null) throw new Error('the pass page shows no code')
  return code
}

/** Types a code as a desk scanner does: no field has the focus, a key every few milliseconds, then Enter. */
const scanWithKeyboard = async (page: Page, code: string): Promise<void> => {
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined))
  await typeAsScanner(page, code)
}

/** The member's check-ins at the main gym in the last ten minutes, as the API answers. */
const recentCheckIns = async (page: Page, userId: string) => {
  const now = await sandboxNow(page)
  const res = await page.request.get(`${API_BASE}/${PATHS.pastCheckIns}`, {
    params: { userId, centerId: GYM, startTimeFrom: now - 10 * 60_000, startTimeTo: now + 60_000 },
  })
  baseExpect(res.ok(), await res.text()).toBe(true)
  return ((await res.json()) as PastCheckInsWire).checkIns.filter((c) => c.state === 'validated')
}

const memberWithMembership = async (page: Page, firstName: string): Promise<string> => {
  const userId = await newCustomer(page, nextPhone(), firstName)
  await giveGymMembership(page, userId, STAFF_PHONE['front-desk'])
  return userId
}

test('a scanner-typed pass checks the member in from the check-in list with no click; a reused, an old and another centre’s pass are refused', async ({ page }) => {
  test.setTimeout(120_000)
  await followSandboxClock(page)
  await signInAsPersona(page, 'front-desk')
  const userId = await memberWithMembership(page, 'Scanned')

  await page.goto('/checkin')
  const result = page.getByRole('status', { name: SCAN_RESULT_LABEL })
  await expect(result).toHaveText(SCAN_READY)

  // A good pass: checked in at once, the name shown, the check-in in the server's records.
  const code = await passCode(page, userId)
  await scanWithKeyboard(page, code)
  await expect(result).toContainText(scanCheckedIn('Scanned Buyer'))
  baseExpect(await recentCheckIns(page, userId)).toHaveLength(1)
  baseExpect(await seriousViolations(page)).toEqual([])

  // The same code again: refused, nothing new on the server.
  await scanWithKeyboard(page, code)
  await expect(result).toContainText(PASS_ALREADY_USED)
  baseExpect(await recentCheckIns(page, userId)).toHaveLength(1)

  // Another centre's member (the play parent's membership is at Whitefield, not one of the desk's).
  await scanWithKeyboard(page, await passCode(page, DEMO.playParent.id))
  await expect(result).toContainText(MEMBER_OF_ANOTHER_CENTRE)
  baseExpect(await recentCheckIns(page, DEMO.playParent.id)).toHaveLength(0)

  // A code two windows old: the sandbox's clock moves on past its grace window.
  const old = await passCode(page, DEMO.activeOver30.id)
  const now = await sandboxNow(page)
  const moved = await page.request.post(SANDBOX_PAGES.clock, { data: { now: nextWindowStart(now) + PASS_WINDOW_MS + 1_000 } })
  baseExpect(moved.ok(), await moved.text()).toBe(true)
  await scanWithKeyboard(page, old)
  await expect(result).toContainText(PASS_EXPIRED)
  const reset = await page.request.post(SANDBOX_PAGES.clock, { data: { reset: true } })
  baseExpect(reset.ok()).toBe(true)
  baseExpect(await recentCheckIns(page, DEMO.activeOver30.id)).toHaveLength(0)

  // A member the rules refuse (a paused membership): their profile opens with the reason.
  await scanWithKeyboard(page, await passCode(page, DEMO.paused.id))
  await expect(page).toHaveURL(/\/user/)
  await expect(page.getByText(DEMO.paused.first, { exact: false }).first()).toBeVisible()
  await expect(page.getByRole('status', { name: SCAN_RESULT_LABEL })).toContainText(MEMBERSHIP_PAUSED_NO_CHECK_IN)
  baseExpect(await seriousViolations(page)).toEqual([])
})

test('a printed card issued on the profile checks the member in when scanned; once revoked it is refused', async ({ page }) => {
  test.setTimeout(90_000)
  await followSandboxClock(page)
  await signInAsPersona(page, 'front-desk')
  const userId = await memberWithMembership(page, 'Carded')
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  const block = page.getByRole('region', { name: MEMBER_CARD_TITLE })
  await block.getByRole('button', { name: MEMBER_CARD_ISSUE }).click()
  await expect(toast(page, MEMBER_CARD_ISSUED)).toBeVisible()
  await expect(block.getByRole('img', { name: /QR code of card/ })).toBeVisible()
  const code = await block.locator('[data-card-code]').getAttribute('data-card-code')
  if (code === null) throw new Error('the card shows no code')

  const result = page.getByRole('status', { name: SCAN_RESULT_LABEL })
  await scanWithKeyboard(page, code)
  await expect(result).toContainText(scanCheckedIn('Carded Buyer'))
  baseExpect(await recentCheckIns(page, userId)).toHaveLength(1)

  await block.getByRole('button', { name: MEMBER_CARD_REVOKE }).click()
  await expect(block.getByRole('button', { name: MEMBER_CARD_ISSUE })).toBeVisible()
  await scanWithKeyboard(page, code)
  await expect(result).toContainText(CARD_REVOKED)
  baseExpect(await recentCheckIns(page, userId)).toHaveLength(1)
  // Axe once the success toasts have left (they fade in and out).
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0)
  baseExpect(await seriousViolations(page)).toEqual([])
})

/**
 * One frame of a QR code as a Y4M video (the format Chromium's fake camera plays in a loop): the
 * code's modules black on white, centred in 640×480, grey chroma.
 */
const qrVideo = (text: string): string => {
  const qr = qrcode(0, 'M')
  qr.addData(text, 'Byte')
  qr.make()
  const W = 640
  const H = 480
  const n = qr.getModuleCount()
  const cell = Math.floor(420 / (n + 8))
  const size = cell * (n + 8)
  const left = Math.floor((W - size) / 2)
  const top = Math.floor((H - size) / 2)
  const y = Buffer.alloc(W * H, 255)
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.isDark(r, c))
        for (let dy = 0; dy < cell; dy++) y.fill(0, (top + (r + 4) * cell + dy) * W + left + (c + 4) * cell, (top + (r + 4) * cell + dy) * W + left + (c + 5) * cell)
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128)
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma])
  const file = join(mkdtempSync(join(tmpdir(), 'member-pass-')), 'pass.y4m')
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]))
  return file
}

test('Scan with camera reads the pass page’s QR code through Chromium’s fake camera and checks the member in', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  await followSandboxClock(page)
  await signInAsPersona(page, 'front-desk')
  const userId = await memberWithMembership(page, 'Camera')
  const video = qrVideo(await passCode(page, userId))

  // A browser of its own, whose camera plays the QR code.
  const launch = test.info().project.use.launchOptions ?? {}
  const browser: Browser = await playwright.chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  })
  try {
    const context = await browser.newContext({ ...(baseURL === undefined ? {} : { baseURL }), permissions: ['camera'] })
    const desk = await context.newPage()
    await followSandboxClock(desk)
    await signInAsPersona(desk, 'front-desk')
    await desk.goto('/checkin')
    await desk.getByRole('button', { name: SCAN_WITH_CAMERA }).click()
    await expect(desk.getByRole('status', { name: SCAN_RESULT_LABEL })).toContainText(scanCheckedIn('Camera Buyer'))
    baseExpect(await recentCheckIns(page, userId)).toHaveLength(1)
  } finally {
    await browser.close()
  }
})
