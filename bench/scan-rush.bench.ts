import { execSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { type CDPSession, type Page, chromium } from '@playwright/test'
import type { PastCheckInsWire } from '../adapters/http/contract/check-in.codecs'
import type { UserResultWire } from '../adapters/http/contract/customer.codecs'
import { PATHS } from '../adapters/http/contract/paths'
import { MEMBER_PASS_PATHS } from '../adapters/http/contract/member-pass.codecs'
import { SANDBOX_PAGES } from '../adapters/http/contract/sandbox-paths'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../adapters/http/contract/wire'
import { CHECK_IN_BUTTON, CHECK_IN_SUCCESSFUL, CURRENT_CHECK_IN_TITLE, SCAN_READY, SCAN_RESULT_LABEL, scanCheckedIn } from '../core/shared/messages'
import { type PortalServer, startPortalServer } from './portal-server'

/*
 * Check-in at rush hour: the desk scans a member's pass every two seconds (30 a minute) for ten
 * minutes (SCAN_BENCH_MINUTES to shorten a run) on /checkin in Chromium at 4x CPU, signed in as the
 * front desk. Each scan is a member with a current gym membership at centre 1 who is not checked in
 * yet; the pass page gives the code, typed as a desk scanner types it (a key every few ms, then
 * Enter, no field focused). Measured in the page: Enter (as it reached the browser) to the 'Scan
 * result' region painted with the member checked in, split into where the time went (the page
 * taking Enter, the call, the answer shown, the paint; any other API call meanwhile). A scan with no such result within 5 s, or whose member the API does not
 * show checked in afterwards, is lost. Beside it, in the same run, the check-in the desk does
 * without a pass: the profile's Checkin, the OTP dialog, to 'Check-in Successful' painted.
 */

const CENTRE = 1
const SLOT_MS = 2_000
const LOST_AFTER_MS = 5_000
const OTP_CHECK_INS = 5
const FIXED_OTP = '123456'
const FRONT_DESK_PHONE = '9800000004'

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(s.length * q) - 1))] ?? Number.NaN
}
const ms = (x: number): string => (Number.isFinite(x) ? x.toFixed(0) : '-')
const partsAt = (parts: readonly Record<string, number>[], key: string): string => {
  const xs = parts.map((p) => p[key] ?? Number.NaN).filter(Number.isFinite)
  return `${ms(quantile(xs, 0.5))} / ${ms(quantile(xs, 0.75))}`
}

