import { type Page, expect, test } from '@playwright/test'
import type { RouteDef } from '../core/access/access'
import { type StaffAccess, accessSubjectFor } from '../core/access/staff-access'
import { canAccess } from '../core/access/route-access.rule'
import { ROUTES } from '../core/access/route-map'
import type { Centre } from '../core/centre/centre'
import { epochMs } from '../core/shared/brands'
import { CHECKING_PAYMENT_IN_PROGRESS, NOT_AUTHORIZED } from '../core/shared/messages'
import { goClientSide, sandboxNow, seriousViolations, signInAsPersona, staffAccessOf } from './support'

/*
 * Nothing clipped, at a phone's 375 px and a desk's 1366 px, on every route of the route map (so a
 * new screen is swept too): the owner visits each route at a gym, then at the other kinds of centre
 * the routes a gym does not offer (play and academy screens at a play centre, group classes at a
 * cult centre), and three member profiles. On each screen, once it has loaded:
 *  - the page is no wider than the window (nothing to scroll sideways);
 *  - no element's content overflows a box that clips it (a cut 'ACTI', a cut 'Succe');
 *  - a table cell, heading, button or label does not spill its text over its neighbours;
 *  - a box that scrolls sideways says so: it is focusable and named, with a described hint;
 *  - a search or text field's placeholder fits in it;
 *  - and, on a phone, axe finds no serious or critical violation where tables are drawn as cards
 *    (on one report: every report is the same screen).
 */

test.describe.configure({ mode: 'serial' })

const SIZES = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desk', width: 1366, height: 768 },
] as const

