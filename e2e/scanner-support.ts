import type { Page } from '@playwright/test'

/** A desk scanner's pace: a key every few milliseconds (the scan rule allows up to 100 ms between keys). */
const SCANNER_KEY_GAP_MS = 4

/**
 * Types a code as a desk scanner does, into whatever has the focus: its keys, then Enter, each key
 * stamped with the time the scanner made it (SCANNER_KEY_GAP_MS apart), sent through the DevTools
 * protocol without waiting for the page between keys. Playwright's keyboard waits for the page to
 * take each key before making the next, so on a loaded machine its gaps can grow past a scan's
 * and the page rightly reads typing; a scanner does not wait, and the page reads each key's own
 * time. Chromium only, as the journeys run.
 */
export const typeAsScanner = async (page: Page, code: string): Promise<void> => {
  const cdp = await page.context().newCDPSession(page)
  try {
    const keys: (readonly [string, string, number])[] = [...code].map((ch) => [ch, ch, /[a-z0-9]/i.test(ch) ? ch.toUpperCase().charCodeAt(0) : 0] as const)
    keys.push(['Enter', '\r', 13])
    const start = Date.now() - keys.length * SCANNER_KEY_GAP_MS
    await Promise.all(
      keys.flatMap(([key, text, vk], i) => {
        const timestamp = (start + i * SCANNER_KEY_GAP_MS) / 1000
        return [
          cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text, unmodifiedText: text, windowsVirtualKeyCode: vk, timestamp }),
          cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode: vk, timestamp }),
        ]
      }),
    )
  } finally {
    await cdp.detach()
  }
}
