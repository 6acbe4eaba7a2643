import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { describeDecodeErrors } from '../../adapters/http/contract/decode-errors'
import { API_BASE, CSRF_HEADER, CSRF_VALUE } from '../../adapters/http/contract/wire'
import { PATHS } from '../../adapters/http/contract/paths'
import { PATHS_SANDBOX } from '../../adapters/http/contract/sandbox-paths'
import { openDatabase, type Db } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { seedIfEmpty } from '../../sandbox/seed/seed'

export type Answer = { readonly status: number; readonly body: unknown; readonly headers: Headers }

/** A signed-in staff member talking to a sandbox over HTTP, as the portal does. */
export type StaffClient = {
  get(path: string, query?: Record<string, string | number>): Promise<Answer>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Answer>
}

const read = async (r: Response): Promise<Answer> => {
  const text = await r.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    /* not JSON: keep the text */
  }
  return { status: r.status, body, headers: r.headers }
}

export const anonymous = (base: string): StaffClient => client(base, undefined)

const client = (base: string, cookie: string | undefined): StaffClient => ({
  get: async (path, query) => {
    const q = query === undefined ? '' : `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`
    return read(await fetch(`${base}${API_BASE}/${path}${q}`, { headers: cookie === undefined ? {} : { cookie } }))
  },
  post: async (path, body, headers = {}) =>
    read(
      await fetch(`${base}${API_BASE}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE, ...(cookie === undefined ? {} : { cookie }), ...headers },
        body: JSON.stringify(body),
      }),
    ),
})

export const signIn = async (base: string, persona: string): Promise<StaffClient> => {
  const r = await fetch(`${base}${API_BASE}/${PATHS_SANDBOX.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
    body: JSON.stringify({ persona }),
  })
  const cookie = r.headers.get('set-cookie')?.split(';')[0]
  if (r.status !== 200 || cookie === undefined) throw new Error(`sign-in as ${persona} failed: ${r.status}`)
  return client(base, cookie)
}

/** Decodes with a shared codec or fails the test with a readable reason. */
export const decoded = <A>(codec: t.Decoder<unknown, A>, a: Answer): A => {
  const r = codec.decode(a.body)
  if (E.isLeft(r)) throw new Error(`answer ${a.status} ${JSON.stringify(a.body)} does not match the contract: ${describeDecodeErrors(r.left)}`)
  return r.right
}

export type OwnSandbox = { readonly url: string; readonly db: Db; setNow(ms: number): void; advance(ms: number): void; close(): Promise<void> }

/** A sandbox of the test's own, with a clock the test moves (for expiry and default policies). */
export const startOwnSandbox = async (start: number, options: { fixedOtp?: string } = {}): Promise<OwnSandbox> => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-selling-'))
  const db = openDatabase(dir)
  let now = start
  seedIfEmpty(db, now)
  const app = createSandboxApp({ db, now: () => now, ...options })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    setNow: (ms) => {
      now = ms
    },
    advance: (ms) => {
      now += ms
    },
    close: async () => {
      await new Promise<void>((r) => server.close(() => r()))
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** A cash order body for one product, paid in cash for `amountPaise`. */
export const orderBody = (o: {
  userId: string
  centreId: number
  productId: string
  startDate: number
  esoOfferIds?: string[]
  option?: Record<string, unknown>
}) => ({
  userId: o.userId,
  deviceId: 'contract-test',
  source: 'CENTRE_PORTAL',
  cityId: 1,
  esoOfferIds: o.esoOfferIds ?? [],
  orderProducts: [{ productId: o.productId, quantity: 1, option: { startDate: o.startDate, centerId: o.centreId, ...(o.option ?? {}) } }],
  clientMetadata: { centerId: o.centreId, centerServiceCenterId: 1000 + o.centreId, createdBy: 'staff', isOnboardingSession: false },
})

export const cashPayment = (amountPaise: number) => ({ channel: 'MANUAL', currency: 'INR', paymentModes: [{ mode: 'CASH', amount: amountPaise }] })

let counter = 0
/** A fresh user id / request id per call, so tests do not share state on the shared server. */
export const fresh = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/** A phone no seeded customer has (6 and nine random digits). */
export const freshPhone = (): string => `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`

/**
 * A new customer in the one customers table (through the create-user call), for tests that sell:
 * selling calls find their customers there, as the profile calls do.
 */
export const newCustomer = async (staff: StaffClient, phone = freshPhone()): Promise<string> => {
  const a = await staff.post(PATHS.createUser, { phone, firstName: 'Test', lastName: 'Buyer' })
  if (a.status !== 201 && a.status !== 200) throw new Error(`creating a customer failed: ${a.status} ${JSON.stringify(a.body)}`)
  return (a.body as { user: { id: string } }).user.id
}

/** The personas' own phones (sandbox/seed/personas.ts): the cash OTP goes there. */
export const STAFF_PHONES: Readonly<Record<string, string>> = {
  owner: '9800000001',
  'centre-manager': '9800000002',
  trainer: '9800000003',
  'front-desk': '9800000004',
  'play-coach': '9800000005',
  'internal-cm': '9800000006',
}

/**
 * Sends a sale OTP (context CASH_PAYMENT to the staff member's phone, PT_PRICE_DROP to the
 * customer's), reads it in the sandbox's SMS outbox as the phone's holder would, and verifies it
 * for the customer and the amount, as the portal does before the order.
 */
export const verifySaleOtp = async (
  staff: StaffClient,
  o: { readonly context: 'CASH_PAYMENT' | 'PT_PRICE_DROP'; readonly phone: string; readonly userId: string; readonly amount: number },
): Promise<Answer> => {
  const target = { namespace: 'CENTER_PORTAL', identifier: `+91-${o.phone}`, context: o.context }
  const sent = await staff.post(PATHS.sendOtp, { ...target, userData: { phone: { phoneNumber: o.phone, countryCallingCode: '+91' } }, mediums: ['sms'] })
  if (sent.status !== 200) throw new Error(`sending the OTP failed: ${sent.status} ${JSON.stringify(sent.body)}`)
  const box = await staff.get(PATHS_SANDBOX.outbox, { limit: 50 })
  const messages = (box.body as { messages: { phone: string; kind: string; body: string }[] }).messages
  const code = /\b(\d{6})\b/.exec(messages.find((m) => m.phone === o.phone && m.kind === 'OTP')?.body ?? '')?.[1]
  if (code === undefined) throw new Error(`no OTP in the outbox for ${o.phone}`)
  return staff.post(PATHS.verifyOtp, { ...target, otp: code, sale: { userId: o.userId, amount: o.amount } })
}

/** verifySaleOtp for cash, failing the test when the verification is refused. */
export const verifyCashOtp = async (staff: StaffClient, persona: string, userId: string, amount: number): Promise<void> => {
  const phone = STAFF_PHONES[persona]
  if (phone === undefined) throw new Error(`no phone for persona ${persona}`)
  const v = await verifySaleOtp(staff, { context: 'CASH_PAYMENT', phone, userId, amount })
  if (v.status !== 200) throw new Error(`verifying the cash OTP failed: ${v.status} ${JSON.stringify(v.body)}`)
}
