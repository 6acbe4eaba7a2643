import { type Page, expect, test } from '@playwright/test'
import { canAccess, matchRoute } from '../core/access/route-access.rule'
import { accessSubjectFor } from '../core/access/staff-access'
import { isKioskSession } from '../core/access/kiosk-session.rule'
import { epochMs } from '../core/shared/brands'
import { BOOK_ACTION, MORE_ACTIONS, EMPTY_TABLE, NOT_AUTHORIZED, PROFILE_ACTION_LABELS, SELL_ADD_ONS } from '../core/shared/messages'
import { PERSONAS } from '../sandbox/seed/personas'
import { goClientSide, sandboxNow, signInAsPersona, staffAccessOf } from './support'

/*
 * Every action on the profile that leads to another screen (a sale, the PT booking, the add-on
 * sale) opens that screen for the staff member who is offered it: never 'Not Authorized'. As
 * every persona the sandbox offers who may open the profile, at their selected centre, on a
 * customer without a membership (the pack sale, onboarding) and one with a current membership
 * (the PT sale, the add-ons). The actions are read from the page, so a new one is swept too.
 */

/** The labels of actions that open another screen (the others open a dialog or act in place). */
const LEADS_AWAY = new Set([
  PROFILE_ACTION_LABELS.sellNewPack,
  PROFILE_ACTION_LABELS.sellPtPack,
  PROFILE_ACTION_LABELS.sellBootcamp,
  PROFILE_ACTION_LABELS.onboardingFlow,
  BOOK_ACTION,
])

const CUSTOMERS = { withoutMembership: '200001', withMembership: '200008' } as const

const openProfile = async (page: Page, userId: string): Promise<void> => {
  await goClientSide(page, `/user?userId=${userId}`)
  await expect(page.getByRole('region', { name: 'Member', exact: true }).getByRole('heading', { level: 2 })).not.toBeEmpty()
  // The memberships decide the actions: their block drawn (a table, 'Nothing here' or its refusal) means the row is too.
  const memberships = page.getByRole('region', { name: 'Memberships', exact: true })
  await expect(memberships.getByRole('table').or(memberships.getByText(EMPTY_TABLE)).or(memberships.getByRole('alert')).first()).toBeVisible()
}

/** What the profile offers that leads away: the header's and the action row's buttons, the list behind More actions, Sell Add-ons. */
const offeredAway = async (page: Page): Promise<readonly string[]> => {
  const actions = page.getByRole('navigation', { name: 'Actions' })
  const more = actions.getByRole('button', { name: new RegExp(MORE_ACTIONS) })
  if ((await more.count()) > 0) await more.click()
  const enabled = (buttons: Element[]) => buttons.filter((b) => !(b as HTMLButtonElement).disabled).map((b) => (b.textContent ?? '').trim())
  const labels = [
    ...(await page.getByRole('region', { name: 'Member', exact: true }).getByRole('button').evaluateAll(enabled)),
    ...(await actions.getByRole('button').evaluateAll(enabled)),
  ]
  if ((await more.count()) > 0) await more.click()
  const addOns = (await page.getByRole('link', { name: new RegExp(`^${SELL_ADD_ONS}`) }).count()) > 0 ? [SELL_ADD_ONS] : []
  return [...new Set(labels.filter((l) => LEADS_AWAY.has(l))), ...addOns]
}

const press = async (page: Page, label: string): Promise<void> => {
  if (label === SELL_ADD_ONS) return page.getByRole('link', { name: new RegExp(`^${SELL_ADD_ONS}`) }).first().click()
  const inHeader = page.getByRole('region', { name: 'Member', exact: true }).getByRole('button', { name: label, exact: true })
  if ((await inHeader.count()) > 0) return inHeader.click()
  const actions = page.getByRole('navigation', { name: 'Actions' })
  const shown = actions.getByRole('button', { name: label, exact: true })
  if ((await shown.count()) === 0) await actions.getByRole('button', { name: new RegExp(MORE_ACTIONS) }).click()
  await actions.getByRole('button', { name: label, exact: true }).click()
}

for (const { persona } of PERSONAS) {
  test(`as ${persona}, every profile action that leads to another screen opens it`, async ({ page }) => {
    await signInAsPersona(page, persona)
    const access = await staffAccessOf(page)
    const centre = access.selected
    const profile = matchRoute('/user')?.route
    if (isKioskSession(access.permissions)) {
      // A self check-in kiosk has one screen, whatever the address (e2e/kiosk-alerts.spec.ts).
      await goClientSide(page, `/user?userId=${CUSTOMERS.withMembership}`)
      await expect(page.getByRole('navigation', { name: 'Actions' })).toHaveCount(0)
      return
    }
    await expect(page.locator('#content h1')).toBeVisible()
    if (centre === undefined || profile === undefined || !canAccess(profile, accessSubjectFor(access, centre, epochMs(await sandboxNow(page))))) {
      // Staff who may not open the profile are told so, and are offered none of its actions.
      await goClientSide(page, `/user?userId=${CUSTOMERS.withMembership}`)
      await expect(page.locator('#content h1').first()).toHaveText(centre === undefined ? /.+/ : NOT_AUTHORIZED)
      await expect(page.getByRole('navigation', { name: 'Actions' })).toHaveCount(0)
      return
    }
    const opened: string[] = []
    for (const userId of Object.values(CUSTOMERS)) {
      await openProfile(page, userId)
      for (const label of await offeredAway(page)) {
        await openProfile(page, userId)
        const from = page.url()
        await press(page, label)
        await page.waitForURL((u) => u.toString() !== from)
        const here = matchRoute(new URL(page.url()).pathname)
        const where = `${label} on ${userId} led to ${new URL(page.url()).pathname}`
        expect(here, where).toBeDefined()
        await expect(page.locator('#content h1').first(), where).toHaveText(here?.route.title ?? '')
        await expect(page.getByRole('heading', { name: NOT_AUTHORIZED }), where).toHaveCount(0)
        opened.push(`${userId}: ${label}`)
      }
    }
    test.info().annotations.push({ type: 'opened', description: opened.join('; ') || 'nothing leads away' })
    // Those who sell see the sales; front desk sells packs but not personal training.
    if (persona === 'owner') expect(opened).toEqual(expect.arrayContaining([`${CUSTOMERS.withMembership}: ${PROFILE_ACTION_LABELS.sellPtPack}`]))
    if (persona === 'front-desk') {
      expect(opened).toEqual(expect.arrayContaining([`${CUSTOMERS.withoutMembership}: ${PROFILE_ACTION_LABELS.sellNewPack}`]))
      expect(opened.filter((o) => o.endsWith(PROFILE_ACTION_LABELS.sellPtPack) || o.endsWith(BOOK_ACTION))).toEqual([])
    }
  })
}
