import { describe, expect, it } from 'vitest'
import { ownSandbox } from '../support/own-sandbox'
import { TRAINER_DETAILS_NOT_AVAILABLE } from '../../core/shared/messages'

/*
 * The trainer a script sells with is one the centre's trainer list offers: `pt-trainers` prints the
 * list /pt shows, and `sell-pt --trainer` and `sell-play --trainer` accept exactly those trainers
 * (someone who trains at another centre, or no trainer at all, is refused with 'Trainer details not
 * available', exit 1). Run against a fresh sandbox with the OTP fixed, as the README's examples are.
 */

const { core, json } = ownSandbox('portal-cli-trainers-')

type Trainer = { readonly identity: { readonly id: string; readonly firstName: string }; readonly levelCode: string }
type Pack = { readonly productId: string; readonly levelCode?: string | null; readonly price: { readonly sellingPrice: number } }

describe('pt-trainers, sell-play --trainer and sell-pt --trainer', () => {
  it('sells a play PT pack with a trainer the play centre lists; refuses one from elsewhere and none', { timeout: 180_000 }, async () => {
    const trainers = await json<readonly Trainer[]>(['pt-trainers', '--centre', '1004'])
    expect(trainers.map((t) => t.identity.id)).toEqual(expect.arrayContaining(['staff-coach', 'emp-1401', 'emp-1403']))
    const [pack] = await json<readonly Pack[]>(['play-packs', '--user', '200001', '--centre', '1004'])
    expect(pack).toBeDefined()
    const args = ['sell-play', '--user', '200001', '--pack', pack?.productId ?? '', '--cash', String((pack?.price.sellingPrice ?? 0) / 100), '--otp', '123456', '--centre', '1004']

    for (const refused of [[...args, '--trainer', 'agent-601'], args]) {
      const r = await core(refused)
      expect(r.code, r.stderr).toBe(1)
      expect(r.stderr).toContain(TRAINER_DETAILS_NOT_AVAILABLE)
    }
    const sold = await core([...args, '--trainer', trainers[trainers.length - 1]?.identity.id ?? ''])
    expect(sold.code, sold.stderr).toBe(0)
    expect(sold.stdout).toMatch(/Order \S+: .* collected in cash; 1 membership\(s\)/)
  })

  it('sells a PT pack with a trainer of its level from the gym’s list; refuses a trainer of another centre', { timeout: 180_000 }, async () => {
    const trainers = await json<readonly Trainer[]>(['pt-trainers', '--centre', '1001'])
    const levels = await json<readonly { levelCode: string; packs: readonly Pack[] }[]>(['pt-packs', '--user', '200001', '--phone', '9000000001', '--centre', '1001'])
    const level = levels.find((l) => l.packs.length > 0 && trainers.some((t) => t.levelCode === l.levelCode))
    const pack = level?.packs.find((p) => p.productId.endsWith('-8'))
    const trainer = trainers.find((t) => t.levelCode === level?.levelCode)
    expect(pack, 'an 8-session pack of a level a trainer here works at').toBeDefined()
    const args = ['sell-pt', '--user', '200001', '--pack', pack?.productId ?? '', '--cash', String((pack?.price.sellingPrice ?? 0) / 100), '--continue-anyway', '--cash-otp', '123456', '--centre', '1001']

    const refused = await core([...args, '--trainer', 'agent-701'])
    expect(refused.code, refused.stderr).toBe(1)
    expect(refused.stderr).toContain(TRAINER_DETAILS_NOT_AVAILABLE)
    const sold = await core([...args, '--trainer', trainer?.identity.id ?? ''])
    expect(sold.code, sold.stderr).toBe(0)
    expect(sold.stdout).toMatch(/Order ORD-\S+: .* collected in cash/)
  })
})