/** The sandbox's API as the front desk, from Node (its own session cookie). */
const apiOf = (server: PortalServer, cookie: string) => {
  const headers = { cookie, 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE }
  const postWithStatus = async (path: string, body: unknown, extra: Record<string, string> = {}): Promise<{ status: number; body: unknown }> => {
    const r = await fetch(`${server.base}${API_BASE}/${path}`, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) })
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
    return { status: r.status, body: await r.json() }
  }
  const post = async (path: string, body: unknown, extra: Record<string, string> = {}): Promise<unknown> => (await postWithStatus(path, body, extra)).body
  const get = async (path: string, query: Record<string, string | number>): Promise<unknown> => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))
    const r = await fetch(`${server.base}${API_BASE}/${path}?${qs}`, { headers: { cookie } })
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`)
    return r.json()
  }
  return { post, postWithStatus, get }
}

type Api = ReturnType<typeof apiOf>
type Member = { readonly userId: string; readonly name: string }

/** A new customer with a one-month gym membership at centre 1 from today, sold in cash (the cash OTP on the desk's own phone). */
const memberWithMembership = async (api: Api, phones: () => string, firstName: string, lastName: string): Promise<Member> => {
  // A phone the seed already holds answers that customer (200): take the next phone until one is new (201).
  let created = await api.postWithStatus(PATHS.createUser, { phone: phones(), firstName, lastName })
  while (created.status !== 201) created = await api.postWithStatus(PATHS.createUser, { phone: phones(), firstName, lastName })
  const userId = (created.body as UserResultWire).user.id
  const { packs } = (await api.get(PATHS.packs, { centerId: CENTRE, userId })) as { packs: { productId: string; price: { sellingPrice: number } }[] }
  const pack = packs.find((p) => p.productId === 'PACK-1-SELECT-1M')
  if (pack === undefined) throw new Error('the gym pack PACK-1-SELECT-1M is not on sale at centre 1')
  const amount = Math.round(pack.price.sellingPrice * 100)
  const start = (await api.post(PATHS.earliestStart, { durationSeconds: 30 * 86400, tenant: 'GYMFIT', userId, isPtPack: false, centerServiceId: 1001 })) as { suggestedStartDate: number }
  const target = { namespace: 'CENTER_PORTAL', identifier: `+91-${FRONT_DESK_PHONE}`, context: 'CASH_PAYMENT' }
  await api.post(PATHS.sendOtp, { ...target, userData: { phone: { phoneNumber: FRONT_DESK_PHONE, countryCallingCode: '+91' } }, mediums: ['sms'] })
  await api.post(PATHS.verifyOtp, { ...target, otp: FIXED_OTP, sale: { userId, amount } })
  await api.post(
    PATHS.createCashOrder,
    {
      orderReqBody: {
        userId,
        deviceId: 'bench',
        source: 'CENTER_PORTAL',
        cityId: 1,
        esoOfferIds: [],
        orderProducts: [{ productId: pack.productId, quantity: 1, option: { startDate: start.suggestedStartDate, centerId: CENTRE } }],
        clientMetadata: { centerId: CENTRE, centerServiceCenterId: 1001, createdBy: 'bench', isOnboardingSession: false },
      },
      paymentSuccessReqBody: { channel: 'MANUAL', currency: 'INR', paymentModes: [{ mode: 'CASH', amount }] },
    },
    { 'idempotency-key': `bench-scan-${userId}` },
  )
  return { userId, name: `${firstName} ${lastName}` }
}

/** The member's validated check-ins at centre 1 in the run's window, as the API answers. */
const checkInsOf = async (api: Api, userId: string, from: number, to: number): Promise<number> => {
  const r = (await api.get(PATHS.pastCheckIns, { userId, centerId: CENTRE, startTimeFrom: from, startTimeTo: to })) as PastCheckInsWire
  return r.checkIns.filter((c) => c.state === 'validated').length
}

/** The code the member's pass page shows now (its data-pass-code), read as the member's phone would show it. */
const passCode = async (base: string, userId: string): Promise<string> => {
  const r = await fetch(`${base}${SANDBOX_PAGES.memberPass}?userId=${encodeURIComponent(userId)}`)
  const m = /data-pass-code="([^"]+)"/.exec(await r.text())
  if (!r.ok || m === null) throw new Error(`the pass page of ${userId} shows no code (${r.status})`)
  return (m[1] as string).replace(/&amp;/g, '&')
}

/**
 * Page-side probes. Enter (its event time) starts a measure; the first paint after the 'Scan
 * result' region holds the expected text ends it. A click on the profile's Checkin starts the OTP
 * measure; the first paint after the 'Check-in Successful' toast ends it.
 */
const PROBES = (labels: { scanResult: string; checkin: string; success: string }) => {
  const w = window as unknown as Record<string, unknown>
  const paintedAfter = (key: string) => requestAnimationFrame(() => setTimeout(() => (w[key] = performance.now()), 0))
  document.addEventListener(
    'keydown',
    (e) => {
      if (w.__scanExpect !== undefined && w.__enterAt === undefined) (w.__keyTimes as number[] | undefined)?.push(e.timeStamp)
      if (e.key === 'Enter' && w.__scanExpect !== undefined && w.__enterAt === undefined) {
        w.__enterAt = e.timeStamp
        w.__enterTakenAt = performance.now()
      }
    },
    true,
  )
  document.addEventListener(
    'click',
    (e) => {
      const b = e.target instanceof Element ? e.target.closest('button') : null
      if (b !== null && b.textContent?.trim() === labels.checkin && w.__otpClickAt === undefined) w.__otpClickAt = e.timeStamp
    },
    true,
  )
  const check = () => {
    const expected = w.__scanExpect
    if (typeof expected === 'string' && w.__enterAt !== undefined && w.__scanSeen === undefined) {
      const region = document.querySelector(`[role="status"][aria-label="${labels.scanResult}"]`)
      if (region?.textContent?.includes(expected) === true) {
        w.__scanSeen = performance.now()
        paintedAfter('__scanPainted')
      }
    }
    if (w.__otpClickAt !== undefined && w.__otpSeen === undefined) {
      const toasts = document.querySelector('[aria-label="Notifications"]')
      if (toasts?.textContent?.includes(labels.success) === true) {
        w.__otpSeen = true
        paintedAfter('__otpPainted')
      }
    }
  }
  document.addEventListener('DOMContentLoaded', () => new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true }))
}

type Probe = Record<string, number | string | boolean | number[] | undefined>

/** The profile's Checkin with the OTP dialog, from the click to 'Check-in Successful' painted (page time). */
const otpCheckIn = async (page: Page, base: string, m: Member): Promise<number> => {
  await page.goto(`${base}/user?userId=${encodeURIComponent(m.userId)}`)
  const card = page.getByRole('region', { name: CURRENT_CHECK_IN_TITLE, exact: true })
  const button = card.getByRole('button', { name: CHECK_IN_BUTTON, exact: true })
  await button.waitFor({ timeout: 60_000 })
  await button.click()
  const otp = page.getByRole('dialog', { name: 'OTP verification' })
  await otp.getByRole('button', { name: 'Send OTP' }).click()
  await otp.getByLabel('OTP').fill(FIXED_OTP)
  await otp.getByRole('button', { name: 'Verify' }).click()
  await page.waitForFunction(() => (window as unknown as Probe).__otpPainted !== undefined, undefined, { timeout: 30_000 })
  return page.evaluate(() => {
    const w = window as unknown as Record<string, number>
    return (w.__otpPainted ?? Number.NaN) - (w.__otpClickAt ?? Number.NaN)
  })
}

/**
 * Types a code as a desk scanner does: a key every SCANNER_KEY_GAP_MS, then Enter, in real time. A
 * scanner is a keyboard that does not wait for the page; Playwright's keyboard waits for the page
 * to take each key before making the next, so on a busy page its gaps grow past a scan's and the
 * page sees typing, not a scan. Here each key goes out through the DevTools protocol at its time
 * without waiting for the page, stamped with the time the scanner made it (its place in the
 * burst), as a keyboard's events carry the time they were made: a late timer of this process
 * (a loaded machine) sends a key later but never stretches the burst the page reads. The page's
 * measure starts at Enter's stamp, so a late Enter counts against the page: the lateness is
 * answered so the report can show it.
 */
const SCANNER_KEY_GAP_MS = 4
const typeAsScanner = async (cdp: CDPSession, code: string): Promise<number> => {
  const keys: (readonly [string, string, number])[] = [...code].map((ch) => [ch, ch, /[a-z0-9]/i.test(ch) ? ch.toUpperCase().charCodeAt(0) : 0] as const)
  keys.push(['Enter', '\r', 13])
  const start = Date.now()
  const sent: Promise<unknown>[] = []
  let late = 0
  for (const [i, [key, text, vk]] of keys.entries()) {
    const due = start + i * SCANNER_KEY_GAP_MS
    const wait = due - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    late = Date.now() - due
    const timestamp = due / 1000
    sent.push(
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key, text, unmodifiedText: text, windowsVirtualKeyCode: vk, timestamp }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode: vk, timestamp }),
    )
  }
  await Promise.all(sent)
  return late
}

/** Where a scan's time went, in page milliseconds: this process's lateness sending Enter (counted in the measure), Enter made to the page taking it (the page still busy with earlier keys or work), Enter taken to the scan's call sent (the burst rule and the use case), the call (the server's answer: its first byte after the request), the answer to the result in the page (decoding, the list's update, React's render), the result to its paint; and other API calls made meanwhile. */
type ScanParts = { readonly total: number; readonly enterLate: number; readonly enterTaken: number; readonly toRequest: number; readonly server: number; readonly request: number; readonly toShown: number; readonly toPainted: number; readonly otherCalls: number }
type ScanOutcome = { readonly ms?: number; readonly parts?: ScanParts; readonly lost?: string }

/** One scan: the pass's code typed as a scanner types it on the page, Enter to the member's result painted. */
const scanOnce = async (page: Page, cdp: CDPSession, base: string, m: Member): Promise<ScanOutcome> => {
  const code = await passCode(base, m.userId)
  await page.evaluate((expected) => {
    const w = window as unknown as Probe
    w.__enterAt = undefined
    w.__enterTakenAt = undefined
    w.__scanSeen = undefined
    w.__scanPainted = undefined
    w.__scanExpect = expected
    w.__keyTimes = []
    performance.clearResourceTimings()
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  }, scanCheckedIn(m.name))
  const enterLate = await typeAsScanner(cdp, code)
  try {
    await page.waitForFunction(() => (window as unknown as Probe).__scanPainted !== undefined, undefined, { timeout: LOST_AFTER_MS, polling: 50 })
  } catch {
    const shown = await page.getByRole('status', { name: SCAN_RESULT_LABEL }).textContent().catch(() => null)
    const keys = await page.evaluate(() => ((window as unknown as Record<string, number[]>).__keyTimes ?? []).map((t, i, a) => (i === 0 ? 0 : t - (a[i - 1] as number))))
    return { lost: `no result within ${LOST_AFTER_MS / 1000} s (showing: ${shown ?? 'nothing'}; ${keys.length} of ${code.length + 1} keys seen, longest gap ${Math.max(0, ...keys).toFixed(0)} ms)` }
  }
  const parts = await page.evaluate((scanPath) => {
    const w = window as unknown as Record<string, number>
    const enterAt = w.__enterAt ?? Number.NaN
    const painted = w.__scanPainted ?? Number.NaN
    const requests = performance.getEntriesByType('resource').filter((e): e is PerformanceResourceTiming => e.startTime >= enterAt && e.startTime <= painted && e.name.includes('/api/'))
    const scan = requests.find((e) => e.name.includes(scanPath))
    return {
      total: painted - enterAt,
      enterTaken: (w.__enterTakenAt ?? Number.NaN) - enterAt,
      toRequest: (scan?.startTime ?? Number.NaN) - (w.__enterTakenAt ?? Number.NaN),
      server: scan === undefined ? Number.NaN : scan.responseStart - scan.requestStart,
      request: scan === undefined ? Number.NaN : scan.responseEnd - scan.startTime,
      toShown: (w.__scanSeen ?? Number.NaN) - (scan?.responseEnd ?? Number.NaN),
      toPainted: painted - (w.__scanSeen ?? Number.NaN),
      otherCalls: requests.filter((e) => e !== scan).length,
    }
  }, MEMBER_PASS_PATHS.scanCheckIn)
  // The measure starts when the scanner's Enter reached the browser: this process's lateness in sending it (a loaded machine) is not the page's.
  return { ms: parts.total - enterLate, parts: { ...parts, enterLate } }
}

export const scanRushBench = {
  name: 'scan at rush hour (30 scans a minute, 4x CPU throttling)',
  run: async () => {
    const minutes = Number(process.env.SCAN_BENCH_MINUTES ?? '10')
    if (!Number.isFinite(minutes) || minutes <= 0) throw new Error(`SCAN_BENCH_MINUTES must be a positive number, not '${process.env.SCAN_BENCH_MINUTES}'`)
    const scans = Math.round((minutes * 60_000) / SLOT_MS)
    // The cash sales that give each member a membership verify a known OTP (as the journeys' sandbox does).
    const previousOtp = process.env.SANDBOX_FIXED_OTP
    process.env.SANDBOX_FIXED_OTP = FIXED_OTP
    const server = await startPortalServer().finally(() => {
      if (previousOtp === undefined) delete process.env.SANDBOX_FIXED_OTP
      else process.env.SANDBOX_FIXED_OTP = previousOtp
    })
    const exe = execSync('command -v chromium || command -v chromium-browser', { encoding: 'utf8', shell: '/bin/sh' }).trim()
    const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] })
    try {
      const api = apiOf(server, await server.signIn('front-desk'))
      const clock = async (): Promise<number> => ((await (await fetch(`${server.base}${SANDBOX_PAGES.clock}`)).json()) as { now: number }).now
      const from = (await clock()) - 60_000
      // Members for the run: one per scan and a few for the OTP check-ins, none checked in yet.
      const setupStart = Date.now()
      const members: Member[] = []
      let phone = 0
      const phones = (): string => `97${String(100_000_000 + 31_000_000 + phone++).slice(1)}`
      for (let i = 0; i < scans + OTP_CHECK_INS; i++) members.push(await memberWithMembership(api, phones, 'Rush', `Member ${i + 1}`))
      const setupSeconds = (Date.now() - setupStart) / 1000
      const otpMembers = members.slice(scans)
      const scanMembers = members.slice(0, scans)

      const page = await browser.newPage({ viewport: { width: 1366, height: 900 } })
      await page.goto(`${server.base}/sign-in`)
      await page.locator('button[name="persona"][value="front-desk"]').click()
      await page.waitForURL((u) => !u.pathname.startsWith('/sign-in'))
      // tsx (esbuild) wraps named functions in __name(): give the page a no-op one.
      await page.addInitScript('globalThis.__name = (f) => f')
      await page.addInitScript(PROBES, { scanResult: SCAN_RESULT_LABEL, checkin: CHECK_IN_BUTTON, success: CHECK_IN_SUCCESSFUL })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })

      // The desk's check-in today: profile, Checkin, OTP dialog.
      const otpTimes: number[] = []
      for (const m of otpMembers) otpTimes.push(await otpCheckIn(page, server.base, m))

      // The rush: a scan every two seconds on the check-in list.
      await page.goto(`${server.base}/checkin`)
      const result = page.getByRole('status', { name: SCAN_RESULT_LABEL })
      await result.filter({ hasText: SCAN_READY }).waitFor({ timeout: 60_000 })
      const times: number[] = []
      const parts: ScanParts[] = []
      const lost: string[] = []
      const loads: number[] = []
      const t0 = Date.now()
      for (const [i, m] of scanMembers.entries()) {
        const wait = t0 + i * SLOT_MS - Date.now()
        if (wait > 0) await page.waitForTimeout(wait)
        loads.push(loadavg()[0] ?? Number.NaN)
        const outcome = await scanOnce(page, cdp, server.base, m)
        if (outcome.ms !== undefined) times.push(outcome.ms)
        if (outcome.parts !== undefined) parts.push(outcome.parts)
        if (outcome.lost !== undefined) {
          lost.push(`${m.name}: ${outcome.lost}`)
          // A refused scan may have opened the profile: back to the list for the next one.
          if (!new URL(page.url()).pathname.startsWith('/checkin')) await page.goto(`${server.base}/checkin`)
        }
      }
      const runSeconds = (Date.now() - t0) / 1000

      // Every member checked in once, as the API answers (a painted result the server lost counts too).
      const to = (await clock()) + 60_000
      const notOnServer: string[] = []
      for (const m of scanMembers) if ((await checkInsOf(api, m.userId, from, to)) !== 1) notOnServer.push(m.name)
      for (const m of notOnServer) if (!lost.some((l) => l.startsWith(`${m}:`))) lost.push(`${m}: not checked in per the API`)
      const otpOnServer = (await Promise.all(otpMembers.map((m) => checkInsOf(api, m.userId, from, to)))).filter((n) => n === 1).length

      const avg = loads.reduce((a, b) => a + b, 0) / Math.max(1, loads.length)
      return {
        'scans planned (30 a minute)': `${scans} over ${minutes} min`,
        'scans done (result painted)': times.length,
        'lost scans (target 0)': lost.length,
        ...(lost.length === 0 ? {} : { 'lost (first 5)': lost.slice(0, 5).join(' | ') }),
        'scan Enter (reached the browser) -> checked in painted p50 ms': ms(quantile(times, 0.5)),
        'scan Enter -> checked in painted p75 ms (target <= 300)': ms(quantile(times, 0.75)),
        'scan Enter -> checked in painted p95 ms': ms(quantile(times, 0.95)),
        'scan Enter -> checked in painted max ms': ms(times.length === 0 ? Number.NaN : Math.max(...times)),
        'the same from Enter made (with the bench\'s lateness) p50 / p75 / p95 ms': `${partsAt(parts, 'total')} / ${ms(quantile(parts.map((p) => p.total), 0.95))}`,
        'where a scan goes, p50 / p75 ms: Enter sent late by the bench': partsAt(parts, 'enterLate'),
        '  Enter made -> taken by the page': partsAt(parts, 'enterTaken'),
        '  Enter taken -> call sent': partsAt(parts, 'toRequest'),
        '  call (server first byte / whole call)': `${partsAt(parts, 'server')} / ${partsAt(parts, 'request')}`,
        '  answer -> result in the page (decode, list, render)': partsAt(parts, 'toShown'),
        '  result -> painted': partsAt(parts, 'toPainted'),
        '  other API calls during a scan (total over the rush)': parts.reduce((n, p) => n + p.otherCalls, 0),
        'OTP check-ins (profile Checkin -> Check-in Successful painted)': `${otpTimes.length}, ${otpOnServer} on the server`,
        'OTP check-in p50 ms (dialog at automation speed)': ms(quantile(otpTimes, 0.5)),
        'OTP check-in p75 ms (dialog at automation speed)': ms(quantile(otpTimes, 0.75)),
        'scan p75 / OTP check-in p75': (quantile(times, 0.75) / quantile(otpTimes, 0.75)).toFixed(2),
        'rush wall time s': runSeconds.toFixed(0),
        'setup: members with a membership created s': setupSeconds.toFixed(0),
        'load average (1 min) during the rush, mean / max': `${avg.toFixed(2)} / ${Math.max(...loads).toFixed(2)}`,
      }
    } finally {
      await browser.close()
      server.stop()
    }
  },
}
