import { describe, expect, it } from 'vitest'
import { PATHS } from '../../adapters/http/contract/paths'
import { apiFetch, signIn } from '../support/sandbox-client'

/** Server-side checks of the selling catalogue calls: permission, own centre, bounded input, never a 500. */
const playOrder = (centerId: number, productId: string) => ({
  orderReqBody: {
    userId: '200010',
    deviceId: 'test',
    source: 'CENTER_PORTAL',
    cityId: 1,
    esoOfferIds: [],
    orderProducts: [{ productId, quantity: 1, option: { startDate: Date.now(), centerId } }],
    clientMetadata: { centerId, centerServiceCenterId: 1000 + centerId, createdBy: 'x', isOnboardingSession: false },
  },
})

describe('sandbox: selling catalogue calls', () => {
  it("refuses a play order at a centre that is not the staff member's own (403) and to staff without selling rights (403)", async () => {
    const frontDesk = await signIn('front-desk')
    const r = await apiFetch(frontDesk, PATHS.playCreateOrder, { body: playOrder(4, 'ACADEMY-4-CC-BADMINTON-BEGINNER-1M'), headers: { 'idempotency-key': 'fd-1' } })
    expect(r.status).toBe(403)
    const coach = await signIn('play-coach')
    const c = await apiFetch(coach, PATHS.playCreateOrder, { body: playOrder(4, 'ACADEMY-4-CC-BADMINTON-BEGINNER-1M'), headers: { 'idempotency-key': 'coach-1' } })
    expect(c.status).toBe(403)
  })

  it('refuses a play order at a gym, a gym pack, and one without an idempotency key, with a message', async () => {
    const owner = await signIn('owner')
    const gym = await apiFetch(owner, PATHS.playCreateOrder, { body: playOrder(1, 'PACK-1-SELECT-1M'), headers: { 'idempotency-key': 'gym-1' } })
    expect(gym.status).toBe(400)
    expect((gym.body as { message: string }).message).toBe('This is not a play centre.')
    const noKey = await apiFetch(owner, PATHS.playCreateOrder, { body: playOrder(4, 'PLAYPT-4-SWIM-8') })
    expect(noKey.status).toBe(400)
  })

  it('answers bad play and premium input with a 4xx and a message, never a 500', async () => {
    const owner = await signIn('owner')
    const cases: [string, Record<string, unknown> | undefined, string][] = [
      [`${PATHS.playSlots}?centerServiceId=1004&sportId=1&day=tomorrow`, undefined, 'GET'],
      [`${PATHS.playSessions}?centerServiceId=1004&day=1999-01-01`, undefined, 'GET'],
      [`${PATHS.playSessions}?centerServiceId=1001&day=2026-01-01`, undefined, 'GET'],
      [PATHS.playBookings, { userId: '200010', centerServiceId: 1004, slotId: 'PLAY-4-1-29991301-07' }, 'POST'],
      [PATHS.premiumSpotOffers, { centerServiceId: 1001, userId: '200004', productIds: [] }, 'POST'],
      [PATHS.esoOffer, { userId: '200004', centerId: 1, productIds: Array.from({ length: 51 }, (_, i) => `P${i}`) }, 'POST'],
      [`${PATHS.premiumPacks}?centerServiceId=1001&userId=no-such-user`, undefined, 'GET'],
    ]
    for (const [path, body, method] of cases) {
      const r = await apiFetch(owner, path, body === undefined ? { method } : { body })
      expect(r.status, path).toBeGreaterThanOrEqual(400)
      expect(r.status, path).toBeLessThan(500)
      expect(typeof (r.body as { message?: unknown }).message, path).toBe('string')
    }
  })

  it("keeps premium and play calls to the staff member's own centres", async () => {
    const frontDesk = await signIn('front-desk')
    expect((await apiFetch(frontDesk, `${PATHS.premiumPacks}?centerServiceId=1004&userId=200010`)).status).toBe(403)
    expect((await apiFetch(frontDesk, PATHS.esoOffer, { body: { userId: '200004', centerId: 6, productIds: ['PACK-6-ELITE-1M'] } })).status).toBe(403)
    const coach = await signIn('play-coach')
    expect((await apiFetch(coach, `${PATHS.playBookings}?centerServiceId=1001&userId=200004`)).status).toBe(403)
  })
})
