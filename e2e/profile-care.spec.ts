import { type Locator, type Page, expect, test } from '@playwright/test'
import * as M from '../core/shared/messages'
import { sandboxNow, signInAsPersona, toast } from './support'

/*
 * The customer profile's care blocks against the seeded sandbox, as the owner at Koramangala Gym
 * (the first centre). What the journeys expect comes from what the sandbox answers on screen
 * (the slot they chose, the row it lists) and, after a reload, from the sandbox's stored data.
 */

const PT_CUSTOMER = '200008' // Prakash Pandey: a PT pack with Rahul Nair and sessions in every status
const TASK_CUSTOMER = '200003' // Sameer Sethi: open task tsk-0001
const CUSTOMER = '200004' // Lakshmi Iyengar: no BCA records yet

const openProfile = async (page: Page, userId: string): Promise<void> => {
  await page.goto(`/user?userId=${userId}`)
}
const region = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true })
/** Chooses the first free slot on the day option at `dayIndex`; answers the day label and the slot's start as shown. */
const chooseSlot = async (dialog: Locator, dayIndex: number): Promise<{ day: string; start: string }> => {
  const select = dialog.getByLabel(M.SLOT_DAY)
  const day = (await select.locator('option').nth(dayIndex).textContent()) ?? ''
  await select.selectOption({ index: dayIndex })
  const free = dialog.locator('input[type="radio"]:not([disabled])').first()
  await expect(free).toBeVisible()
  const label = (await dialog.locator('label', { has: dialog.page().locator('input[type="radio"]:not([disabled])') }).first().textContent()) ?? ''
  await free.check()
  return { day: day.slice(4), start: label.split(' – ')[0]?.trim() ?? '' }
}

/** 'Wed 02 Dec' + '7:00 AM' → the sessions table's '02 Dec 2026 | 7:00 AM' start (without the year). */
const sessionRow = (page: Page, slot: { day: string; start: string }): Locator =>
  region(page, M.PT_SESSIONS_TITLE).getByRole('row').filter({ hasText: slot.day }).filter({ hasText: `| ${slot.start}` })

test.beforeEach(async ({ page }) => {
  // The page's clock starts at the sandbox's instant and runs on as usual; the journeys only jump it
  // past the Submit button's 5-second guard.
  await page.clock.install({ time: await sandboxNow(page) })
  await signInAsPersona(page, 'owner')
})

/** Submit buttons ignore repeat clicks for 5 seconds (part 1 §5): move the page's clock past that. */
const pastTheGuard = (page: Page) => page.clock.fastForward(6_000)

test('book, reschedule and cancel a PT session; each change is there after a reload', async ({ page }) => {
  // Three actions and three reloads of the whole profile on a shared 2-core machine.
  test.setTimeout(90_000)
  await openProfile(page, PT_CUSTOMER)
  await region(page, M.PT_PACKS_TITLE).getByRole('button', { name: M.BOOK_PT_SESSION }).first().click()
  const book = page.getByRole('dialog', { name: M.BOOK_PT_SESSION_TITLE })
  await book.getByRole('button', { name: M.CONTINUE }).click()
  await expect(book.getByText(M.TIME_SLOT_REQUIRED)).toBeVisible()
  // Option 0 is the 'Choose…' prompt: 7 is the last of the seven days offered.
  const booked = await chooseSlot(book, 7)
  await pastTheGuard(page)
  await book.getByRole('button', { name: M.CONTINUE }).click()
  await expect(toast(page, M.SESSION_BOOKED)).toBeVisible()

  await openProfile(page, PT_CUSTOMER)
  const bookedRow = sessionRow(page, booked)
  await expect(bookedRow).toHaveCount(1)
  await expect(bookedRow).toContainText(M.PT_STATUS_UPCOMING)

  await bookedRow.getByRole('button', { name: new RegExp(`^${M.RESCHEDULE}`) }).click()
  const move = page.getByRole('dialog', { name: M.RESCHEDULE_PT_SESSION_TITLE })
  const moved = await chooseSlot(move, 6)
  await move.getByRole('button', { name: M.CONTINUE }).click()
  await expect(toast(page, M.SESSION_RESCHEDULED)).toBeVisible()

  await openProfile(page, PT_CUSTOMER)
  await expect(sessionRow(page, moved)).toHaveCount(1)
  await expect(sessionRow(page, booked)).toHaveCount(0)

  await sessionRow(page, moved).getByRole('button', { name: new RegExp(`^${M.CANCEL}`) }).click()
  const confirm = page.getByRole('dialog', { name: M.CANCEL_PT_SESSION_TITLE })
  await confirm.getByRole('button', { name: M.CANCEL_PT_SESSION_TITLE }).click()
  await expect(toast(page, M.SESSION_CANCELLED)).toBeVisible()

  await openProfile(page, PT_CUSTOMER)
  await expect(region(page, M.PT_SESSIONS_TITLE).getByRole('row').nth(1)).toBeVisible()
  await expect(sessionRow(page, moved)).toHaveCount(0)
})

test('record BCA with a bad value then a good one', async ({ page }) => {
  await openProfile(page, CUSTOMER)
  const card = region(page, M.BCA_TITLE)
  await expect(card.getByText(M.BCA_NEVER_RECORDED)).toBeVisible()
  await card.getByRole('button', { name: M.BCA_RECORD }).click()
  const dialog = page.getByRole('dialog', { name: M.RECORD_BCA_TITLE })
  await dialog.getByLabel(M.BCA_WEIGHT).fill('71.5')
  await dialog.getByLabel(M.BCA_MUSCLE_MASS).fill('90')
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(dialog.getByText(M.MUSCLE_MASS_RANGE)).toBeVisible()
  await dialog.getByLabel(M.BCA_MUSCLE_MASS).fill('38')
  await dialog.getByLabel(M.BCA_BODY_FAT).fill('24')
  await dialog.getByLabel(M.BCA_VISCERAL_FAT).fill('9')
  await dialog.getByLabel(M.BCA_BMR).fill('1480')
  await pastTheGuard(page)
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(toast(page, M.BCA_RECORDED)).toBeVisible()

  await openProfile(page, CUSTOMER)
  await expect(region(page, M.BCA_TITLE).getByText(/^Last recorded on \d{2} \w{3} \d{4}$/)).toBeVisible()
  await expect(region(page, M.BCA_TITLE).getByRole('definition').first()).toHaveText('71.5')
})

