import { type Page, expect, test } from '@playwright/test'
import { EMPLOYEE_PATHS, type EmployeePageWire } from '../adapters/http/contract/employee.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import type { PtPacksWire, PtSessionsWire } from '../adapters/http/contract/pt.codecs'
import type { TrainersLevelAnswer } from '../adapters/http/contract/selling.codecs'
import type * as t from 'io-ts'
import { roleLabel } from '../core/employee/employee-profile.rule'
import { epochMs } from '../core/shared/brands'
import { addDays } from '../core/shared/centre-day'
import { centreDayOf } from '../core/shared/centre-day-of'
import { PT_SERVICE, TENANT } from '../core/shared/constants'
import { enumLabel } from '../core/shared/enum-labels'
import * as M from '../core/shared/messages'
import { giveGymMembership, newCustomer, payInCashWithOtp } from './selling-support'
import { STAFF_PHONE, api, sandboxNow, signInAsPersona, staffAccessOf, toast } from './support'

/*
 * A personal trainer the centre manager adds on the Employees screen is one of the centre's PT
 * trainers at once: /pt offers them for the packs of their level, the pack is sold with them and a
 * session is booked with them from the customer's profile; made inactive when they leave, they are
 * offered no more while the pack sold with them still names them. The trainer and the customer are
 * the journey's own; outcomes are read back from the sandbox's API.
 */

const OTP = '123456'
const GYM = 1001
const PACK = 'Personal training L2: 8 sessions'

const bookTomorrow = async (page: Page): Promise<void> => {
  const dialog = page.getByRole('dialog', { name: M.BOOK_PT_SESSION_TITLE })
  const tomorrow = addDays(centreDayOf(epochMs(await sandboxNow(page))), 1)
  await dialog.getByLabel(M.SLOT_DAY).selectOption({ value: tomorrow })
  await expect(dialog.getByLabel(M.SLOT_DAY)).toHaveValue(tomorrow)
  await dialog.getByRole('radio', { disabled: false }).first().check()
  await dialog.getByRole('button', { name: M.CONTINUE }).click()
}

test('a personal trainer added on the Employees screen is offered at /pt, sells a pack and is booked', async ({ page }) => {
  test.setTimeout(60_000)
  await signInAsPersona(page, 'centre-manager')
  expect((await staffAccessOf(page)).selected?.id).toBe(1)
  const n = String((await sandboxNow(page)) % 100_000_000).padStart(8, '0')
  const name = `Ishaan Trainer ${n.slice(-4)}`

  // The trainer, added through the Employees screen as a level 2 personal trainer.
  await page.goto('/employee/my-employee-v2')
  await page.getByRole('button', { name: M.ADD_EMPLOYEE }).click()
  const add = page.getByRole('dialog', { name: M.ADD_EMPLOYEE })
  await add.getByLabel(M.EMPLOYEE_NAME).fill(name)
  await add.getByLabel(M.EMPLOYEE_EMAIL).fill(`ishaan.${n}@staff.example`)
  await add.getByLabel(M.EMPLOYEE_PHONE).fill(`7${n}3`)
  await add.getByLabel(M.EMPLOYEE_ROLE).selectOption({ label: roleLabel('FMS_PERSONAL_TRAINER') })
  await add.getByLabel(M.PT_LEVEL).selectOption('GYM_PT_LEVEL_L2')
  await add.getByRole('button', { name: M.ADD_EMPLOYEE }).click()
  await expect(toast(page, M.EMPLOYEE_CREATED)).toBeVisible()
  const employees = await api<EmployeePageWire>(page, EMPLOYEE_PATHS.employeesPage, { centerServiceId: GYM, pageNo: 0, pageSize: 1000 })
  const trainerId = employees.content.find((e) => e.name === name)?.agentId ?? ''
  expect(trainerId).not.toBe('')

  // A member buys PT from their profile with the new trainer.
  const userId = await newCustomer(page, `92${n}`, 'Member')
  await giveGymMembership(page, userId, STAFF_PHONE['centre-manager'])
  await page.goto(`/user?userId=${encodeURIComponent(userId)}`)
  await page.getByRole('navigation', { name: 'Actions' }).getByRole('button', { name: M.PROFILE_ACTION_LABELS.sellPtPack }).click()
  const card = page.getByRole('article', { name: PACK })
  await card.getByLabel(M.PT_TRAINER_LABEL).selectOption({ label: M.trainerChoice(name, 'L2') })
  await card.getByRole('button', { name: M.SELL_PACK_BUTTON }).click()
  await payInCashWithOtp(page, OTP)
  const [pack] = (await api<PtPacksWire>(page, PATHS.ptPacks, { userId })).ptPacks
  expect(pack).toMatchObject({ metadata: { preferredTrainerId: trainerId }, trainerDetails: { name } })

  // Booked with them from the profile.
  await expect(page).toHaveURL(/\/user$/)
  await page.getByRole('button', { name: M.BOOK_PT_SESSION }).click()
  await bookTomorrow(page)
  await expect(toast(page, M.SESSION_BOOKED)).toBeVisible()
  const sessions = (await api<PtSessionsWire>(page, PATHS.ptSessions, { userId, tenant: TENANT, service: PT_SERVICE, page: 0, size: 30 })).sessions
  expect(sessions.map((s) => [s.status, s.identityId])).toEqual([['BOOKED', trainerId]])

  // They leave: made inactive on their profile, /pt offers them no more; the sold pack still names them.
  await page.goto(`/employee/my-employee-detail-v2/${trainerId}`)
  await page.getByRole('button', { name: M.EDIT_PROFILE }).click()
  const edit = page.getByRole('dialog', { name: `${M.EDIT_PROFILE}: ${name}` })
  await edit.getByLabel(M.EMPLOYEE_STATUS_FIELD).selectOption({ label: enumLabel('employeeStatus', 'INACTIVE') })
  await edit.getByRole('button', { name: M.SAVE_PROFILE }).click()
  await expect(toast(page, M.PROFILE_SAVED)).toBeVisible()
  const offered = await api<t.TypeOf<typeof TrainersLevelAnswer>>(page, PATHS.ptTrainersLevelBreakdown, { centerServiceId: GYM, centerType: 'GYMFIT' })
  expect(offered.trainers.map((t) => t.identityResponse.id)).not.toContain(trainerId)
  expect((await api<PtPacksWire>(page, PATHS.ptPacks, { userId })).ptPacks[0]?.trainerDetails.name).toBe(name)
})