/** A concrete address for a route pattern (as the shell's sweep). */
const addressOf = (r: RouteDef): string => r.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`)
const VISITED = ROUTES.filter((r) => r.path !== '/logout')
/** Profiles with full tables: orders in every status and add-ons; a PT pack and sessions; a play member with children. */
const PROFILES = { gym: ['/user?userId=200004', '/user?userId=200008'], play: ['/user?userId=200010'] } as const

/** Chooses the centre from the header (from the drawer on a phone, which closes on the choice). */
const selectCentre = async (page: Page, centre: Centre): Promise<void> => {
  const picker = page.getByRole('button', { name: /^Centre/ })
  const phone = !(await picker.isVisible())
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click()
  await picker.click()
  await page.getByRole('combobox', { name: 'Search centres by name or locality' }).fill(centre.name)
  await page.getByRole('option', { name: new RegExp(centre.name.replace(/[()]/g, '\\$&')) }).click()
  if (phone) {
    await expect(picker).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
  }
  await expect(picker).toContainText(centre.name)
  if (phone) await page.keyboard.press('Escape')
}

/** What overflows on the page as it is now, one line each (empty: nothing). Runs in the page. */
const overflowsOnPage = (): string[] => {
  const found: string[] = []
  const doc = document.documentElement
  const name = (el: Element): string => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)
    const label = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? ''
    return `<${el.tagName.toLowerCase()}${el.id === '' ? '' : `#${el.id}`}> "${label || text}"`
  }
  if (doc.scrollWidth > window.innerWidth + 1) found.push(`the page is ${doc.scrollWidth} px wide in a ${window.innerWidth} px window`)
  const SPILLS = new Set(['TD', 'TH', 'BUTTON', 'A', 'LABEL', 'H1', 'H2', 'H3', 'H4', 'LI', 'DT', 'DD', 'P', 'LEGEND', 'SUMMARY', 'OPTION'])
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    if (el instanceof SVGElement || el.closest('svg, canvas, iframe, script, style') !== null) continue
    // Inline boxes and visually hidden text (1 px, clipped) have no room of their own to overflow.
    if (el.clientWidth <= 1 || el.clientHeight <= 1) continue
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.display === 'contents') continue
    const rect = el.getBoundingClientRect()
    if (rect.bottom < 0 && rect.right < 0) continue
    const over = el.scrollWidth - el.clientWidth
    if (over > 1) {
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') {
        const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby')
        const hinted = el.hasAttribute('aria-describedby')
        const role = el.getAttribute('role')
        if (!(named && hinted && el.tabIndex >= 0 && (role === 'region' || role === 'group')))
          found.push(`${name(el)} scrolls sideways (${el.scrollWidth} in ${el.clientWidth} px) without a named, focusable box and a hint`)
      } else if (style.overflowX === 'hidden' || style.overflowX === 'clip') found.push(`${name(el)} is clipped: ${el.scrollWidth} px of content in ${el.clientWidth} px`)
      else if (SPILLS.has(el.tagName)) found.push(`${name(el)} spills: ${el.scrollWidth} px of content in ${el.clientWidth} px`)
    }
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.placeholder !== '' && el.value === '') {
      const ctx = document.createElement('canvas').getContext('2d')
      if (ctx === null) continue
      ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const placeholder = getComputedStyle(el, '::placeholder')
      ctx.font = `${placeholder.fontStyle} ${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`
      // A search field keeps room at its end for its clear button, empty or not.
      const clear = el.type === 'search' ? 16 : 0
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - clear
      const needs = ctx.measureText(el.placeholder).width
      if (needs > room + 1) found.push(`${name(el)}: its placeholder needs ${Math.ceil(needs)} px, the field has ${Math.floor(room)} px`)
    }
  }
  return found
}

/** Waits for the screen at this address to have drawn what it loads, then lists what overflows. */
const sweep = async (page: Page, address: string, title: string | undefined, axeTables = false): Promise<string[]> => {
  await goClientSide(page, address)
  const heading = page.locator('#content h1').first()
  if (title !== undefined) await expect(heading, address).toHaveText(title)
  else await expect(heading, address).toBeVisible()
  // Every loader (a spinner with its words) has given way to what it loaded.
  await expect(page.locator('[role="status"]:has(> span[aria-hidden="true"] + span)'), `${address} still loading`).toHaveCount(0, { timeout: 15_000 })
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const overflows = await page.evaluate(overflowsOnPage)
  // axe too where a phone draws a table as cards: they must read as well as the desk's table.
  const axe = axeTables && (await page.locator('#content table').count()) > 0 ? await seriousViolations(page) : []
  return [...overflows, ...axe.map((v) => `axe ${v}`)].map((p) => `${address}: ${p}`)
}

const axed = new Set<string>()
const sweepAt = async (page: Page, access: StaffAccess, centre: Centre, routes: readonly RouteDef[], axeTables: boolean): Promise<{ problems: string[]; seen: RouteDef[] }> => {
  const subject = accessSubjectFor(access, centre, epochMs(await sandboxNow(page)))
  const problems: string[] = []
  const seen: RouteDef[] = []
  for (const r of routes) {
    const allowed = canAccess(r, subject)
    // Every report is the same screen and widget: axe reads one of them.
    const kind = r.group === 'Reports' ? 'Reports' : r.path
    problems.push(...(await sweep(page, addressOf(r), allowed ? r.title : NOT_AUTHORIZED, axeTables && allowed && !axed.has(kind))))
    if (allowed) axed.add(kind)
    if (allowed) seen.push(r)
  }
  return { problems, seen }
}

for (const size of SIZES) {
  test(`at ${size.width} px (${size.name}), no screen of the route map clips or spills its content`, async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    await signInAsPersona(page, 'owner')
    const access = await staffAccessOf(page)
    const gym = access.centers.find((c) => c.type === 'GYMFIT' && c.category !== 'HYBRID')
    const play = access.centers.find((c) => c.type === 'PLAY')
    const cult = access.centers.find((c) => c.type === 'CULT')
    const hybrid = access.centers.find((c) => c.category === 'HYBRID')
    if (gym === undefined || play === undefined || cult === undefined) throw new Error('The owner needs a gym, a play and a cult centre')
    await expect(page.locator('#content h1')).toBeVisible()
    if (access.selected?.id !== gym.id) await selectCentre(page, gym)

    const problems: string[] = []
    const atGym = await sweepAt(page, access, gym, VISITED, size.name === 'phone')
    problems.push(...atGym.problems)
    for (const p of PROFILES.gym) problems.push(...(await sweep(page, p, 'User Details')))
    if (size.name === 'phone') {
      // The drawer: the menu and the member search with its placeholder.
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('searchbox', { name: 'Search member' })).toBeVisible()
      problems.push(...(await page.evaluate(overflowsOnPage)).map((p) => `drawer: ${p}`))
      await page.keyboard.press('Escape')
    }

    // What a gym does not offer, where it is offered: play screens at a play centre, then the rest at a cult (or hybrid) centre.
    const seen = new Set(atGym.seen.map((r) => r.path))
    for (const centre of [play, cult, ...(hybrid === undefined ? [] : [hybrid])]) {
      const subject = accessSubjectFor(access, centre, epochMs(await sandboxNow(page)))
      const rest = VISITED.filter((r) => !seen.has(r.path) && canAccess(r, subject))
      if (rest.length === 0 && centre !== play) continue
      await selectCentre(page, centre)
      const there = await sweepAt(page, access, centre, rest, size.name === 'phone')
      problems.push(...there.problems)
      for (const r of there.seen) seen.add(r.path)
      if (centre === play) for (const p of PROFILES.play) problems.push(...(await sweep(page, p, 'User Details')))
    }
    expect(problems).toEqual([])
    // Every route of the map the owner may open somewhere was swept as a screen (not only as 'not authorized').
    const now = epochMs(await sandboxNow(page))
    const openable = VISITED.filter((r) => access.centers.some((c) => canAccess(r, accessSubjectFor(access, c, now))))
    expect(openable.length).toBeGreaterThan(VISITED.length / 2)
    expect(openable.filter((r) => !seen.has(r.path)).map((r) => r.path)).toEqual([])
  })
}

/**
 * The phone screens the desk uses most, photographed whole once nothing on them overflows: the
 * profile, Sell Packs, the check-in list, a report and an upload history (with a refused and an
 * applied upload, its changes open). The pictures go to E2E_SCREENSHOTS (docs/screenshots to
 * refresh the documentation's) or to the journey's own output folder.
 */
test('at 375 px the profile, Sell Packs, check-ins, a report and an upload history are photographed with nothing clipped', async ({ page }, info) => {
  test.setTimeout(120_000)
  const dir = process.env.E2E_SCREENSHOTS ?? info.outputPath()
  await page.setViewportSize({ width: 375, height: 812 })
  await signInAsPersona(page, 'owner')
  const access = await staffAccessOf(page)
  const gym = access.centers.find((c) => c.type === 'GYMFIT' && c.category !== 'HYBRID')
  if (gym === undefined) throw new Error('The owner needs a gym')
  await expect(page.locator('#content h1')).toBeVisible()
  if (access.selected?.id !== gym.id) await selectCentre(page, gym)

  /** The page from its top, at most three screens long (a long list shows how it starts). */
  const photograph = async (file: string): Promise<void> => {
    await page.evaluate(() => window.scrollTo(0, 0))
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.screenshot({ path: `${dir}/${file}`, fullPage: true, clip: { x: 0, y: 0, width: 375, height: Math.min(height, 3 * 812) }, animations: 'disabled', caret: 'hide' })
  }
  const shoot = async (file: string, address: string, title: string, ready: () => Promise<void>): Promise<void> => {
    const problems = await sweep(page, address, title)
    await ready()
    problems.push(...(await page.evaluate(overflowsOnPage)).map((p) => `${address}: ${p}`))
    expect(problems).toEqual([])
    await photograph(file)
  }

  await shoot('phone-profile.png', PROFILES.gym[0], 'User Details', async () => {
    await expect(page.getByRole('table', { name: 'Memberships' })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible()
  })
  // The cards are still a table to a screen reader: the browser's own accessibility tree has the
  // table with its column headers and cells (display: block does not take the semantics away).
  const tree = await (await page.context().newCDPSession(page)).send('Accessibility.getFullAXTree')
  const roles = (role: string) => tree.nodes.filter((n) => !n.ignored && n.role?.value === role)
  expect(roles('table').map((n) => n.name?.value)).toEqual(expect.arrayContaining(['Memberships', 'Orders']))
  expect(roles('columnheader').map((n) => n.name?.value)).toEqual(expect.arrayContaining(['Status', 'Edit']))
  expect(roles('cell').length).toBeGreaterThan(10)
  expect(await seriousViolations(page)).toEqual([])
  await shoot('phone-sell-packs.png', `/sell-packs?userId=${PROFILES.gym[0].split('=')[1] ?? ''}`, 'Sell Packs', async () => {
    // The screen has read that no card-machine payment is unfinished: the packs can be sold.
    await expect(page.getByRole('button', { name: /^Sell/ }).first()).toBeEnabled()
    await expect(page.getByRole('status').filter({ hasText: CHECKING_PAYMENT_IN_PROGRESS })).toHaveCount(0)
  })
  await shoot('phone-checkin.png', '/checkin', 'Checkins', async () => {
    await expect(page.getByText(/^Showing /)).toBeVisible()
  })
  await shoot('phone-report.png', '/reports/cashSales', 'Cash Sales', async () => {
    await expect(page.getByRole('table', { name: /^Cash Sales/ }).locator('tbody tr').first()).toBeVisible()
  })

  // An upload history with a refused file and an applied one, its changes open.
  await goClientSide(page, '/troubleshooting/segment')
  await expect(page.locator('#content h1')).toHaveText('Segment Removal')
  const member = String(700_001 + Math.floor(Math.random() * 400))
  const check = async (name: string, text: string): Promise<void> => {
    await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
    await page.getByRole('button', { name: 'Check file' }).click()
  }
  await check('segment-refused.csv', `userId,segmentId\n${member},7102\nabc,7102\n`)
  await expect(page.getByRole('table', { name: 'Problems in the file' })).toBeVisible()
  await check('segment-removal.csv', `userId,segmentId\n${member},7102\n`)
  await page.getByRole('button', { name: 'Apply 1 row' }).click()
  const history = page.getByRole('table', { name: 'Upload history' })
  await expect(history.locator('tbody tr').filter({ hasText: 'segment-removal.csv' }).first()).toContainText('Applied')
  await history.getByRole('button', { name: /View changes of segment-removal\.csv/ }).first().click()
  await expect(page.getByRole('list', { name: 'Changes of segment-removal.csv' })).toBeVisible()
  // The toast says its piece for 4 seconds; the picture is of the page.
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('status')).toHaveCount(0, { timeout: 10_000 })
  expect(await page.evaluate(overflowsOnPage)).toEqual([])
  await photograph('phone-upload-history.png')
})
