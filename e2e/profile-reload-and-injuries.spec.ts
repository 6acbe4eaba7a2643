import { type Locator, type Page, expect, test } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { CultTrainersWire, InjuriesWire } from '../adapters/http/contract/care.codecs'
import type { UserByPhoneWire, UserWire } from '../adapters/http/contract/customer.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { API_BASE } from '../adapters/http/contract/wire'
import * as M from '../core/shared/messages'
import { sandboxNow, signInAsPersona, toast } from './support'

/*
 * More of the customer profile (/user): a reload keeps the customer without the id or the phone
 * in the address, and reported injuries are read back from the sandbox. What a journey expects
 * comes from the sandbox's own answers (the user, the injury list), never from the seed's code.
 */

test.describe.configure({ timeout: 60_000 })

const WRITE = { 'x-portal-request': '1' }
const MAIN_GYM_ID = 1 // Koramangala Gym, the owner's first centre (selected by default)

const userById = async (page: Page, userId: string): Promise<UserWire> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.userById}`, { params: { userId } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as UserWire
}
const userByPhone = async (page: Page, phone: string): Promise<UserByPhoneWire> => {
  const res = await page.request.post(`${API_BASE}/${PATHS.userByPhone}`, { data: { phone }, headers: WRITE })
  expect(res.ok()).toBe(true)
  return (await res.json()) as UserByPhoneWire
}
const injuriesOf = async (page: Page, userId: string): Promise<InjuriesWire> => {
  const res = await page.request.get(`${API_BASE}/${PATHS.injuries}`, { params: { userId, centerId: MAIN_GYM_ID } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as InjuriesWire
}

const gymTrainers = async (page: Page): Promise<CultTrainersWire> => {
  const res = await page.request.post(`${API_BASE}/${PATHS.cultTrainers}`, { data: { centerId: MAIN_GYM_ID, workout: 'Gym' }, headers: WRITE })
  expect(res.ok()).toBe(true)
  return (await res.json()) as CultTrainersWire
}

const header = (page: Page): Locator => page.getByRole('region', { name: 'Member', exact: true })
const memberName = (page: Page): Locator => header(page).getByRole('heading', { level: 2 })
const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })
const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)

test.describe('a reload of /user', () => {
  test('keeps the customer opened by user id, with no id in the address; a new tab starts empty', async ({ page, context }) => {
    await signInAsPersona(page, 'owner')
    const user = await userById(page, '200005')
    await page.goto(`/user?userId=${user.id}`)
    // The first profile of a run loads its chunks cold on a shared machine.
    await expect(memberName(page)).toContainText(`${user.firstName} ${user.lastName}`, { timeout: 20_000 })
    await expect(page).not.toHaveURL(/userId=/)
    await page.reload()
    await expect(memberName(page)).toContainText(`${user.firstName} ${user.lastName}`)
    await expect(header(page)).toContainText(`User id ${user.id}`)
    expect(page.url()).not.toContain(user.id)

    const other = await context.newPage()
    await other.goto('/user')
    await expect(other.getByText(M.PHONE_NOT_IN_ADDRESS_NOTE)).toBeVisible()
    await expect(other.getByRole('region', { name: 'Member', exact: true })).toHaveCount(0)
    await other.close()
  })

  test('keeps the customer found by phone from the header; the phone is never in the address', async ({ page }) => {
    await signInAsPersona(page, 'owner')
    const phone = '9000000003'
    const ref = await userByPhone(page, phone)
    const user = await userById(page, ref.id)
    await page.getByRole('searchbox', { name: 'Search member' }).first().fill(phone)
    await page.keyboard.press('Enter')
    await expect(memberName(page)).toContainText(`${user.firstName} ${user.lastName}`)
    await page.reload()
    await expect(memberName(page)).toContainText(`${user.firstName} ${user.lastName}`)
    expect(page.url()).not.toContain(phone)
    expect(page.url()).not.toContain(user.id)

    // Another customer searched in the same tab replaces the kept one.
    const next = await userById(page, '200007')
    await page.getByRole('searchbox', { name: 'Search member' }).first().fill(next.id)
    await page.keyboard.press('Enter')
    await expect(memberName(page)).toContainText(`${next.firstName} ${next.lastName}`)
    await page.reload()
    await expect(memberName(page)).toContainText(`${next.firstName} ${next.lastName}`)
  })
})

test("a reported injury (its trainer from the cult trainers list) is listed in the Report Injury area, and is there after a reload", async ({ page }) => {
  await page.clock.install({ time: await sandboxNow(page) })
  await signInAsPersona(page, 'owner')
  const user = await userById(page, '200012')
  const before = await injuriesOf(page, user.id)
  const trainer = (await gymTrainers(page)).trainers[0]?.name ?? 'NA'
  await page.goto(`/user?userId=${user.id}`)
  const area = region(page, M.INJURIES_TITLE)
  if (before.injuries.length === 0) await expect(area.getByText(M.NO_INJURIES_REPORTED)).toBeVisible()
  else await expect(area.getByRole('listitem')).toHaveCount(before.injuries.length)

  await area.getByRole('button', { name: M.REPORT_INJURY }).click()
  const dialog = page.getByRole('dialog', { name: M.reportInjuryTitle(`${user.firstName} ${user.lastName}`) })
  const pick = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).selectOption({ label: value })
  await pick(M.INJURY_LABELS.injuryLevel, 'No first aid needed')
  await pick(M.INJURY_LABELS.injuryCause, 'Facilities')
  await pick(M.INJURY_LABELS.workout, 'Gym')
  await pick(M.INJURY_LABELS.format, 'PT')
  await pick(M.INJURY_LABELS.injuryLocation, 'Washroom')
  await dialog.getByLabel(M.INJURY_LABELS.injuryTime).selectOption({ label: '6:45 PM' })
  await expect(dialog.getByRole('option', { name: trainer, exact: true })).toHaveCount(1)
  await pick(M.INJURY_LABELS.trainerDetails, trainer)
  await pick(M.INJURY_LABELS.impactedBodyPart, 'Knee')
  await pick(M.INJURY_LABELS.symptomsLevel1, 'Visible Injury')
  await pick(M.INJURY_LABELS.symptomsLevel2, 'Bruise')
  await pick(M.INJURY_LABELS.firstAidProcedure, 'None')
  await pick(M.INJURY_LABELS.priorHistory, 'No history')
  await dialog.getByRole('checkbox', { name: 'Gel/Ice pack' }).check()
  await dialog.getByLabel(M.INJURY_LABELS.description).fill('Slipped on a wet floor by the washroom')
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  const created = toast(page, /^Ticket created Successfully: INJ-\d+$/)
  await expect(created).toBeVisible()
  const ticket = ((await created.textContent()) ?? '').replace('Ticket created Successfully: ', '')
  await expect(area.getByRole('listitem', { name: M.injuryTicketLabel(ticket) })).toBeVisible()

  // What the sandbox now holds is what the profile shows after a reload.
  const after = await injuriesOf(page, user.id)
  expect(after.injuries.map((r) => r.id)).toEqual([ticket, ...before.injuries.map((r) => r.id)])
  const filed = after.injuries[0]
  await page.reload()
  const item = region(page, M.INJURIES_TITLE).getByRole('listitem', { name: M.injuryTicketLabel(ticket) })
  await expect(item).toBeVisible()
  await expect(item).toContainText('Slipped on a wet floor by the washroom')
  await expect(item).toContainText(`${filed?.impactedBodyPart} · ${filed?.symptomsLevel2}`)
  await expect(item).toContainText('6:45 PM')
  await expect(item).toContainText(`Trainer ${trainer}`)
  await expect(region(page, M.INJURIES_TITLE).getByRole('listitem')).toHaveCount(after.injuries.length)
  expect(await seriousViolations(page)).toEqual([])
})

test('at a play centre the profile sells an academy pack: Select Course Category, then Select Child User, then the packs', async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const parent = await userById(page, '200010')
  // ?centerServiceId= selects the play centre (Whitefield Play Arena).
  await page.goto(`/user?userId=${parent.id}&centerServiceId=1004`)
  await expect(memberName(page)).toContainText(`${parent.firstName} ${parent.lastName}`, { timeout: 20_000 })
  await region(page, M.CHILD_USERS_TITLE).getByRole('button', { name: M.SELL_ACADEMY_PACK }).click()
  const category = page.getByRole('dialog', { name: M.SELECT_COURSE_CATEGORY_TITLE })
  const select = category.getByLabel(M.COURSE_CATEGORY_LABEL)
  await expect(select.locator('option').nth(1)).toBeAttached()
  await category.getByRole('button', { name: M.CONTINUE }).click()
  await expect(category.getByText(M.COURSE_CATEGORY_REQUIRED)).toBeVisible()
  await expect(category.getByText(M.START_DATE_PICK_REQUIRED)).toBeVisible()
  const name = ((await select.locator('option').nth(1).textContent()) ?? '').trim()
  await select.selectOption({ index: 1 })
  const date = category.getByLabel(M.ACADEMY_START_DATE_LABEL)
  await date.fill((await date.getAttribute('data-min')) ?? '')
  await category.getByRole('button', { name: M.CONTINUE }).click()

  const who = page.getByRole('dialog', { name: M.SELECT_CHILD_USER_TITLE })
  await who.getByRole('button', { name: M.CONTINUE }).click()
  await expect(who.getByText(M.SELF_OR_CHILD_REQUIRED)).toBeVisible()
  await who.getByRole('radio', { name: M.YOURSELF }).check()
  await who.getByRole('button', { name: M.CONTINUE }).click()
  await expect(page).toHaveURL(/\/sell-play-academy-packs\/1\//)
  await expect(page.getByRole('heading', { name: name, exact: true })).toBeVisible()
})
