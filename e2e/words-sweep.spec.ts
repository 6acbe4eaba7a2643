import { type Page, expect, test } from '@playwright/test'
import type { RouteDef } from '../core/access/access'
import { ROUTES } from '../core/access/route-map'
import { READABLE_ACRONYMS } from '../core/shared/enum-labels'
import { goClientSide, signInAsPersona, staffAccessOf } from './support'

/*
 * Words, not codes: every screen of the route table (so a new screen is swept too), as the owner
 * at a gym and at a play centre, then profiles with orders and PT sessions in every status, Order
 * Details and the payment links. What a person reads must not hold a raw code: an underscored
 * upper-case code ('SOCIAL_MEDIA') or a status word in capitals ('PAID', 'HOT').
 */

test.describe.configure({ mode: 'serial' })

/** Status words the server sends in capitals; upper-case product names (ELITE, BLACK, VIP PASS) are fine. */
const STATUS_WORDS = [
  'PAID', 'CREATED', 'HOT', 'WARM', 'COLD', 'ACTIVE', 'INACTIVE', 'PENDING', 'FAILED', 'EXPIRED', 'APPROVED', 'REJECTED', 'CONFIRMED',
  'CANCELLED', 'CLOSED', 'SUCCESS', 'COMPLETED', 'SCHEDULED', 'WAITLIST', 'ATTENDED', 'RESOLVED', 'REFUNDED', 'PAUSED', 'UPCOMING',
  'OVERDUE', 'CHECKED', 'APPLIED', 'UNCHANGED', 'CASH', 'EDC', 'GATEWAY', 'TRAINER', 'OWNER',
]
const RAW_CODE = new RegExp(`\\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\\b|\\b(?:${STATUS_WORDS.join('|')})\\b`, 'g')

/** The raw codes in a text, acronyms staff read as words and file names left out. File names ('targets-TRAINER-PT_SESSIONS-1001.csv') are names, not words to translate. */
const FILE_NAME = /\S+\.(?:csv|zip|pdf|txt|xlsx|png|jpg)\b/gi

export const rawCodesIn = (text: string): string[] => [...new Set([...text.replace(FILE_NAME, ' ').matchAll(RAW_CODE)].map((m) => m[0]).filter((c) => !READABLE_ACRONYMS.has(c)))]

/** What a person reads in an element: its text, less what is shown as code to type as is (a file's column values). */
const readText = (page: Page, selector: string): Promise<string> =>
  page.locator(selector).first().evaluate((el) => {
    // Upper-case headings by CSS (text-transform) are words written in sentence case: read them as written.
    const style = document.createElement('style')
    style.textContent = '* { text-transform: none !important; }'
    document.head.appendChild(style)
    const copy = el.cloneNode(true) as HTMLElement
    for (const c of copy.querySelectorAll('code')) c.remove()
    document.body.appendChild(copy)
    const text = copy.innerText
    copy.remove()
    style.remove()
    return text
  })

/** Waits until the screen has asked for nothing for a moment (its data drawn or its error shown). */
const settled = async (page: Page, inFlight: { n: number }): Promise<void> => {
  await expect.poll(() => inFlight.n, { timeout: 15_000, intervals: [100, 100, 200] }).toBe(0)
  await page.waitForTimeout(150)
  await expect.poll(() => inFlight.n, { timeout: 15_000, intervals: [100, 200] }).toBe(0)
}

const trackRequests = (page: Page): { n: number } => {
  const inFlight = { n: 0 }
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') inFlight.n += 1
  })
  const done = (r: { resourceType: () => string }) => {
    if (r.resourceType() === 'fetch' || r.resourceType() === 'xhr') inFlight.n = Math.max(0, inFlight.n - 1)
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return inFlight
}

const addressOf = (r: RouteDef): string => r.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`)
const VISITED = ROUTES.filter((r) => r.path !== '/logout')

const selectCentre = async (page: Page, name: string): Promise<void> => {
  await page.getByRole('button', { name: /^Centre/ }).click()
  await page.getByRole('combobox', { name: 'Search centres by name or locality' }).fill(name)
  await page.getByRole('option', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).click()
  await expect(page.getByRole('button', { name: /^Centre/ })).toContainText(name)
}

/** Every route at the selected centre: the raw codes each one shows. */
const sweep = async (page: Page, inFlight: { n: number }, where: string): Promise<Record<string, string[]>> => {
  const found: Record<string, string[]> = {}
  for (const r of VISITED) {
    await goClientSide(page, addressOf(r))
    await expect(page.locator('#content h1')).toBeVisible()
    await settled(page, inFlight)
    const codes = rawCodesIn(await readText(page, '#content'))
    if (codes.length > 0) found[`${r.path} at ${where}`] = codes
  }
  return found
}

test('no screen of the route table shows a raw code, as the owner at a gym and at a play centre', async ({ page }) => {
  test.setTimeout(150_000)
  const inFlight = trackRequests(page)
  await signInAsPersona(page, 'owner')
  const access = await staffAccessOf(page)
  const gym = access.selected
  const play = access.centers.find((c) => c.type === 'PLAY')
  if (gym === undefined || play === undefined) throw new Error('The owner has no gym or no play centre')
  const found = await sweep(page, inFlight, gym.name)
  await selectCentre(page, play.name)
  expect({ ...found, ...(await sweep(page, inFlight, play.name)) }).toEqual({})
})

test('the profile, Order Details and the payment links read in words', async ({ page }) => {
  test.setTimeout(90_000)
  const inFlight = trackRequests(page)
  await signInAsPersona(page, 'owner')
  // Orders in every status (Paid, Pending, Failed, Partly refunded).
  await page.goto('/user?userId=200004')
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toBeVisible({ timeout: 20_000 })
  await settled(page, inFlight)
  expect(rawCodesIn(await readText(page, '#content'))).toEqual([])
  const orders = page.getByRole('region', { name: 'Orders', exact: true })
  await orders.getByRole('button', { name: /^Order Details: / }).first().click()
  const details = page.getByRole('dialog', { name: 'Order Details' })
  await expect(details.getByText('Amount payable')).toBeVisible()
  await settled(page, inFlight)
  expect(rawCodesIn(await readText(page, '[role="dialog"]'))).toEqual([])
  await page.keyboard.press('Escape')

  // PT sessions in every status, a PT pack and its trainer.
  await page.goto('/user?userId=200008')
  await expect(page.getByRole('region', { name: 'Orders', exact: true })).toBeVisible({ timeout: 20_000 })
  await settled(page, inFlight)
  expect(rawCodesIn(await readText(page, '#content'))).toEqual([])

  // The payment links the seed sent (status CREATED) and one it let expire.
  await page.goto('/user?userId=200003')
  const actions = page.getByRole('navigation', { name: 'Actions' })
  await actions.getByRole('button', { name: /More actions/ }).click({ timeout: 20_000 })
  await actions.getByRole('button', { name: 'Generate payment link' }).click()
  const links = page.getByRole('dialog', { name: 'Payment Links' })
  await links.getByLabel('Amount (₹)').fill('1499')
  await links.getByLabel('Reason').selectOption('Membership purchase')
  await links.getByRole('button', { name: 'Generate link' }).click()
  await expect(links.getByRole('table')).toBeVisible()
  await settled(page, inFlight)
  const linksText = await readText(page, '[role="dialog"]')
  expect(rawCodesIn(linksText), linksText).toEqual([])
})
