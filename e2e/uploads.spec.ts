import AxeBuilder from '@axe-core/playwright'
import { type Locator, type Page, expect, test } from '@playwright/test'
import * as M from '../core/shared/messages'
import { signInAsPersona, toast } from './support'

/*
 * The uploads against the seeded sandbox, as the owner at
 * Koramangala Gym. Rows are picked at random from the seeded ranges (sandbox/seed/uploads.ts) so a
 * run never depends on another; what each journey expects comes from the sandbox's answers on
 * screen and, after a reload, from the upload history it keeps.
 */

const csv = (name: string, text: string) => ({ name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/plain', buffer: Buffer.from(text) })
const seriousAxe = async (page: Page): Promise<string[]> =>
  (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
const rand = (n: number): number => Math.floor(Math.random() * n)
const historyRows = (page: Page): Locator => page.getByRole('region', { name: 'Upload history' }).locator('tbody tr')

test.beforeEach(async ({ page }) => {
  await signInAsPersona(page, 'owner')
})

const checkFile = async (page: Page, file: ReturnType<typeof csv>, type?: string): Promise<void> => {
  await page.getByLabel('CSV file').setInputFiles(file)
  if (type !== undefined) await page.getByLabel('Membership type').selectOption(type)
  await page.getByRole('button', { name: 'Check file' }).click()
}

type Case = { kind: string; path: string; title: string; type?: string; bad: () => { text: string; row: number; column: string; reason: string }; good: () => string; message: string; rows: number }

const member = (): string => String(700_001 + rand(400))
const phone = (): string => `9${String(rand(1e9)).padStart(9, '0')}`
const selectMembership = (): string => String(90_001 + 3 * rand(133)) // every third is SELECT

const CASES: readonly Case[] = [
  {
    kind: 'segment',
    path: '/troubleshooting/segment',
    title: 'Segment Removal',
    bad: () => ({ text: `userId,segmentId\n${member()},7102\nabc,7102\n`, row: 3, column: 'userId', reason: M.UPLOAD_DIGITS_REQUIRED }),
    good: () => {
      const a = member()
      let b = member()
      while (b === a) b = member()
      return `userId,segmentId\n${a},7102\n\n${b},7102\n`
    },
    message: M.SEGMENT_REMOVED,
    rows: 2,
  },
  {
    // the rows are well formed: the sandbox's dry run refuses the offer never availed
    kind: 'offer',
    path: '/troubleshooting/offer',
    title: 'Offers Revert',
    bad: () => ({ text: `userId,offerId\n${member()},FRIEND-FLAT-500\n${member()},NO-SUCH-OFFER\n`, row: 3, column: 'offerId', reason: M.UPLOAD_OFFER_NOT_AVAILED }),
    good: () => `userId,offerId\n${member()},FRIEND-FLAT-500\n`,
    message: M.OFFERS_REVERTED,
    rows: 1,
  },
  {
    kind: 'extend',
    path: '/troubleshooting/extend',
    title: 'Manage Memberships',
    type: 'SELECT',
    bad: () => ({ text: `membershipId,days\n${selectMembership()},30\n${selectMembership()},0\n`, row: 3, column: 'days', reason: M.UPLOAD_WHOLE_NUMBER(1, 365) }),
    good: () => `membershipId,days\n${selectMembership()},15\n`,
    message: M.EXTEND_REQUEST_ADDED,
    rows: 1,
  },
  {
    kind: 'leads',
    path: '/troubleshooting/leads-upload',
    title: 'Leads Upload',
    bad: () => ({ text: `name,phone,source,quality\nRavi Kumar,${phone()},REFERRAL,HOT\nMeena S,12345,CULT_APP,WARM\n`, row: 3, column: 'phone', reason: M.UPLOAD_PHONE_INVALID }),
    good: () => `name,phone,source,quality\nRavi Kumar,${phone()},REFERRAL,HOT\nMeena S,${phone()},CULT_APP,WARM\n`,
    message: M.LEADS_UPLOADED,
    rows: 2,
  },
]

for (const c of CASES) {
  test(`${c.title}: a bad row is listed and nothing is written; the fixed file is written once, the same file again changes nothing`, async ({ page }) => {
    await page.goto(c.path)
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible()

    const bad = c.bad()
    await checkFile(page, csv(`${c.kind}-bad.csv`, bad.text), c.type)
    const problems = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Reason' }) })
    await expect(problems.getByRole('row').filter({ hasText: bad.reason })).toContainText(String(bad.row))
    await expect(problems.getByRole('row').filter({ hasText: bad.reason })).toContainText(bad.column)
    await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0)
    await page.reload()
    await expect(historyRows(page).first().or(page.getByText('No uploads yet'))).toBeVisible()
    // The rows that passed the file's rule were checked on the server too: the refused check is in the history.
    await expect(historyRows(page).first()).toContainText('Refused: 1 problem')
    await expect(historyRows(page).first()).toContainText(`${c.kind}-bad.csv`)

    const good = csv(`${c.kind}-good.csv`, c.good())
    await checkFile(page, good, c.type)
    await expect(page.getByRole('status').filter({ hasText: `${c.rows} ${c.rows === 1 ? 'row' : 'rows'} checked, ${c.rows} will change` })).toBeVisible()
    await page.getByRole('button', { name: `Apply ${c.rows} ${c.rows === 1 ? 'row' : 'rows'}` }).click()
    await expect(toast(page, c.message)).toBeVisible()
    if (c.kind === 'extend') await expect(page.getByText(M.MEMBERSHIP_EXTENDED)).toBeVisible()

    await page.reload()
    const first = historyRows(page).first()
    await expect(first).toContainText(`${c.kind}-good.csv`)
    await expect(first).toContainText('Applied')
    await expect(first).toContainText('Asha Rao')
    await first.getByRole('button', { name: /View changes/ }).click()
    await expect(page.getByRole('list', { name: `Changes of ${c.kind}-good.csv` }).getByRole('listitem')).toHaveCount(c.rows)

    // The same file again: the dry run names the first upload; applying it changes nothing.
    await checkFile(page, good, c.type)
    await expect(page.getByRole('status').filter({ hasText: 'was already applied' })).toBeVisible()
    await page.getByRole('button', { name: 'Apply again (changes nothing)' }).click()
    await expect(toast(page, M.UPLOAD_ALREADY_APPLIED)).toBeVisible()
    await page.reload()
    await expect(historyRows(page).first()).toContainText('Already applied, nothing changed')
    await expect(historyRows(page).first().getByRole('cell').nth(c.kind === 'extend' ? 6 : 5)).toHaveText('0')
    await expect(historyRows(page).filter({ hasText: 'Applied' }).filter({ hasText: `${c.kind}-good.csv` })).toHaveCount(2)
    expect(await seriousAxe(page)).toEqual([])
  })
}

const month = (): string => `${2100 + rand(800)}-${String(1 + rand(12)).padStart(2, '0')}`
const pickMetric = async (page: Page): Promise<void> => {
  await page.getByLabel('Owner entity').selectOption({ label: 'Centre' })
  await page.getByLabel('Target metric').selectOption({ label: 'Renewals' })
}
const uploadTargets = async (page: Page, file: ReturnType<typeof csv>, override: boolean): Promise<void> => {
  await pickMetric(page)
  if (override) await page.getByLabel('Override').check()
  await page.getByLabel('Target file (.csv)').setInputFiles(file)
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
}

test('Target Upload: without and with Override, then the file downloads back', async ({ page }) => {
  await page.goto('/troubleshooting/target-upload')
  const text = `ownerIdentifier,month,target\n1001,${month()},${100 + rand(900)}\n`
  await uploadTargets(page, csv('targets.csv', text), false)
  await expect(toast(page, M.TARGET_VALIDATION_SCHEDULED)).toBeVisible()
  await expect(page.getByText(M.FILE_UPLOADED_PAGE, { exact: true })).toBeVisible()
  const first = historyRows(page).first()
  await expect(first).toContainText('Renewals')
  await expect(first).toContainText('Targets saved', { timeout: 15_000 })

  await page.getByRole('button', { name: 'Upload again' }).click()
  await expect(page.getByLabel('Owner entity')).toHaveValue('')
  await uploadTargets(page, csv('targets.csv', text), true)
  await expect(page.getByText(M.FILE_UPLOADED_PAGE, { exact: true })).toBeVisible()
  await expect(historyRows(page).first()).toContainText('Targets saved (Override)', { timeout: 15_000 })

  await page.reload()
  const row = historyRows(page).first()
  await expect(row).toContainText('Targets saved (Override)')
  expect(await seriousAxe(page)).toEqual([])
  await row.getByRole('button', { name: /Download/ }).click()
  await expect(toast(page, M.FILE_AVAILABLE)).toBeVisible()
  const link = row.getByRole('link', { name: /click to download/ })
  const href = (await link.getAttribute('href')) ?? ''
  expect(await (await page.request.get(href)).text()).toBe(text)
})

test('Target Upload: a file that is not .csv is refused; a bad row fails the file and the history says why', async ({ page }) => {
  await page.goto('/troubleshooting/target-upload')
  await pickMetric(page)
  await page.getByLabel('Target file (.csv)').setInputFiles(csv('targets.txt', 'ownerIdentifier,month,target\n'))
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByText(M.CSV_ONLY)).toBeVisible()

  // A file with problems the file's rule finds is refused with every problem, and never sent.
  const m = month()
  await page.getByLabel('Target file (.csv)').setInputFiles(csv('bad-targets.csv', `ownerIdentifier,month,target\n1001,13/2026,5\n,${m},10\n1001,${m},-1\n1001,${m},3\n1001,${m},4\n`))
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Upload monthly targets' }).getByRole('alert')).toHaveText(M.targetFileRefused(4))
  const problems = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Reason' }) })
  await expect(problems.getByRole('row').filter({ hasText: M.UPLOAD_MONTH_FORMAT })).toContainText('2')
  await expect(problems.getByRole('row').filter({ hasText: M.UPLOAD_VALUE_REQUIRED })).toContainText('3')
  await expect(problems.getByRole('row').filter({ hasText: M.UPLOAD_WHOLE_NUMBER(0, 1_000_000_000) })).toContainText('4')
  await expect(problems.getByRole('row').filter({ hasText: M.UPLOAD_DUPLICATE_ROW(5) })).toContainText('6')
  await expect(page.getByText(M.FILE_UPLOADED_PAGE, { exact: true })).toHaveCount(0)

  // An owner the centre does not have is the server's check: the file is uploaded, then refused, and the page says so.
  await page.getByLabel('Target file (.csv)').setInputFiles(csv('unknown-owner.csv', `ownerIdentifier,month,target\nnobody-at-all,${m},10\n`))
  await page.getByRole('button', { name: 'Upload', exact: true }).click()
  const reason = `Row 2, ownerIdentifier: ${M.targetOwnerUnknown('Centre', 'nobody-at-all')}`
  await expect(page.getByRole('region', { name: 'Upload monthly targets' }).getByText(reason)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText(M.FILE_UPLOADED_PAGE, { exact: true })).toHaveCount(0)
  await page.reload()
  await expect(historyRows(page).first()).toContainText('Failed')
  await expect(historyRows(page).first()).toContainText(reason)
})

test('the upload screens at desktop and phone sizes', async ({ page }) => {
  for (const [w, h, name] of [
    [1366, 800, 'desktop'],
    [375, 812, 'phone'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h })
    await page.goto('/troubleshooting/extend')
    await checkFile(page, csv('extend-look.csv', `membershipId,days\n${selectMembership()},30\nabc,0\n`), 'SELECT')
    await expect(page.getByRole('columnheader', { name: 'Reason' })).toBeVisible()
    await page.screenshot({ path: `test-results/uploads-extend-${name}.png`, fullPage: true })
    await page.goto('/troubleshooting/target-upload')
    await pickMetric(page)
    await expect(page.getByLabel('Target file (.csv)')).toBeVisible()
    await page.screenshot({ path: `test-results/uploads-target-${name}.png`, fullPage: true })
    await page.goto('/troubleshooting')
    await expect(page.locator('#content').getByRole('link', { name: 'Segment Removal' })).toBeVisible()
    await page.screenshot({ path: `test-results/uploads-home-${name}.png`, fullPage: true })
    expect(await seriousAxe(page)).toEqual([])
  }
})
