import { randomUUID } from 'node:crypto'
import { type Page, expect, test } from '@playwright/test'
import { PATHS } from '../adapters/http/contract/paths'
import type { PtPacksWire } from '../adapters/http/contract/pt.codecs'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import * as M from '../core/shared/messages'
import { api, seriousViolations, signInAsPersona } from './support'

/**
 * A PT pack's name is written when it is sold ('Personal Training 12 sessions') and is not renamed
 * when its sessions change: the profile shows the sessions the pack holds, never the name's stale
 * count. Meghna Mehta (200013) holds 'Personal Training 12 sessions', 5 of 12 used, as seeded.
 */
const CUSTOMER = '200013'

const packOf = async (page: Page) => {
  const pack = (await api<PtPacksWire>(page, PATHS.ptPacks, { userId: CUSTOMER })).ptPacks.find((p) => p.name === 'Personal Training 12 sessions')
  if (pack === undefined) throw new Error('the seeded PT pack of the editable customer')
  return pack
}
const setSessions = async (page: Page, membershipId: number, maxTickets: number): Promise<void> => {
  const res = await page.request.post(`${API_BASE}/${PATHS.membershipUpdate}`, {
    headers: { [CSRF_HEADER]: CSRF_VALUE },
    data: { membershipId, action: 'MAX_TICKETS', benefit: { maxTickets }, annotation: 'Sessions added at the desk', idempotenceId: randomUUID() },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test("a PT pack whose sessions were raised reads its true count, not its name's", async ({ page }) => {
  await signInAsPersona(page, 'owner')
  const pack = await packOf(page)
  const used = pack.benefits[0]?.ticketsUsed ?? 0
  await setSessions(page, pack.id, 20)
  try {
    await page.goto(`/user?userId=${CUSTOMER}`)
    const packs = page.getByRole('region', { name: M.PT_PACKS_TITLE, exact: true })
    await expect(packs.getByText(M.ptSessionsUsed(used, 20))).toBeVisible({ timeout: 20_000 })
    await expect(packs.getByText('Personal Training', { exact: true })).toBeVisible()
    await expect(packs.getByText(/12 sessions/)).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    // The server holds the new count; the name is unchanged.
    const after = await packOf(page)
    expect(after.benefits[0]?.maxTickets).toBe(20)
  } finally {
    // Back as seeded: other journeys read this customer's pack.
    await setSessions(page, pack.id, 12)
  }
  await page.reload()
  const packs = page.getByRole('region', { name: M.PT_PACKS_TITLE, exact: true })
  await expect(packs.getByText('Personal Training 12 sessions', { exact: true })).toBeVisible({ timeout: 20_000 })
})
