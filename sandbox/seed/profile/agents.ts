import type { StoredAgent } from '../../store/profile-store'
import { PT_SERVICE_NAME } from '../../store/profile-store'
import { EXTRA_TRAINER_AGENTS } from '../trainers'
import type { ProfileSeed } from './seed-context'

const agent = (
  identityId: string,
  name: string,
  centerServiceId: number,
  roles: string[],
  pt: 'ACTIVE' | 'INACTIVE' | 'NONE',
  n: number,
): StoredAgent => ({
  identityId,
  name,
  email: `${name.split(' ')[0]?.toLowerCase() ?? 'agent'}.${identityId}@centres.example`,
  phone: String(9811100000 + n),
  roles,
  resourceServiceMapping: pt === 'NONE' ? [] : [{ serviceName: PT_SERVICE_NAME, centerServiceId, status: pt }],
  agentAssets: { mediaList: [{ mediaUrl: `/trainer-photos/${identityId}.jpg` }] },
})

export const SEED_AGENTS: readonly StoredAgent[] = [
  agent('staff-trainer', 'Rahul Nair', 1001, ['FMS_PERSONAL_TRAINER'], 'ACTIVE', 1),
  agent('agent-102', 'Priya Menon', 1001, ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER'], 'ACTIVE', 2),
  agent('agent-103', 'Arjun Pillai', 1001, ['FMS_FLOOR_TRAINER'], 'INACTIVE', 3),
  agent('agent-104', 'Sneha Kulkarni', 1001, ['FMS_PERSONAL_TRAINER'], 'ACTIVE', 4),
  agent('staff-cm', 'Vikram Shetty', 1001, ['FMS_CENTRE_MANAGER', 'PARTNER_STAFF'], 'NONE', 5),
  agent('staff-frontdesk', 'Meera Iyer', 1001, ['FMS_MC', 'PARTNER_STAFF'], 'NONE', 6),
  agent('agent-201', 'Dev Malhotra', 1002, ['FMS_FLOOR_TRAINER'], 'NONE', 7),
  agent('agent-301', 'Ritu Saxena', 1003, ['FMS_GROUP_TRAINER'], 'NONE', 8),
  agent('staff-internal-cm', 'Farah Khan', 1003, ['INTERNAL_CM', 'CENTER_MANAGER'], 'NONE', 9),
  agent('staff-coach', 'Kiran Das', 1004, ['PLAY_COACH', 'PLAY_CM'], 'ACTIVE', 10),
  agent('agent-601', 'Imran Qureshi', 1006, ['FMS_PERSONAL_TRAINER', 'FMS_FLOOR_TRAINER'], 'ACTIVE', 11),
  agent('agent-701', 'Nisha Fernandes', 1007, ['FMS_PERSONAL_TRAINER'], 'ACTIVE', 12),
]
export const MAIN_GYM_TRAINERS = SEED_AGENTS.filter((a) => a.resourceServiceMapping.some((m) => m.centerServiceId === 1001 && m.status === 'ACTIVE'))

export const seedAgents = ({ db }: ProfileSeed): void => {
  const insAgent = db.prepare('INSERT INTO agents (identity_id, center_service_id, data) VALUES (?, ?, ?)')
  for (const a of [...SEED_AGENTS, ...EXTRA_TRAINER_AGENTS]) insAgent.run(a.identityId, a.resourceServiceMapping[0]?.centerServiceId ?? centreOfRoleAgent(a), JSON.stringify(a))
}

/** Staff agents without a PT mapping belong to their first listed centre. */
const centreOfRoleAgent = (a: StoredAgent): number => {
  const byId: Record<string, number> = {
    'staff-cm': 1001,
    'staff-frontdesk': 1001,
    'agent-201': 1002,
    'agent-301': 1003,
    'staff-internal-cm': 1003,
  }
  return byId[a.identityId] ?? 1001
}
