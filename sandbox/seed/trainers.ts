import type { StoredAgent } from '../store/profile-store'
import { PT_SERVICE_NAME } from '../store/profile-store'

/**
 * The centres' trainers, stated once. The employees (their roster, centres, roles, status and PT
 * level) are seeded from these lists, and each employee's agent record (identity, roles and the
 * personal-training mapping at a centre) follows from the employee (agentOfEmployee in
 * sandbox/store/trainers.ts), as it does for an employee added or edited in the portal. The /pt
 * trainer list, PT booking and slots, the order's trainer check, lead owners and the roster all
 * read those rows. There is no second set of trainers.
 */

/** A personal trainer the employees seed lists among its extra staff; an agent with a PT mapping too. */
export type ExtraTrainer = {
  readonly id: string
  readonly name: string
  readonly role: 'FMS_PERSONAL_TRAINER' | 'SWIMMING_PT' | 'PLAY_COACH'
  readonly centerServiceId: number
  readonly phone: string
}

/** The extra staff who train members one to one (swimming PT and a coach at the play centre, a PT at the premium gym). */
export const EXTRA_TRAINERS = {
  swimming: { id: 'emp-1401', name: 'Pooja Hegde', role: 'SWIMMING_PT', centerServiceId: 1004, phone: '9822200008' },
  coach: { id: 'emp-1403', name: 'Naveen Raj', role: 'PLAY_COACH', centerServiceId: 1004, phone: '9822200010' },
  premium: { id: 'emp-1701', name: 'Kavya Reddy', role: 'FMS_PERSONAL_TRAINER', centerServiceId: 1007, phone: '9822200015' },
} as const satisfies Record<string, ExtraTrainer>

/** The staff email the seed gives a person: first name and id. */
export const seedStaffEmail = (name: string, id: string): string => `${name.split(' ')[0]?.toLowerCase() ?? 'staff'}.${id}@centres.example`

/** The agent record of an extra trainer: an active personal-training mapping at their centre. */
export const extraTrainerAgent = (t: ExtraTrainer): StoredAgent => ({
  identityId: t.id,
  name: t.name,
  email: seedStaffEmail(t.name, t.id),
  phone: t.phone,
  roles: [t.role],
  resourceServiceMapping: [{ serviceName: PT_SERVICE_NAME, centerServiceId: t.centerServiceId, status: 'ACTIVE' }],
  agentAssets: { mediaList: [{ mediaUrl: `/trainer-photos/${t.id}.jpg` }] },
})

export const EXTRA_TRAINER_AGENTS: readonly StoredAgent[] = Object.values(EXTRA_TRAINERS).map(extraTrainerAgent)

/**
 * The PT level each seeded trainer works at: a gym trainer sells the PT packs of their level
 * (the selling seed has packs for L1 to L3), a play trainer has a coaching level.
 */
export const SEED_PT_LEVELS: Readonly<Record<string, string>> = {
  'staff-trainer': 'GYM_PT_LEVEL_L1',
  'agent-102': 'GYM_PT_LEVEL_L2',
  'agent-104': 'GYM_PT_LEVEL_L3',
  'agent-601': 'GYM_PT_LEVEL_L1',
  'agent-701': 'GYM_PT_LEVEL_L2',
  [EXTRA_TRAINERS.premium.id]: 'GYM_PT_LEVEL_L3',
  'staff-coach': 'PLAY_COACHING_LEVEL_C1',
  [EXTRA_TRAINERS.swimming.id]: 'PLAY_COACHING_LEVEL_C2',
  [EXTRA_TRAINERS.coach.id]: 'PLAY_COACHING_LEVEL_C1',
}
