import { readFile } from 'node:fs/promises'
import { type Page, expect, test } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { MembershipsConfigWire, UserByPhoneWire, UserWire } from '../adapters/http/contract/customer.codecs'
import type { OrdersWire } from '../adapters/http/contract/order.codecs'
import { PATHS, pathWith } from '../adapters/http/contract/paths'
import { API_BASE } from '../adapters/http/contract/wire'
import { SEARCH_DIGITS_ONLY, SEARCH_MAX_TEN_DIGITS } from '../core/shared/messages'
import { signInAsPersona, fitsWindow } from './support'

/*
 * The customer profile (/user) at the front desk, against the seeded sandbox. What a journey
 * expects is read from the sandbox's own answers (the user, the memberships response), never
 * from the seed's code or the clock.
 */

// Journeys of several steps on a shared two-core machine: room beyond the default 30 s.
test.describe.configure({ timeout: 60_000 })

const WRITE = { 'x-portal-request': '1' }

const userByPhone = async (page: Page, phone: string): Promise<UserByPhoneWire> => {
  const res = await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone }, headers: WRITE })
  expect(res.ok()).toBe(true)
  return (await res.json()) as UserByPhoneWire
}
const userById = async (page: Page, userId: string): Promise<UserWire> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.userById}`, { params: { userId } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as UserWire
}
const membershipsOf = async (page: Page, userId: string, centerId: number): Promise<MembershipsConfigWire> => {
  const res = await page.request.get(`${API_BASE}/${pathWith(PATHS.membershipsConfig, { userId })}`, { params: { centerId, centerServiceId: 1000 + centerId } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as MembershipsConfigWire
}

const header = (page: Page) => page.getByRole('region', { name: 'Member', exact: true })
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 90)}`).join(', ')}`)

test.describe('finding a customer', () => {
  test('by phone from the header: the profile loads and the phone never reaches the address or the history', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const phone = '9000000004'
    const ref = await userByPhone(page, phone)
    const user = await userById(page, ref.id)
    const config = await membershipsOf(page, ref.id, 1)
    await page.getByRole('searchbox', { name: 'Search member' }).first().fill(phone)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/user$/)
    await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
    const table = block(page, 'Memberships').getByRole('table')
    for (const m of config.memberships.slice(0, 4)) await expect(table).toContainText(m.name)
    expect(page.url()).not.toContain(phone)
    const history = await page.evaluate(() => JSON.stringify(window.history.state))
    expect(history).not.toContain(phone)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('by user id from the /user box; an 11th digit and a letter are refused at the input', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    await page.goto('/user')
    const box = page.locator('#profile-search')
    await box.fill('9000000003')
    await box.press('1')
    await expect(box).toHaveValue('9000000003')
    await expect(page.getByText(SEARCH_MAX_TEN_DIGITS)).toBeVisible()
    await box.fill('')
    await box.pressSequentially('2000a')
    await expect(box).toHaveValue('2000')
    await expect(page.getByText(SEARCH_DIGITS_ONLY)).toBeVisible()
    await box.pressSequentially('03')
    const user = await userById(page, '200003')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
    await expect(header(page)).toContainText(`User id ${user.id}`)
  })

  test('?userId= loads the customer and then leaves the address; an unknown id says so in the search modal', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const user = await userById(page, '200006')
    await page.goto('/user?userId=200006&Checkins=true')
    await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`)
    await expect(page).not.toHaveURL(/userId=/)
    await expect(page).toHaveURL(/Checkins=true/)
    await page.goto('/user?userId=999999')
    const modal = page.getByRole('dialog', { name: 'Search for user' })
    await expect(modal).toBeVisible()
    await expect(modal.getByRole('alert')).toContainText('User not found for ID: 999999')
  })
})

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const openProfile = async (page: Page, userId: string, query = ''): Promise<UserWire> => {
  const user = await userById(page, userId)
  await page.goto(`/user?userId=${userId}${query}`)
  await expect(header(page).getByRole('heading', { level: 2 })).toContainText(`${user.firstName} ${user.lastName}`, { timeout: 20_000 })
  return user
}
const verifyOtp = async (page: Page) => {
  const otp = page.getByRole('dialog', { name: 'OTP verification' })
  await otp.getByRole('button', { name: 'Send OTP' }).click()
  await otp.getByLabel('OTP').fill('123456')
  await otp.getByRole('button', { name: 'Verify' }).click()
}

