import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, expect, test } from '@playwright/test'
import { REWARDS_PATHS } from '../adapters/http/contract/rewards-paths'
import { API_BASE } from '../adapters/http/contract/wire'
import * as M from '../core/shared/messages'
import { DEMO } from '../sandbox/seed/profile'
import { signInAsPersona } from './support'

/*
 * Habit rewards, goodies and the health partner against the seeded sandbox, as the
 * owner. Which member to act on comes from the sandbox's own answers (a completed habit, a goodie
 * that is ordered), never from fixed rows; each journey checks the result again after a reload.
 */

const HSR_CULT = 1003 // the habit-rewards list's centre
const KORAMANGALA = { id: 1, centerServiceId: 1001 } // company-owned: the health-partner page opens
const ARENA = 1004 // PLAY: no health-partner page

type HabitWire = { id: string; userId: string; memberName: string; status: string; reward: string }
type GoodieWire = { id: string; rewardId: string; userId: string; status: string; item: string }

const toast = (page: Page, text: string): Locator => page.getByRole('region', { name: 'Notifications' }).getByText(text)
const seriousAxe = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
const chooseCentre = async (page: Page, centerServiceId: number): Promise<void> => {
  await page.context().addCookies([{ name: 'selectedCenterServiceId', value: String(centerServiceId), url: page.url() }])
}
const api = async <T>(page: Page, path: string, centerId: number): Promise<T> => {
  const res = await page.request.get(`${API_BASE}/${path}`, { params: { centerId: String(centerId) } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}
const memberRow = (page: Page, table: string, userId: string): Locator => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: `User id ${userId}` })

test.beforeEach(async ({ page }) => {
  // Several pages, reloads and axe runs per journey on a machine shared by many: room for each.
  test.setTimeout(120_000)
  await signInAsPersona(page, 'owner')
})

test('a manager acknowledges a completed habit, then follows its goodie to the member’s hands', async ({ page }) => {
  await chooseCentre(page, HSR_CULT)
  const habits = await api<HabitWire[]>(page, REWARDS_PATHS.habitRewards, 3)
  const completed = habits.filter((h) => h.status === 'COMPLETED')
  const habit = completed[Math.floor(Math.random() * completed.length)]
  if (habit === undefined) throw new Error('the sandbox holds a completed habit')

  await page.goto('/cultHabitRewards')
  await expect(page.getByRole('heading', { level: 1, name: 'Habit Rewards' })).toBeVisible()
  const row = memberRow(page, 'Habit rewards', habit.userId)
  await expect(row).toContainText('Completed: to acknowledge')
  expect(await seriousAxe(page)).toEqual([])
  await row.getByRole('button', { name: `Acknowledge ${habit.memberName}’s habit completion` }).click()
  await expect(toast(page, M.HABIT_ACKNOWLEDGED)).toBeVisible()
  await expect(row).toContainText('by Asha Rao')

  await page.reload()
  await expect(memberRow(page, 'Habit rewards', habit.userId)).toContainText('Acknowledged')
  await expect(memberRow(page, 'Habit rewards', habit.userId).getByRole('button', { name: /Acknowledge/ })).toHaveCount(0)

  await page.getByRole('link', { name: 'Goodies Tracking Details' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Goodies Tracking Details' })).toBeVisible()
  const goodie = memberRow(page, 'Goodies', habit.userId)
  await expect(goodie).toContainText(habit.reward)
  await expect(goodie).toContainText('Ordered')
  expect(await seriousAxe(page)).toEqual([])
  await goodie.getByRole('button', { name: `Mark received at centre: ${habit.reward} for ${habit.memberName}` }).click()
  await expect(toast(page, M.GOODIE_RECEIVED)).toBeVisible()
  await expect(goodie).toContainText('At the centre')
  // By keyboard: the next step's button takes focus and Enter hands the goodie over.
  const handOver = goodie.getByRole('button', { name: `Mark handed over: ${habit.reward} for ${habit.memberName}` })
  await handOver.focus()
  await page.keyboard.press('Enter')
  await expect(toast(page, M.GOODIE_HANDED_OVER)).toBeVisible()

  await page.reload()
  await expect(memberRow(page, 'Goodies', habit.userId)).toContainText('Handed over')
  await expect(memberRow(page, 'Goodies', habit.userId).getByRole('button')).toHaveCount(0)
  const after = await api<GoodieWire[]>(page, REWARDS_PATHS.goodies, 3)
  expect(after.find((g) => g.rewardId === habit.id)?.status).toBe('HANDED_OVER')
})

test('on a phone, goodies read as cards and one at the centre is handed over', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 })
  await chooseCentre(page, HSR_CULT)
  const waiting = (await api<GoodieWire[]>(page, REWARDS_PATHS.goodies, 3)).filter((g) => g.status === 'AT_CENTRE')
  const g = waiting[Math.floor(Math.random() * waiting.length)]
  if (g === undefined) throw new Error('the sandbox holds a goodie at the centre')
  await page.goto('/goodies-tracking-details')
  const row = memberRow(page, 'Goodies', g.userId)
  const button = row.getByRole('button', { name: /^Mark handed over/ })
  await button.scrollIntoViewIfNeeded()
  const box = await button.boundingBox()
  expect(box !== null && box.x + box.width <= 375).toBe(true)
  await button.click()
  await expect(toast(page, M.GOODIE_HANDED_OVER)).toBeVisible()
  await page.reload()
  await expect(memberRow(page, 'Goodies', g.userId)).toContainText('Handed over')
  expect(await seriousAxe(page)).toEqual([])
})

