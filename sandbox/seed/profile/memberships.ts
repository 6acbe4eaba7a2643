import type { MembershipWire } from '../../../adapters/http/contract/customer.codecs'
import type { StoredAgent, StoredMembership } from '../../store/profile-store'
import { SEED_AGENTS } from './agents'
import { CROWD, crowdId, DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/**
 * Memberships in every state for the demo customers, their PT packs, the crowd's memberships and
 * the add-ons of one of them. Answers the PT pack whose sessions the PT seed writes.
 */
export const seedMemberships = ({ db, at }: ProfileSeed): { readonly prakashPack: number } => {
  const insMembership = db.prepare('INSERT INTO customer_memberships (id, user_id, kind, start_at, end_at, data) VALUES (?, ?, ?, ?, ?, ?)')
  let membershipId = 5001
  const gym = (
    userId: string,
    start: number,
    end: number,
    extra: Partial<MembershipWire> & { kind?: 'GYM' | 'PT' | 'PLAY_PT'; trainerName?: string } = {},
  ): number => {
    const { kind = 'GYM', ...rest } = extra
    const id = membershipId++
    const m: StoredMembership = {
      id,
      name: 'cultpass BLACK',
      subTitle: '12 months, all centres',
      status: 'PURCHASED',
      start,
      end,
      benefits: [{ name: 'Centre access', ticketsUsed: 40, maxTickets: 365 }],
      metadata: {},
      productType: 'GYMFIT_FITNESS_PRODUCT',
      centerId: 1,
      ...rest,
    }
    insMembership.run(id, userId, kind, m.start, m.end, JSON.stringify(m))
    return id
  }
  gym(DEMO.activeUnder30.id, at(-353, 0), at(12, 23, 59), { name: 'cultpass GOLD', subTitle: '12 months, gold centres' })
  const longId = gym(DEMO.activeOver30.id, at(-165, 0), at(200, 23, 59))
  gym(DEMO.upcoming.id, at(5, 0), at(95, 23, 59), { name: 'gymfit PRO', subTitle: '3 months' })
  gym(DEMO.paused.id, at(-60, 0), at(120, 23, 59), { status: 'PAUSED' })
  gym(DEMO.expired.id, at(-200, 0), at(-20, 23, 59), { name: 'cultpass GOLD', subTitle: '6 months' })
  gym(DEMO.activePt.id, at(-30, 0), at(150, 23, 59))
  gym(DEMO.v2.id, at(-10, 0), at(170, 23, 59))
  gym(DEMO.ivrFails.id, at(-40, 0), at(60, 23, 59))
  gym(DEMO.bca.id, at(-100, 0), at(80, 23, 59))
  gym(DEMO.editable.id, at(-20, 0), at(100, 23, 59))
  gym(DEMO.checkIn.id, at(-50, 0), at(130, 23, 59))
  gym(DEMO.passcode.id, at(-50, 0), at(130, 23, 59))
  gym(DEMO.playParent.id, at(-15, 0), at(75, 23, 59), { name: 'cultpass PLAY', subTitle: 'Swimming, 3 months', productType: 'PLAY', centerId: 4 })
  const ptPack = (userId: string, trainer: StoredAgent, centreId: number, used: number, max: number, productType = 'GYM_PT_PRODUCT'): number =>
    gym(userId, at(-30, 0), at(60, 23, 59), {
      kind: productType === 'PLAY_PT_PRODUCT' ? 'PLAY_PT' : 'PT',
      // The name counts the sessions the pack holds, as the packs block's 'n / max sessions used' does.
      name: productType === 'GYM_PT_PPC_PRODUCT' ? 'PT trial session' : productType === 'PLAY_PT_PRODUCT' ? 'Swimming coaching' : `Personal Training ${max} sessions`,
      subTitle: `with ${trainer.name}`,
      benefits: [{ name: 'PT sessions', ticketsUsed: used, maxTickets: max }],
      metadata: { preferredTrainerId: trainer.identityId, preferredCenterId: centreId },
      productType,
      centerId: centreId,
      trainerName: trainer.name,
    })
  const rahul = SEED_AGENTS[0] as StoredAgent
  const priya = SEED_AGENTS[1] as StoredAgent
  const kiran = SEED_AGENTS.find((a) => a.identityId === 'staff-coach') as StoredAgent
  const prakashPack = ptPack(DEMO.activePt.id, rahul, 1, 41, 60)
  ptPack(DEMO.editable.id, priya, 1, 5, 12)
  ptPack(DEMO.v2.id, priya, 1, 0, 1, 'GYM_PT_PPC_PRODUCT')
  ptPack(DEMO.playParent.id, kiran, 4, 3, 10, 'PLAY_PT_PRODUCT')
  for (let i = 0; i < CROWD; i++) gym(crowdId(i), at(-100 - (i % 200), 0), at(-5 + (i % 300), 23, 59), { benefits: [] })

  const insAddOn = db.prepare('INSERT INTO membership_add_ons (membership_id, data) VALUES (?, ?)')
  insAddOn.run(longId, JSON.stringify({ orderId: 'ORD1001', benefitName: 'Pause days', benefitType: 'DURATION_BASED', tickets: null, startDate: at(-165, 0), endDate: at(200, 23, 59), status: 'ACTIVE' }))
  insAddOn.run(longId, JSON.stringify({ orderId: 'ORD1006', benefitName: 'Guest passes', benefitType: 'TRACKED_CONSUMABLE', tickets: 4, startDate: at(-20, 0), endDate: at(70, 23, 59), status: 'ACTIVE' }))
  insAddOn.run(longId, JSON.stringify({ orderId: 'ORD1007', benefitName: 'Locker', benefitType: 'OTHER', tickets: null, startDate: at(-120, 0), endDate: at(-30, 23, 59), status: 'EXPIRED' }))
  return { prakashPack }
}
