import type { Db } from '../db/database'
import { seededRandom } from './random'

/**
 * Seed of the uploads: segments with members, availed offers
 * and memberships of every type for the troubleshooting uploads, and last month's target files
 * for the Target Upload history. Journeys pick rows from these ranges; nothing else reads them.
 */
export const UPLOADS_TABLES = [
  'bulk_upload_changes',
  'bulk_upload_rows',
  'bulk_uploads',
  'centre_segments',
  'offer_grants',
  'targets',
  'target_files',
] as const

/** Members 700001 to 700400 (not customers of the profile screens: uploads only). */
export const UPLOAD_MEMBER_FIRST = 700_001
export const UPLOAD_MEMBERS = 400
/** Segments at the main gym (centre 1) and at HSR Cult (centre 3). */
export const UPLOAD_SEGMENTS = [
  { segmentId: 7101, centreId: 1, name: 'Lapsed members win-back' },
  { segmentId: 7102, centreId: 1, name: 'Diwali renewal push' },
  { segmentId: 7301, centreId: 3, name: 'Morning batch regulars' },
] as const
export const UPLOAD_OFFERS = ['DIWALI-20', 'FRIEND-FLAT-500'] as const
/** Memberships 90001 to 90400 at the main gym; their type is SELECT, ELITE, PRO in turn. */
export const UPLOAD_MEMBERSHIP_FIRST = 90_001
export const UPLOAD_MEMBERSHIP_TYPES = ['SELECT', 'ELITE', 'PRO'] as const

const DAY = 86_400_000

export const seedUploads = (db: Db, now: number): void => {
  const rnd = seededRandom(14)
  const today = now - (now % DAY)
  const insSegment = db.prepare('INSERT INTO centre_segments (segment_id, centre_id, name) VALUES (?, ?, ?)')
  const insMember = db.prepare('INSERT OR IGNORE INTO segment_members (segment_id, user_id) VALUES (?, ?)')
  for (const s of UPLOAD_SEGMENTS) insSegment.run(s.segmentId, s.centreId, s.name)
  const insGrant = db.prepare("INSERT INTO offer_grants (user_id, offer_id, centre_id, status, availed_at) VALUES (?, ?, 1, 'AVAILED', ?)")
  const insMembership = db.prepare('INSERT INTO customer_memberships (id, user_id, kind, start_at, end_at, data) VALUES (?, ?, ?, ?, ?, ?)')
  for (let i = 0; i < UPLOAD_MEMBERS; i++) {
    const userId = String(UPLOAD_MEMBER_FIRST + i)
    insMember.run(7101, userId)
    insMember.run(7102, userId)
    if (i < 50) insMember.run(7301, userId)
    for (const offer of UPLOAD_OFFERS) insGrant.run(userId, offer, today - Math.floor(rnd() * 30) * DAY)
    const id = UPLOAD_MEMBERSHIP_FIRST + i
    const type = UPLOAD_MEMBERSHIP_TYPES[i % 3] ?? 'SELECT'
    const start = today - (30 + Math.floor(rnd() * 200)) * DAY
    const end = today + (20 + Math.floor(rnd() * 300)) * DAY + DAY - 60_000
    insMembership.run(
      id,
      userId,
      'GYM',
      start,
      end,
      JSON.stringify({
        id,
        name: `cultpass ${type}`,
        subTitle: '12 months',
        status: 'PURCHASED',
        start,
        end,
        benefits: [],
        metadata: {},
        productType: 'GYMFIT_FITNESS_PRODUCT',
        centerId: 1,
        membershipType: type,
      }),
    )
  }
  // Last month's targets for the main gym, uploaded and validated (the history is not empty).
  const lastMonth = new Date(today - 28 * DAY).toISOString().slice(0, 7)
  const insFile = db.prepare(
    `INSERT INTO target_files (file_name, centre_id, entity, metric, staff_name, upload_expires_at, content, uploaded_at, scheduled_at, override, outcome)
     VALUES (?, 1, ?, ?, 'Asha Rao', ?, ?, ?, ?, 0, 'SUCCESS')`,
  )
  const insTarget = db.prepare('INSERT INTO targets (centre_id, entity, metric, owner, month, target, file_name) VALUES (1, ?, ?, ?, ?, ?, ?)')
  const files = [
    { entity: 'CENTER', metric: 'NEW_MEMBERSHIPS', owners: ['1001'], base: 120 },
    { entity: 'TRAINER', metric: 'PT_SESSIONS', owners: ['staff-trainer', 'agent-102', 'agent-104'], base: 60 },
  ]
  files.forEach((f, k) => {
    const fileName = `targets-${f.entity}-${f.metric}-1-seed${k + 1}.csv`
    const lines = f.owners.map((o) => [o, lastMonth, f.base + Math.floor(rnd() * 40)] as const)
    const content = ['ownerIdentifier,month,target', ...lines.map((l) => l.join(','))].join('\n') + '\n'
    const at = today - (25 - k) * DAY + 11 * 3_600_000
    insFile.run(fileName, f.entity, f.metric, at, content, at, at)
    for (const l of lines) insTarget.run(f.entity, f.metric, l[0], l[1], l[2], fileName)
  })
}