test('resolve a task', async ({ page }) => {
  await openProfile(page, TASK_CUSTOMER)
  const tasks = region(page, M.TASKS_TITLE)
  const resolveButtons = tasks.getByRole('button', { name: new RegExp(`^${M.RESOLVE}`) })
  // The whole profile loads at once on a shared machine: allow the block some time.
  await expect(resolveButtons.first()).toBeVisible({ timeout: 25_000 })
  const openBefore = await resolveButtons.count()
  expect(openBefore).toBeGreaterThan(0)
  await resolveButtons.first().click()
  const dialog = page.getByRole('dialog', { name: M.RESOLVE_TASK_TITLE })
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(dialog.getByText(M.REMARKS_ENTER)).toBeVisible()
  await dialog.getByLabel(M.TASK_STATUS).selectOption('CONNECTED')
  await dialog.getByLabel(M.TASK_SUB_STATUS).selectOption('INTERESTED')
  await dialog.getByLabel(M.TASK_FOLLOW_UP).selectOption('NO_FOLLOW_UP')
  await dialog.getByLabel(M.TASK_REMARKS).fill('Joining on Monday')
  await pastTheGuard(page)
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(toast(page, M.TASK_RESOLVED)).toBeVisible()

  await openProfile(page, TASK_CUSTOMER)
  await expect(region(page, M.TASKS_TITLE).getByText('Joining on Monday')).toBeVisible()
  await expect(region(page, M.TASKS_TITLE).getByRole('button', { name: new RegExp(`^${M.RESOLVE}`) })).toHaveCount(openBefore - 1)
})

test('report an injury', async ({ page }) => {
  await openProfile(page, CUSTOMER)
  await page.getByRole('button', { name: M.REPORT_INJURY }).click()
  const dialog = page.getByRole('dialog', { name: M.reportInjuryTitle('Lakshmi Iyengar') })
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(dialog.getByText(M.FIELD_REQUIRED).first()).toBeVisible()
  await expect(dialog.getByLabel(M.INJURY_LABELS.format)).toBeDisabled()
  const pick = (label: string, value: string) => dialog.getByLabel(label, { exact: true }).selectOption({ label: value })
  await pick(M.INJURY_LABELS.injuryLevel, 'First aid given and the member continued')
  await pick(M.INJURY_LABELS.injuryCause, 'Equipment')
  await pick(M.INJURY_LABELS.workout, 'Gym')
  await pick(M.INJURY_LABELS.format, 'GT')
  await pick(M.INJURY_LABELS.injuryLocation, 'Others')
  await dialog.getByLabel(M.INJURY_LABELS.injuryLocationComment).fill('Stretching mat near the stairs')
  await dialog.getByLabel(M.INJURY_LABELS.injuryTime).selectOption({ label: '9:30 AM' })
  await pick(M.INJURY_LABELS.trainerDetails, 'NA')
  await pick(M.INJURY_LABELS.impactedBodyPart, 'Ankle')
  await pick(M.INJURY_LABELS.symptomsLevel1, 'Internal Injury (muscles and joints)')
  await pick(M.INJURY_LABELS.symptomsLevel2, 'Sprain')
  await pick(M.INJURY_LABELS.firstAidProcedure, 'None')
  await pick(M.INJURY_LABELS.priorHistory, 'No history')
  await dialog.getByRole('checkbox', { name: 'Gel/Ice pack' }).check()
  await dialog.getByLabel(M.INJURY_LABELS.description).fill('Rolled the ankle stepping off the mat')
  await pastTheGuard(page)
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(toast(page, /^Ticket created Successfully: INJ-\d+$/)).toBeVisible()
  await expect(dialog).toHaveCount(0)
})

test('record a referral', async ({ page }) => {
  await openProfile(page, CUSTOMER)
  await page.getByRole('button', { name: M.RECORD_REFERRAL }).click()
  let dialog = page.getByRole('dialog', { name: M.RECORD_REFERRAL })
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(dialog.getByText(M.CUSTOMER_NAME_REQUIRED)).toBeVisible()
  await expect(dialog.getByText(M.INVALID_PHONE_NUMBER)).toBeVisible()
  await dialog.getByLabel(M.REFERRAL_FRIEND_NAME).fill('Ravi Kumar')
  await dialog.getByLabel(M.REFERRAL_FRIEND_PHONE).fill('5550001234')
  await pastTheGuard(page)
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(toast(page, M.REFERRAL_SUCCESSFUL)).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // After a reload the sandbox holds the referral: the same friend again is refused in its words.
  await openProfile(page, CUSTOMER)
  await page.getByRole('button', { name: M.RECORD_REFERRAL }).click()
  dialog = page.getByRole('dialog', { name: M.RECORD_REFERRAL })
  await dialog.getByLabel(M.REFERRAL_FRIEND_NAME).fill('Ravi Kumar')
  await dialog.getByLabel(M.REFERRAL_FRIEND_PHONE).fill('5550001234')
  await dialog.getByRole('button', { name: M.SUBMIT }).click()
  await expect(dialog.getByText(M.REFERRAL_ALREADY_MADE)).toBeVisible()
})
