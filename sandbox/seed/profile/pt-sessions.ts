import type { PtSessionStatusWire } from '../../../adapters/http/contract/pt.codecs'
import { HOUR_MS, MINUTE_MS } from '../../../core/shared/constants'
import type { StoredAgent } from '../../store/profile-store'
import { SEED_AGENTS } from './agents'
import { DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/** PT sessions of the demo PT customer's pack, in every status (35+ for paging). */
export const seedPtSessions = ({ db, now, at }: ProfileSeed, prakashPack: number): void => {
  const rahul = SEED_AGENTS[0] as StoredAgent
  const insSession = db.prepare('INSERT INTO pt_sessions (id, user_id, trainer_id, pack_id, start_time, end_time, status, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
  let sessionId = 1
  const session = (userId: string, trainer: StoredAgent, packId: number, start: number, status: PtSessionStatusWire, paid = true, policy = true, centreId = 1): void => {
    const id = sessionId++
    const s = {
      id,
      startTime: start,
      endTime: start + HOUR_MS,
      status,
      centerId: centreId,
      identityId: trainer.identityId,
      trainerName: trainer.name,
      userId,
      bookingCode: `PT${String(id).padStart(6, '0')}`,
      metadata: { paid, doesNoShowCancellationPolicyV1Apply: policy },
    }
    insSession.run(id, userId, trainer.identityId, packId, s.startTime, s.endTime, status, JSON.stringify(s))
  }
  const P = DEMO.activePt.id
  for (let d = 40; d >= 6; d--) session(P, rahul, prakashPack, at(-d, 7), 'ATTENDED')
  session(P, rahul, prakashPack, at(-4, 7), 'NO_SHOW', true, true)
  session(P, rahul, prakashPack, at(-3, 7), 'NO_SHOW', false, true)
  session(P, rahul, prakashPack, at(-2, 7), 'NO_SHOW', true, false)
  session(P, rahul, prakashPack, at(-1, 7), 'BOOKED')
  session(P, rahul, prakashPack, now - 5 * MINUTE_MS - (now % MINUTE_MS), 'BOOKED')
  session(P, rahul, prakashPack, at(1, 7), 'BOOKED')
  session(P, rahul, prakashPack, at(2, 7), 'BOOKED')
  session(P, rahul, prakashPack, at(3, 7), 'CANCELLED')
}