test('an unknown phone records a pitch (OTP first) and loads the customer it created', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const phone = '9123456780'
  const before = await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone }, headers: WRITE })
  expect(before.status()).toBe(404)
  await page.getByRole('searchbox', { name: 'Search member' }).first().fill(phone)
  await page.keyboard.press('Enter')
  const pitch = page.getByRole('dialog', { name: 'Record Pitch' })
  await expect(pitch.getByLabel('Phone')).toHaveValue(phone)
  await pitch.getByRole('button', { name: 'Record Pitch' }).click()
  for (const m of ['Customer Name is required', 'Lead Quality is required', 'Comment Tag is required', 'Source is required', 'Pitched By is required', 'Remarks are required'])
    await expect(pitch.getByText(m)).toBeVisible()
  await pitch.getByLabel('Customer Name').fill('Walk In Person')
  await pitch.getByLabel('Lead Quality').selectOption('HOT')
  await pitch.getByLabel('Comment Tag').selectOption({ index: 1 })
  await pitch.getByLabel('Source').selectOption('Billboard')
  await pitch.getByLabel('Pitched By').selectOption({ index: 1 })
  await pitch.getByLabel('Remarks').fill('Asked about evening slots')
  await pitch.getByRole('button', { name: 'Record Pitch' }).click()
  await verifyOtp(page)
  await expect(toasts(page)).toContainText('Pitch recorded successfully')
  await expect(header(page).getByRole('heading', { level: 2 })).toContainText('Walk In Person')
  const after = await userByPhone(page, phone)
  await page.goto(`/user?userId=${after.id}`)
  await expect(header(page).getByRole('heading', { level: 2 })).toContainText('Walk In Person')
})

test('on a phone the header keeps the name and the user id on a line each, its actions under them', async ({ page }) => {
  // 412 px (a common Android width, Lighthouse's phone): the actions fit beside the photo there and used to squeeze the name.
  await page.setViewportSize({ width: 412, height: 823 })
  await signInAsPersona(page, 'front-desk')
  await openProfile(page, '200005')
  const card = header(page)
  // How many lines each text of the card's name column takes (a column squeezed by the actions breaks them word by word).
  const lines = await card.evaluate((el) =>
    [...el.querySelectorAll('h2 span, small')]
      .filter((e) => e.getClientRects().length > 0 && (e.textContent ?? '').trim() !== '' && getComputedStyle(e).position !== 'absolute')
      .map((e) => {
        const r = document.createRange()
        r.selectNodeContents(e)
        return { text: e.textContent, lines: new Set([...r.getClientRects()].map((q) => Math.round(q.top))).size }
      }),
  )
  expect(lines.length).toBeGreaterThanOrEqual(2)
  for (const l of lines) expect(l, l.text ?? '').toMatchObject({ lines: 1 })
  const name = await card.getByRole('heading', { level: 2 }).boundingBox()
  const checkIn = await card.getByRole('button', { name: /^Check ?in$/i }).boundingBox()
  expect(name !== null && checkIn !== null && checkIn.y >= name.y + name.height).toBe(true)
})

