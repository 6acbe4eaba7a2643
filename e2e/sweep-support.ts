import { type Page, expect } from '@playwright/test'
import type { RouteDef } from '../core/access/access'

/*
 * What the route sweeps share: what a person reads on a screen, and when a screen has finished
 * loading (how a raw code is told from a word is tests/support/raw-codes.ts, shared with the
 * sandbox's tests).
 */

/**
 * What a person reads in an element, run in the page: its text as written (upper-case headings by
 * CSS text-transform are words in sentence case), less what is shown as code to type as is.
 */
export const readableTextIn = (el: Element): string => {
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
}

/** What a person reads in the first element matching the selector. */
export const readText = (page: Page, selector: string): Promise<string> => page.locator(selector).first().evaluate(readableTextIn)

/** The calls a page has in flight (to the API, and the screens' lazily loaded code), counted as they start and end. */
export const trackRequests = (page: Page): { n: number } => {
  const inFlight = { n: 0 }
  const isCall = (r: { resourceType: () => string }) => ['fetch', 'xhr', 'script'].includes(r.resourceType())
  page.on('request', (r) => {
    if (isCall(r)) inFlight.n += 1
  })
  const done = (r: { resourceType: () => string }) => {
    if (isCall(r)) inFlight.n = Math.max(0, inFlight.n - 1)
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return inFlight
}

/** Waits until the screen has asked for nothing for a moment (its data drawn or its error shown). */
export const settled = async (page: Page, inFlight: { n: number }): Promise<void> => {
  const quiet = async (): Promise<void> => {
    await expect.poll(() => inFlight.n, { timeout: 15_000, intervals: [25, 50, 100, 200] }).toBe(0)
    // Two frames and a moment: what the answers drew has run its effects (and asked for more, if it does).
    await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 40)))))
  }
  await quiet()
  if (inFlight.n > 0) await quiet()
  await expect.poll(() => inFlight.n, { timeout: 15_000, intervals: [25, 50, 100, 200] }).toBe(0)
}

/** A concrete address for a route pattern. */
export const addressOf = (r: RouteDef): string => r.path.replace(/:(\w+)/g, (_, name: string) => `${name}-1`)
