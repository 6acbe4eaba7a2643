import { SEGMENT_ID } from '../../../core/shared/constants'
import { DEMO } from './customers'
import type { ProfileSeed } from './seed-context'

/** The demo customers' children, BCA records, biometric enrolments and segment membership. */
export const seedCustomerRecords = ({ db, at }: ProfileSeed): void => {
  const insChild = db.prepare('INSERT INTO child_users (id, parent_user_id, created_at, data) VALUES (?, ?, ?, ?)')
  insChild.run('child-1', DEMO.playParent.id, at(-15, 10), JSON.stringify({ firstName: 'Aarav', lastName: 'Prasad', age: 8, emergencyPhone: '8000000091' }))
  insChild.run('child-2', DEMO.playParent.id, at(-15, 10, 5), JSON.stringify({ firstName: 'Diya', lastName: 'Prasad', age: 12, emergencyPhone: '8000000091' }))
  const insBca = db.prepare('INSERT INTO bca_records (centre_id, user_id, created_at, data) VALUES (?, ?, ?, ?)')
  ;[
    [-60, 82.4, 31.2, 1710, 11, 27.5],
    [-30, 80.1, 32.0, 1698, 10, 26.1],
    [-5, 78.6, 32.9, 1690, 9, 24.8],
  ].forEach(([d, weight, muscleMass, basalMetabolicRate, visceralFatLevels, bodyFatPercentage]) =>
    insBca.run(1, DEMO.bca.id, at(d as number, 18), JSON.stringify({ weight, muscleMass, basalMetabolicRate, visceralFatLevels, bodyFatPercentage })),
  )
  const insBio = db.prepare('INSERT INTO biometric_enrolments (user_id, centre_id, enrolled_at) VALUES (?, ?, ?)')
  insBio.run(DEMO.activeOver30.id, 1, at(-160, 9))
  insBio.run(DEMO.bca.id, 1, at(-100, 9))
  const insSegment = db.prepare('INSERT INTO segment_members (segment_id, user_id) VALUES (?, ?)')
  insSegment.run(SEGMENT_ID, DEMO.activeOver30.id)
  insSegment.run(SEGMENT_ID, DEMO.v2.id)
}