test('on a phone the profile is drawn in place while it loads: the header with the user id and its buttons, the actions row kept, and nothing below moves when they come', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 })
  await signInAsPersona(page, 'front-desk')
  await page.addInitScript(() => {
    const seen = { shift: 0 }
    Object.assign(window, { profileShifts: seen })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) seen.shift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  // The customer's answer held back: the header's frame is what the desk sees meanwhile.
  let release: () => void = () => undefined
  const held = new Promise<void>((done) => (release = done))
  await page.route('**/api/v1/pitch/user/id**', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/user?userId=200005')
  const card = header(page)
  await expect(card.getByText('User id 200005')).toBeVisible()
  await expect(card.getByRole('button', { name: /^Check ?in$/i })).toBeDisabled()
  // Front desk may not open Personal Training, so the header offers no PT booking.
  await expect(card.getByRole('button', { name: 'Book' })).toHaveCount(0)
  release()
  await expect(card.getByRole('heading', { level: 2 })).toContainText('Uday')
  await expect(page.getByRole('navigation', { name: 'Actions' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const { shift } = await page.evaluate(() => (window as unknown as { profileShifts: { shift: number } }).profileShifts)
  expect(shift).toBeLessThan(0.01)
})

test('check in after an OTP, then check out', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const before = await membershipsOf(page, '200014', 1)
  await openProfile(page, '200014')
  const card = block(page, 'Current check-in')
  await expect(card.getByText('No active checkins found')).toBeVisible()
  await card.getByRole('button', { name: 'Checkin' }).click()
  await verifyOtp(page)
  await expect(toasts(page)).toContainText('Check-in Successful')
  await expect(card.getByRole('button', { name: 'Checkout' })).toBeVisible()
  await openProfile(page, '200014')
  const config = await membershipsOf(page, '200014', 1)
  const added = config.lastCheckins.filter((c) => !before.lastCheckins.some((b) => b.id === c.id))
  expect(added).toHaveLength(1)
  await card.getByRole('button', { name: 'Checkout' }).click()
  await expect(toasts(page)).toContainText('Checkout Successful')
  await openProfile(page, '200014')
  await expect(card.getByText('No active checkins found')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Checkin' })).toBeVisible()
  const ended = (await membershipsOf(page, '200014', 1)).lastCheckins.find((c) => c.id === added[0]?.id)
  expect(ended?.checkOutTime).toBeDefined()
})

test('a trial check-in uses one of the trials', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const before = await membershipsOf(page, '200002', 1)
  await openProfile(page, '200002')
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: 'Check in as trial' }).click()
  await expect(toasts(page)).toContainText('Check-in Successful')
  await openProfile(page, '200002')
  const after = await membershipsOf(page, '200002', 1)
  expect(after.trialUsage.used).toBe(before.trialUsage.used + 1)
  await expect(block(page, 'Current check-in')).toContainText(`Trials used ${after.trialUsage.used} of ${after.trialUsage.maxCount}`)
})

test('a booking is checked in by its passcode', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const booking = (await membershipsOf(page, '200015', 1)).lastBookings.find((b) => b.state === 'created')
  if (booking === undefined) throw new Error('the passcode customer has no booking')
  await openProfile(page, '200015')
  const card = block(page, 'Current check-in')
  await card.getByRole('button', { name: 'Check-in by passcode' }).click()
  const dialog = page.getByRole('dialog', { name: 'Check-in by passcode' })
  await dialog.getByRole('button', { name: 'Check-in by passcode' }).click()
  await expect(dialog.getByText('Passcode of max 6 characters is required')).toBeVisible()
  await dialog.getByLabel('Passcode').fill('246810')
  await dialog.getByRole('button', { name: 'Check-in by passcode' }).click()
  await expect(toasts(page)).toContainText('Check-in Successful')
  await openProfile(page, '200015')
  const config = await membershipsOf(page, '200015', 1)
  expect(config.lastBookings.some((b) => b.id === booking.id)).toBe(false)
  expect(config.lastCheckins.some((c) => c.id === booking.id)).toBe(true)
  await expect(card.getByRole('button', { name: 'Check-in by passcode' })).toHaveCount(0)
})

