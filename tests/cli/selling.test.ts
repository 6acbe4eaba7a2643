import { describe, expect, it } from 'vitest'
import { ownSandbox } from '../support/own-sandbox'
import { OFFER_APPLIED, OTP_SENT } from '../../core/shared/messages'

/*
 * The selling commands of the headless CLI (sell-pt, and sell-play's --otp) run as a developer
 * would, against a fresh sandbox of their own with the OTP fixed (SANDBOX_FIXED_OTP), as the
 * README's examples do. Prices come from the CLI's own catalogue commands, never written here.
 */

const { core, json } = ownSandbox('portal-cli-selling-')

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
