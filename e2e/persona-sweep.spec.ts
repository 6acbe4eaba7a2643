import { type Page, expect, test } from '@playwright/test'
import type { RouteDef } from '../core/access/access'
import { accessSubjectFor } from '../core/access/staff-access'
import { canAccess } from '../core/access/route-access.rule'
import { ROUTES } from '../core/access/route-map'
import type { Centre } from '../core/centre/centre'
import { epochMs } from '../core/shared/brands'
import { FATAL_ERROR_TITLE, TRY_AGAIN } from '../core/shared/messages'
import { PERSONAS } from '../sandbox/seed/personas'
import { rawCodesIn } from '../tests/support/raw-codes'
import { addressOf, settled, trackRequests } from './sweep-support'
import { goClientSide, sandboxNow, signInAsPersona, staffAccessOf } from './support'
import { KIOSK_PATH, isKioskSession } from '../core/access/kiosk-session.rule'

/*
 * Every route of the route table (so a new screen is swept too), as every persona the sandbox
 * offers (so a new persona is swept too), at one centre of each type the persona works at (gym,
 * one pass, cult, play, bootcamp), on first load and again after the screen's first switch
 * (a tab, or a pressed button such as another day or the other list). What a person reads must
 * not hold a raw code ('SOCIAL_MEDIA', 'PAID'); a block the persona is refused (a 403) is never
 * offered 'Try Again'; nothing throws in the page, nothing shows the fatal error screen and the
 * sandbox answers no call with a 5xx.
 */

const VISITED = ROUTES.filter((r) => r.path !== '/logout')

/** The profile with customers who have every block (orders in every status, PT, tasks), and a play member with children. */
const addressesOf = (r: RouteDef, centre: Centre): readonly string[] => {
  if (r.path !== '/user') return [addressOf(r)]
  return centre.type === 'PLAY' ? ['/user?userId=200010', '/user?userId=200008'] : ['/user?userId=200008', '/user?userId=200004']
}

/** A centre's kind for the sweep: its type (a hybrid centre is a cult centre to the route table). */
const kindOf = (c: Centre): string => c.type

/** What the screen shows now, and the switch pressed after reading it (if asked to press one). */
type Reading = { readonly text: string; readonly tryAgain: boolean; readonly fatal: boolean; readonly pressed?: string }

/**
 * Reads the screen in the page in one go: what a person reads in #content (words as written, not
 * as CSS capitalises them; code to type as is left out), whether it offers 'Try Again', whether the
 * fatal error screen is up. Then, if asked, presses the screen's first switch: a tab not selected,
 * else a button not pressed (outside dialogs and the date picker's calendar).
 */
const readScreen = (page: Page, press: boolean): Promise<Reading> =>
  page.evaluate(
    ({ tryAgain, fatal, press }) => {
      // For the sweep's reading only: no CSS capitals, no code samples (innerText skips what is not displayed).
      if (document.getElementById('sweep-reading') === null) {
        const style = document.createElement('style')
        style.id = 'sweep-reading'
        style.textContent = '* { text-transform: none !important; } #content code { display: none !important; }'
        document.head.appendChild(style)
      }
      const content = document.querySelector<HTMLElement>('#content')
      const reading = {
        text: content?.innerText ?? '',
        tryAgain: [...(content?.querySelectorAll('button') ?? [])].some((b) => (b.textContent ?? '').trim() === tryAgain),
        fatal: [...document.querySelectorAll('h1')].some((h) => (h.textContent ?? '').trim() === fatal),
      }
      if (!press || content === null) return reading
      const usable = (el: HTMLElement) => !el.hasAttribute('disabled') && el.closest('[role="dialog"], [role="grid"]') === null && el.offsetParent !== null
      const first = [
        ...content.querySelectorAll<HTMLElement>('[role="tab"][aria-selected="false"]'),
        ...content.querySelectorAll<HTMLElement>('button[aria-pressed="false"]'),
      ].find(usable)
      if (first === undefined) return reading
      first.click()
      return { ...reading, pressed: (first.getAttribute('aria-label') ?? first.textContent ?? '').trim().slice(0, 40) }
    },
    { tryAgain: TRY_AGAIN, fatal: FATAL_ERROR_TITLE, press },
  )

