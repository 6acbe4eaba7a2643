import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../sandbox/db/database'
import { createSandboxApp } from '../../sandbox/http/app'
import { seedIfEmpty } from '../../sandbox/seed/seed'
import { OFFER_APPLIED, OTP_SENT } from '../../core/shared/messages'

/*
 * The selling commands of the headless CLI (sell-pt, and sell-play's --otp) run as a developer
 * would, against a fresh sandbox of their own with the OTP fixed (SANDBOX_FIXED_OTP), as the
 * README's examples do. Prices come from the CLI's own catalogue commands, never written here.
 */

type Run = { readonly code: number; readonly stdout: string; readonly stderr: string }
const root = join(__dirname, '..', '..')
const tsx = join(root, 'node_modules', '.bin', 'tsx')

let url = ''
let close: () => Promise<void> = async () => undefined

const core = (args: readonly string[]): Promise<Run> =>
  new Promise((resolve) => {
    execFile(tsx, ['composition/node/cli.ts', ...args], { cwd: root, env: { ...process.env, PORTAL_BASE_URL: url, PORTAL_PERSONA: 'owner' }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : 1, stdout, stderr }),
    )
  })

const json = async <A>(args: readonly string[]): Promise<A> => {
  const r = await new Promise<Run>((resolve) => {
    execFile(tsx, ['composition/node/cli.ts', ...args], { cwd: root, env: { ...process.env, PORTAL_BASE_URL: url, PORTAL_PERSONA: 'owner', PORTAL_JSON: '1' }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : 1, stdout, stderr }),
    )
  })
  expect(r.code, r.stderr).toBe(0)
  return JSON.parse(r.stdout) as A
}

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-cli-selling-'))
  const db = openDatabase(dir)
  seedIfEmpty(db, Date.now())
  const app = createSandboxApp({ db, now: () => Date.now(), fixedOtp: '123456' })
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  const address = server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
  close = async () => {
    await new Promise<void>((r) => server.close(() => r()))
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}, 60_000)
afterAll(async () => close())

type PtLevels = readonly { packs: readonly { productId: string; price: { sellingPrice: number }; offers: readonly { offerId: string; discount?: number; isSpotOffer?: boolean }[] }[] }[]

describe('sell-pt', () => {
  it('sells a PT pack with a spot offer: without --otp it stops after sending the OTP; with --otp the price-drop OTP is verified and the order made', { timeout: 180_000 }, async () => {
    // Lakshmi Iyengar (200004) holds a running membership, so a dropped price asks for her OTP.
    const levels = await json<PtLevels>(['pt-packs', '--user', '200004', '--phone', '9000000004', '--centre', '1001'])
    const pack = levels.flatMap((l) => l.packs).find((p) => p.offers.some((o) => o.isSpotOffer === true))
    const spot = pack?.offers.find((o) => o.isSpotOffer === true)
    expect(pack, 'a PT pack with a spot offer').toBeDefined()
    const rupees = ((pack?.price.sellingPrice ?? 0) - (spot?.discount ?? 0)) / 100
    const args = ['sell-pt', '--user', '200004', '--pack', pack?.productId ?? '', '--trainer', 'staff-trainer', '--cash', String(rupees), '--spot-offer', spot?.offerId ?? '', '--centre', '1001']

    const stopped = await core(args)
    expect(stopped.code).toBe(1)
    expect(stopped.stdout).toContain(OFFER_APPLIED)
    expect(stopped.stdout).toContain(OTP_SENT)
    expect(stopped.stderr).toContain('--otp')
    expect(stopped.stdout).not.toContain('Order ')

    const sold = await core([...args, '--otp', '123456', '--cash-otp', '123456'])
    expect(sold.code, sold.stderr).toBe(0)
    expect(sold.stdout).toMatch(/Order ORD-\S+: .* collected in cash/)
  })

  it('refuses a usage error with exit code 2', { timeout: 60_000 }, async () => {
    const r = await core(['sell-pt', '--user', '200004', '--pack', 'PT-1-L1-8', '--trainer', 'staff-trainer', '--cash', 'lots'])
    expect(r.code).toBe(2)
    expect(r.stderr).toContain('--cash')
  })
})

describe('sell-play --otp', () => {
  it('at a company-owned play centre: without --otp the cash OTP is sent and nothing is sold; with --otp the academy pack is sold', { timeout: 180_000 }, async () => {
    const packs = await json<readonly { productId: string; price: { sellingPrice: number } }[]>(['academy', '--category', 'CC-BADMINTON-BEGINNER', '--centre', '1004'])
    const pack = packs[0]
    expect(pack).toBeDefined()
    const args = ['sell-play', '--user', '200001', '--pack', pack?.productId ?? '', '--cash', String((pack?.price.sellingPrice ?? 0) / 100), '--category', 'CC-BADMINTON-BEGINNER', '--centre', '1004']
    const stopped = await core(args)
    expect(stopped.code).toBe(1)
    expect(stopped.stdout).toContain(OTP_SENT)
    expect(stopped.stdout).not.toContain('Order ')
    const sold = await core([...args, '--otp', '123456'])
    expect(sold.code, sold.stderr).toBe(0)
    expect(sold.stdout).toMatch(/Order \S+: .* collected in cash; 1 membership\(s\)/)
  })
})