test('a child is added to Child Users', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await openProfile(page, '200003')
  const children = block(page, 'Child Users')
  await children.getByRole('button', { name: 'ADD CHILD USER' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Child User' })
  await dialog.getByLabel('Age').fill('3')
  await dialog.getByRole('button', { name: 'Add Child User' }).click()
  await expect(dialog.getByText('Age is 5-18 years only')).toBeVisible()
  await expect(dialog.getByText('Please enter valid phone number')).toBeVisible()
  await dialog.getByLabel('First name').fill('Mira')
  await dialog.getByLabel('Last name').fill('Sethi')
  await dialog.getByLabel('Age').fill('9')
  await dialog.getByLabel('Emergency phone').fill('9811122233')
  await dialog.getByRole('button', { name: 'Add Child User' }).click()
  await expect(toasts(page)).toContainText('Child User Successfully Added')
  await openProfile(page, '200003')
  await expect(children.getByRole('table')).toContainText('Mira Sethi(9)')
})

test('a payment link is generated once; the same link again is refused with the spec message', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await openProfile(page, '200003')
  const actions = page.getByRole('navigation', { name: 'Actions' })
  await actions.getByRole('button', { name: /More actions/ }).click()
  await actions.getByRole('button', { name: 'Generate payment link' }).click()
  const dialog = page.getByRole('dialog', { name: 'Payment Links' })
  await dialog.getByRole('button', { name: 'Generate link' }).click()
  await expect(dialog.getByText('Amount is required')).toBeVisible()
  await expect(dialog.getByText('Reason is required')).toBeVisible()
  await dialog.getByLabel('Amount (₹)').fill('1499')
  await dialog.getByLabel('Reason').selectOption('Membership purchase')
  await dialog.getByRole('button', { name: 'Generate link' }).click()
  await expect(toasts(page)).toContainText('Link generated. SMS has been sent to the user')
  await expect(dialog.getByRole('table')).toContainText('₹1,499.00')
  await page.waitForTimeout(5200) // the submit button ignores repeat clicks for 5 seconds
  await dialog.getByLabel('Amount (₹)').fill('1499')
  await dialog.getByLabel('Reason').selectOption('Membership purchase')
  await dialog.getByRole('button', { name: 'Generate link' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Please check the table before generating link. This request is already created today by')
  await expect(dialog.getByRole('alert')).toContainText('Please do not create multiple request for same user and same amount!')
  await openProfile(page, '200003')
  await actions.getByRole('button', { name: /More actions/ }).click()
  await actions.getByRole('button', { name: 'Generate payment link' }).click()
  await expect(dialog.getByRole('table').getByRole('row').filter({ hasText: '₹1,499.00' })).toHaveCount(1)
})

test('the phone is shown at a PII-accessible centre and masked with a call elsewhere', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await openProfile(page, '200004', '&centerServiceId=1001')
  await header(page).getByRole('button', { name: 'Phone number' }).click()
  const dialog = page.getByRole('dialog', { name: 'User Phone Number' })
  await expect(dialog.getByRole('link', { name: '9000000004' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.goto('/user?userId=200004&centerServiceId=1002')
  await header(page).getByRole('button', { name: 'Phone number' }).click()
  await expect(dialog).toContainText('XXXXXXXXX0004')
  await expect(dialog).not.toContainText('9000000004')
  await dialog.getByRole('button', { name: 'Call' }).click()
  const confirm = page.getByRole('dialog', { name: 'Call confirmation' })
  await confirm.getByRole('button', { name: 'Call' }).click()
  await expect(toasts(page)).toContainText('you will recieve a call')
})

test('a membership end date is changed', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await openProfile(page, '200013')
  const before = await membershipsOf(page, '200013', 1)
  const m = before.memberships[0]
  if (m === undefined) throw new Error('the editable customer has no membership')
  const table = block(page, 'Memberships')
  await table.getByRole('button', { name: `Edit membership: ${m.name}` }).click()
  await table.getByRole('button', { name: 'Change end date' }).click()
  const dialog = page.getByRole('dialog', { name: 'Change end date' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('End date and remarks are required')).toBeVisible()
  const newEnd = new Date(m.end + 10 * 86_400_000)
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(newEnd)
  await dialog.getByLabel('End date').fill(day)
  await dialog.getByLabel('Remarks').fill('Goodwill extension')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(toasts(page)).toContainText('Membership end date updated successfully')
  await openProfile(page, '200013')
  const after = await membershipsOf(page, '200013', 1)
  const changed = after.memberships.find((x) => x.id === m.id)
  expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(changed?.end ?? 0))).toBe(day)
  const label = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', year: 'numeric' }).format(newEnd)
  await expect(table.getByRole('table')).toContainText(label)
})

test('an invoice downloads as the order’s tax invoice PDF', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await openProfile(page, '200004')
  const res = await page.request.get(`${API_BASE}/${PATHS.orders}`, { params: { userId: '200004', statuses: 'Successful' } })
  const orders = ((await res.json()) as OrdersWire).orders
  const order = orders[0]
  if (order === undefined) throw new Error('no successful order')
  const ordersBlock = block(page, 'Orders')
  await ordersBlock.getByLabel('Order status').selectOption('Successful')
  await ordersBlock.getByRole('button', { name: `Order Details: ${order.orderId}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Order Details' })
  await expect(dialog).toContainText(order.orderId)
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download invoice' }).click()])
  await expect(toasts(page)).toContainText('Invoice Downloaded.')
  expect(download.suggestedFilename()).toMatch(/^tax-invoice-.+\.pdf$/)
  const bytes = await readFile(await download.path())
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})

test('once the customer is known, every block request starts before the first of them answers', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  await page.goto('/dash')
  await page.evaluate(() => {
    const w = window as unknown as { __calls: { url: string; start: number; end: number }[] }
    w.__calls = []
    const orig = window.fetch.bind(window)
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      const rec = { url, start: performance.now(), end: 0 }
      w.__calls.push(rec)
      try {
        return await orig(input, init)
      } finally {
        rec.end = performance.now()
      }
    }
  })
  // Every request takes 400 ms on the way, as on a phone's network: a block that waited for
  // another's answer starts at least that long after the first one, while the blocks that go out
  // together are apart only by the time the page takes to send them (up to 45 ms seen with no
  // latency, which a sandbox answering in 30 ms could overtake).
  const network = await page.context().newCDPSession(page)
  await network.send('Network.enable')
  await network.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: -1, uploadThroughput: -1 })
  await page.getByRole('searchbox', { name: 'Search member' }).first().fill('9000000004')
  await page.keyboard.press('Enter')
  await expect(block(page, 'Orders').getByRole('table')).toBeVisible()
  await expect(block(page, 'Memberships').getByRole('table')).toBeVisible()
  await expect(block(page, 'Child Users').getByRole('table')).toBeVisible()
  const calls = await page.evaluate(() => (window as unknown as { __calls: { url: string; start: number; end: number }[] }).__calls)
  const isBlock = (u: string) => /\/api\/v1\/(pitch\/user\/id|users\/[^/]+\/memberships|orders\?|users\/[^/]+\/children|pt\/packs|center\/centerConfigs)/.test(u)
  const lookUp = calls.find((c) => c.url.includes(PATHS.userByPhone))
  const blocks = calls.filter((c) => isBlock(c.url))
  expect(lookUp).toBeDefined()
  expect(blocks.length).toBeGreaterThanOrEqual(5)
  const firstAnswer = Math.min(...blocks.map((c) => c.end))
  for (const c of blocks) {
    expect(c.start, `${c.url} started after a block answered`).toBeLessThanOrEqual(firstAnswer)
    expect(c.start).toBeGreaterThanOrEqual(lookUp?.end ?? Infinity)
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('the profile is one column with the abbreviated name, and axe is clean', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const user = await userById(page, '200004')
    await page.goto('/user?userId=200004')
    await expect(header(page).getByText(`${user.firstName} ${user.lastName.slice(0, 1)}.`)).toBeVisible({ timeout: 20_000 })
    const main = await block(page, 'Memberships').boundingBox()
    const side = await block(page, 'Child Users').boundingBox()
    expect(side?.x).toBe(main?.x)
    await fitsWindow(page, 375)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('the actions are one line, as the place kept for them while the customer loads (nothing below moves when they come)', async ({ page }) => {
    await signInAsPersona(page, 'front-desk')
    // Without a membership: three actions and a list (sell a new pack, pitch, onboard), which took two lines on a phone.
    await page.goto('/user?userId=200001')
    const actions = page.getByRole('navigation', { name: 'Actions' })
    const more = actions.getByRole('button', { name: /More actions/ })
    await expect(more).toBeVisible({ timeout: 20_000 })
    const tops = await actions.getByRole('button').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)))
    expect(tops.length).toBe(2)
    expect(new Set(tops).size).toBe(1)
    await more.click()
    await actions.getByRole('button', { name: 'Record Pitch' }).click()
    await expect(page.getByRole('dialog', { name: 'Record Pitch' })).toBeVisible()
  })
})