const selectCentre = async (page: Page, centre: Centre): Promise<void> => {
  await page.getByRole('button', { name: /^Centre/ }).click()
  await page.getByRole('combobox', { name: 'Search centres by name or locality' }).fill(centre.name)
  await page.getByRole('option', { name: new RegExp(centre.name.replace(/[()]/g, '\\$&')) }).click()
  await expect(page.getByRole('button', { name: /^Centre/ })).toContainText(centre.name)
}

for (const { persona } of PERSONAS) {
  test(`as ${persona}, every screen they may open at each kind of centre reads in words, refuses honestly and does not break`, async ({ page }) => {
    test.setTimeout(150_000)
    const inFlight = trackRequests(page)
    const refused: string[] = []
    const serverErrors: string[] = []
    const pageErrors: string[] = []
    page.on('response', (res) => {
      if (!res.url().includes('/api/')) return
      if (res.status() === 403) refused.push(new URL(res.url()).pathname)
      if (res.status() >= 500) serverErrors.push(`${res.status()} ${new URL(res.url()).pathname}`)
    })
    page.on('pageerror', (e) => pageErrors.push(e.message.slice(0, 200)))

    await signInAsPersona(page, persona)
    const access = await staffAccessOf(page)
    const now = epochMs(await sandboxNow(page))
    await expect(page.locator('#content h1')).toBeVisible()
    // One open centre of each kind the persona works at, the selected one first.
    const open = access.centers.filter((c) => accessSubjectFor(access, c, now).closed !== true)
    const ordered = access.selected === undefined ? open : [access.selected, ...open.filter((c) => c.id !== access.selected?.id)]
    const centres = ordered.filter((c, i) => ordered.findIndex((d) => kindOf(d) === kindOf(c)) === i)

    const problems: string[] = []
    const metRefusal: string[] = []
    let switches = 0
    let visits = 0
    /** Checks the screen as it is now (then presses its first switch, if asked): what it pressed. */
    const check = async (where: string, press: boolean): Promise<string | undefined> => {
      await settled(page, inFlight)
      const seen = await readScreen(page, press)
      const codes = rawCodesIn(seen.text)
      if (codes.length > 0) problems.push(`${where}: raw codes ${codes.join(', ')}`)
      if (refused.length > 0) {
        metRefusal.push(where)
        if (seen.tryAgain) problems.push(`${where}: 'Try Again' beside a refusal (${[...new Set(refused)].join(', ')})`)
        if (/\b(VIEW|EDIT) access on\b/.test(seen.text)) problems.push(`${where}: the server's permission codes`)
      }
      if (seen.fatal) problems.push(`${where}: the fatal error screen`)
      if (pageErrors.length > 0) problems.push(`${where}: page error ${pageErrors.join(' | ')}`)
      if (serverErrors.length > 0) problems.push(`${where}: ${serverErrors.join(', ')}`)
      refused.length = 0
      serverErrors.length = 0
      pageErrors.length = 0
      return seen.pressed
    }

    for (const centre of centres) {
      if (centre.id !== access.selected?.id) await selectCentre(page, centre)
      const subject = accessSubjectFor(access, centre, now)
      // A self check-in kiosk has one screen; every other address shows it (e2e/kiosk-alerts.spec.ts).
      const kiosk = isKioskSession(access.permissions)
      for (const r of VISITED.filter((route) => canAccess(route, subject) && (!kiosk || route.path === KIOSK_PATH))) {
        for (const address of addressesOf(r, centre)) {
          const where = `${address} at ${centre.name}`
          refused.length = 0
          serverErrors.length = 0
          pageErrors.length = 0
          await goClientSide(page, address)
          // The screen itself (not 'Not Authorized', not the screen before): a route the persona may open opens.
          await expect(page.locator('#content h1').first(), where).toHaveText(r.title)
          const pressed = await check(where, true)
          visits += 1
          if (pressed !== undefined) {
            switches += 1
            await check(`${where}, after '${pressed}'`, false)
          }
        }
      }
    }
    test.info().annotations.push({ type: 'swept', description: `${visits} screens at ${centres.map((c) => c.name).join(', ')}; ${switches} switches` })
    expect(problems).toEqual([])
    expect(visits).toBeGreaterThan(0)
    // Staff whose role leaves out some of the profile's blocks meet real refusals there.
    if (persona === 'front-desk' || persona === 'trainer') expect(metRefusal.length, 'screens that met a 403').toBeGreaterThan(0)
  })
}