test('the health-partner page generates a member’s link whose hash the server computed, and lists it after a reload', async ({ page }) => {
  await chooseCentre(page, KORAMANGALA.centerServiceId)
  await page.goto('/tata1mg')
  await expect(page.getByRole('heading', { level: 1, name: 'Health Partner' })).toBeVisible()
  await page.getByRole('button', { name: 'Generate link' }).click()
  await expect(page.getByText(M.HEALTH_PARTNER_USER_REQUIRED)).toBeVisible()

  const member = DEMO.activeOver30
  await page.getByLabel('Member user id').fill(member.id)
  const answer = page.waitForResponse((r) => r.url().includes(REWARDS_PATHS.healthPartnerHash) && r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Generate link' }).click()
  const made = (await (await answer).json()) as { hash: string; link: string }
  await expect(toast(page, M.HEALTH_PARTNER_LINK_READY)).toBeVisible()
  const result = page.getByRole('status', { name: 'Generated link' })
  await expect(result).toContainText(`${member.first} ${member.last}`)
  await expect(result).toContainText(made.hash)
  expect(made.hash).toMatch(/^[0-9a-f]{64}$/)
  await expect(result.getByRole('link', { name: 'Open the Tata 1mg link' })).toHaveAttribute('href', made.link)

  await page.reload()
  const links = page.getByRole('table', { name: 'Generated links' })
  await expect(links.getByRole('row').filter({ hasText: member.id }).first()).toContainText(made.hash.slice(0, 12))
  const listed = await api<{ hash: string }[]>(page, REWARDS_PATHS.healthPartnerLinks, KORAMANGALA.id)
  expect(listed[0]?.hash).toBe(made.hash)
  expect(await seriousAxe(page)).toEqual([])

  // A user id nobody has: the server's reason.
  await page.getByLabel('Member user id').fill('990000001')
  await page.getByRole('button', { name: 'Generate link' }).click()
  await expect(toast(page, M.healthPartnerMemberUnknown('990000001'))).toBeVisible()
})

test('a play centre has no health-partner page', async ({ page }) => {
  await chooseCentre(page, ARENA)
  await page.goto('/tata1mg')
  await expect(page.getByText('Not Authorized')).toBeVisible()
})
