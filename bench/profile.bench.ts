import { execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, chromium } from '@playwright/test'
import { SESSION_HINT_COOKIE } from '../adapters/http/contract/wire'
import { startPortalServer } from './portal-server'

const chromePath = (): string =>
  process.env.CHROME_PATH ?? execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()

/** Two demo customers with full profiles (sandbox/README.md): orders, add-ons and tasks; a PT pack and sessions. */
const CUSTOMERS = [
  { phone: '9000000004', name: 'Lakshmi Iyengar' },
  { phone: '9000000008', name: 'Prakash Pandey' },
] as const

/**
 * Page-side probes, from the Enter that hands a phone to the profile: the last change the profile
 * made to the page and the frame after it (the profile fully painted: every block's answer drawn,
 * the lazy blocks in), whether a loading indicator is still showing, and the scripts and calls
 * fetched meanwhile.
 */
const PROBES = () => {
  const w = window as unknown as Record<string, unknown>
  const reset = () => {
    w.__enterAt = undefined
    w.__lastChangeAt = undefined
    w.__paintedAt = undefined
  }
  reset()
  w.__resetProbe = reset
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Enter' && e.target instanceof HTMLInputElement && e.target.type === 'search') w.__enterAt = performance.now()
    },
    { capture: true },
  )
  const watch = () =>
    new MutationObserver(() => {
      if (w.__enterAt === undefined) return
      const at = performance.now()
      w.__lastChangeAt = at
      requestAnimationFrame(() =>
        setTimeout(() => {
          if (w.__lastChangeAt === at) w.__paintedAt = performance.now()
        }, 0),
      )
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  if (document.body === null) document.addEventListener('DOMContentLoaded', watch)
  else watch()
}

type Opened = {
  /** Enter to the profile's last change painted. */
  readonly painted: number
  /** Scripts fetched after the Enter (chunks the profile waited for), and which use-case areas among them. */
  readonly scripts: number
  readonly areas: readonly string[]
  readonly calls: number
  /** Enter to the first call sent (the search), and to the last call's answer. */
  readonly firstCall: number
  readonly lastAnswer: number
  readonly names: readonly string[]
  readonly timeline: readonly string[]
}

/** Types the phone into the header search (as staff do, a key at a time), presses Enter, and waits until the profile has stayed still for a second and a half. */
const openProfile = async (page: Page, customer: (typeof CUSTOMERS)[number]): Promise<Opened> => {
  await page.evaluate(() => ((window as unknown as Record<string, () => void>).__resetProbe as () => void)())
  const search = page.locator('#member-search')
  await search.click()
  await search.pressSequentially(customer.phone, { delay: 80 })
  await search.press('Enter')
  await page.getByRole('heading', { level: 2, name: customer.name }).waitFor({ timeout: 60_000 })
  await page.waitForFunction(
    () => {
      const w = window as unknown as Record<string, number | undefined>
      const last = w.__lastChangeAt
      const loading = [...document.querySelectorAll('#content [role="status"]')].some((e) => /Loading/.test(e.textContent ?? ''))
      return !loading && last !== undefined && w.__paintedAt !== undefined && performance.now() - last > 1500
    },
    undefined,
    { polling: 250, timeout: 60_000 },
  )
  return page.evaluate(() => {
    const w = window as unknown as Record<string, number>
    const enter = w.__enterAt ?? Number.NaN
    const after = performance.getEntriesByType('resource').filter((e) => e.startTime >= enter) as PerformanceResourceTiming[]
    const api = after.filter((e) => new URL(e.name).pathname.startsWith('/api/')).sort((a, b) => a.startTime - b.startTime)
    const scripts = after.filter((e) => /\/assets\/[^/]+\.js$/.test(new URL(e.name).pathname))
    return {
      painted: (w.__paintedAt ?? Number.NaN) - enter,
      scripts: scripts.length,
      areas: scripts.map((e) => /\/assets\/use-cases-([a-z-]+)-[\w-]+\.js$/.exec(new URL(e.name).pathname)?.[1]).filter((a): a is string => a !== undefined),
      timeline: after.map((e) => `${new URL(e.name).pathname.replace(/^\/(api\/v\d\/|assets\/)/, '').slice(0, 28)} ${(e.startTime - enter).toFixed(0)}-${(e.responseEnd - enter).toFixed(0)}`),
      names: scripts.map((e) => new URL(e.name).pathname.replace('/assets/', '')),
      calls: api.length,
      firstCall: (api[0]?.startTime ?? Number.NaN) - enter,
      lastAnswer: Math.max(...api.map((e) => e.responseEnd)) - enter,
    }
  })
}

/** One round in a fresh browser context (nothing cached): /checkin as the front desk, then the header search twice (two customers), back to /checkin between them. */
const round = async (browser: Browser, base: string, cookie: string, order: readonly [number, number]) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
  try {
    const [name, value] = cookie.split('=') as [string, string]
    await context.addCookies([
      { name, value, url: base, httpOnly: true, sameSite: 'Strict' },
      { name: SESSION_HINT_COOKIE, value: '1', url: base, sameSite: 'Lax' },
    ])
    // tsx names the probes' inner functions with a helper the page does not have.
    await context.addInitScript('globalThis.__name = (f) => f')
    await context.addInitScript(PROBES)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(`${base}/checkin`)
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const cpu = process.env.PROFILE_BENCH_CPU
    const profiled = async (label: string, open: () => Promise<Opened>): Promise<Opened> => {
      if (cpu === undefined) return open()
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      const opened = await open()
      const { profile } = await cdp.send('Profiler.stop')
      writeFileSync(join(cpu, `profile-${label}-${order[0]}.cpuprofile`), JSON.stringify(profile))
      return opened
    }
    const first = await profiled('first', () => openProfile(page, CUSTOMERS[order[0]] as (typeof CUSTOMERS)[number]))
    await page.goBack()
    await page.waitForURL((u) => u.pathname === '/checkin')
    await page.waitForLoadState('networkidle')
    const later = await profiled('later', () => openProfile(page, CUSTOMERS[order[1]] as (typeof CUSTOMERS)[number]))
    return { first, later }
  } finally {
    await context.close()
  }
}

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}

/**
 * The header search to a fully painted profile, in Chromium at 4x CPU throttling (the built
 * portal, a fresh sandbox): the first time in a browser that has not loaded the profile yet
 * (a fresh context on /checkin, as the front desk) and a later time in the same page (the
 * profile's code in), PROFILE_BENCH_ROUNDS rounds (5 unless set), the two demo customers taking
 * turns at being first. 'Fully painted' is the frame after the profile's last change to the page
 * (every block's answer drawn, the lazy blocks in), with no loading indicator left. The typing
 * takes about a second (a key every 80 ms), as a phone number does at the desk.
 * PROFILE_BENCH_CPU=<folder> writes a CPU profile of each open there (DevTools' .cpuprofile).
 */
export const profileBench = {
  name: 'profile: header search to a fully painted profile, first time and later (4x CPU)',
  run: async () => {
    const server = await startPortalServer()
    const browser = await chromium.launch({ executablePath: chromePath(), args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const cookie = await server.signIn('front-desk')
      const rounds = Number(process.env.PROFILE_BENCH_ROUNDS ?? '5')
      const load = loadavg()
      const results: { first: Opened; later: Opened }[] = []
      for (let i = 0; i < rounds; i += 1) results.push(await round(browser, server.base, cookie, i % 2 === 0 ? [0, 1] : [1, 0]))
      const after = loadavg()
      const each = (f: (r: { first: Opened; later: Opened }) => number | string): string => results.map(f).join(' / ')
      const firsts = results.map((r) => r.first.painted)
      const laters = results.map((r) => r.later.painted)
      return {
        'load average (1 min) before / after': `${load[0]?.toFixed(1)} / ${after[0]?.toFixed(1)}`,
        'first time: Enter -> profile fully painted ms (median)': median(firsts).toFixed(0),
        'later: Enter -> profile fully painted ms (median)': median(laters).toFixed(0),
        '  first time, each round ms': each((r) => r.first.painted.toFixed(0)),
        '  later, each round ms': each((r) => r.later.painted.toFixed(0)),
        '  scripts fetched after Enter, first / later': each((r) => `${r.first.scripts}/${r.later.scripts}`),
        '  use-case areas fetched after Enter (first time, last round)': results[results.length - 1]?.first.areas.join(' ') || 'none',
        '  scripts after Enter (first time, last round)': results[results.length - 1]?.first.names.join(' ') ?? '',
        '  Enter -> search sent / last answer in / painted ms, first time': each((r) => `${r.first.firstCall.toFixed(0)}, ${r.first.lastAnswer.toFixed(0)}, ${r.first.painted.toFixed(0)}`),
        '  Enter -> search sent / last answer in / painted ms, later': each((r) => `${r.later.firstCall.toFixed(0)}, ${r.later.lastAnswer.toFixed(0)}, ${r.later.painted.toFixed(0)}`),
        // PROFILE_BENCH_TIMELINE=1: each request after the Enter (ms from it, start-end), first round.
        ...(process.env.PROFILE_BENCH_TIMELINE === undefined
          ? {}
          : { 'requests after Enter, first time': `\n${results[0]?.first.timeline.join('\n') ?? ''}`, 'requests after Enter, later': `\n${results[0]?.later.timeline.join('\n') ?? ''}` }),
        '  API calls after Enter, first / later': each((r) => `${r.first.calls}/${r.later.calls}`),
      }
    } finally {
      await browser.close()
      server.stop()
    }
  },
}
