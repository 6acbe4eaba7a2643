import type { Db } from '../db/database'
import { seededRandom } from './random'

/**
 * Seed of Report Issue and Door Access Control: a few weeks of issues at every centre,
 * one in each status at the main gym, and the door devices of the gym and one-pass centres (the
 * /door screen's centre types), one in each status at the main gym. Times are relative to `now`,
 * so the screens read the same at any hour.
 */
export const OPERATIONS_ISSUES_TABLES = ['door_events', 'door_devices', 'odin_issues'] as const

const HOUR = 3_600_000

type SeedIssue = { readonly category: string; readonly comment?: string; readonly title: string; readonly description: string }
const ISSUES: readonly SeedIssue[] = [
  { category: 'EQUIPMENT', title: 'Treadmill 3 belt slipping', description: 'The belt slips at speeds above 8 km/h; the machine is marked out of order.' },
  { category: 'FACILITY', title: 'AC not cooling on the cardio floor', description: 'Temperature stays near 29 °C in the evening batch; members have complained.' },
  { category: 'HOUSEKEEPING', title: 'Washroom supplies running out by noon', description: 'Soap and tissue refills finish before the afternoon shift arrives.' },
  { category: 'TABLET', title: 'Check-in tablet freezes on QR scan', description: 'The reception tablet needs a restart every hour or so when scanning QR codes.' },
  { category: 'DOOR_ACCESS', title: 'Swing barrier slow to close', description: 'The main entrance barrier stays open for about 20 seconds after each entry.' },
  { category: 'OTHERS', comment: 'Parking', title: 'Parking lights off at night', description: 'The basement parking lights are off after 9 pm; members leave in the dark.' },
  { category: 'EQUIPMENT', title: 'Cable crossover pulley squeaks', description: 'The left pulley squeaks under load; needs lubrication or replacement.' },
]
/** Status of the n-th issue of a centre (the main gym holds every status). */
const STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'OPEN', 'RESOLVED', 'CLOSED'] as const
/** Hours before now each issue was reported. */
const AGE_HOURS = [2, 26, 74, 150, 290, 480, 600] as const
const REPORTERS = ['Vikram Shetty', 'Meera Iyer', 'Asha Rao'] as const

/** Door devices of the gym and one-pass centres (1 Koramangala Gym, 2 Indiranagar One Pass, 7 Bandra Lux). */
export const SEED_DOOR_DEVICES = [
  { deviceId: 'DOOR-1-1', centreId: 1, name: 'Main entrance', kind: 'SWING_BARRIER', vendor: 'AVTechV2', status: 'FUNCTIONAL' },
  { deviceId: 'DOOR-1-2', centreId: 1, name: 'Exit barrier', kind: 'SWING_BARRIER', vendor: 'AVTech', status: 'FUNCTIONAL' },
  { deviceId: 'DOOR-1-3', centreId: 1, name: 'Staff door', kind: 'EM_LOCK', vendor: 'Fortuna', status: 'DOOR KEPT OPEN' },
  { deviceId: 'DOOR-1-4', centreId: 1, name: 'Studio door', kind: 'EM_LOCK', vendor: 'AVTech', status: 'OFFLINE' },
  { deviceId: 'DOOR-2-1', centreId: 2, name: 'Main entrance', kind: 'EM_LOCK', vendor: 'Fortuna', status: 'FUNCTIONAL' },
  { deviceId: 'DOOR-2-2', centreId: 2, name: 'Pool door', kind: 'EM_LOCK', vendor: 'AVTechV2', status: 'OFFLINE' },
  { deviceId: 'DOOR-7-1', centreId: 7, name: 'Lobby barrier', kind: 'SWING_BARRIER', vendor: 'AVTechV2', status: 'FUNCTIONAL' },
  { deviceId: 'DOOR-7-2', centreId: 7, name: 'Spa door', kind: 'EM_LOCK', vendor: 'Fortuna', status: 'DOOR KEPT OPEN' },
] as const

export const seedOperationsIssues = (db: Db, now: number): void => {
  const rnd = seededRandom(1418)
  const insertIssue = db.prepare(
    'INSERT INTO odin_issues (centre_id, category, category_comment, title, description, status, staff_id, reported_by, reported_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)',
  )
  for (let centreId = 1; centreId <= 8; centreId++) {
    const count = centreId === 1 ? ISSUES.length : 3 + Math.floor(rnd() * 3)
    for (let n = 0; n < count; n++) {
      const issue = ISSUES[(n + centreId - 1) % ISSUES.length] as SeedIssue
      const status = STATUSES[n % STATUSES.length] as string
      const reportedAt = now - (AGE_HOURS[n % AGE_HOURS.length] as number) * HOUR - Math.floor(rnd() * 30) * 60_000
      const updatedAt = status === 'OPEN' ? reportedAt : Math.min(now - 60_000, reportedAt + Math.floor(1 + rnd() * 20) * HOUR)
      insertIssue.run(centreId, issue.category, issue.comment ?? '', issue.title, issue.description, status, REPORTERS[n % REPORTERS.length], reportedAt, updatedAt)
    }
  }
  const insertDevice = db.prepare('INSERT INTO door_devices (device_id, centre_id, name, kind, vendor, status, status_since) VALUES (?, ?, ?, ?, ?, ?, ?)')
  SEED_DOOR_DEVICES.forEach((d, i) => insertDevice.run(d.deviceId, d.centreId, d.name, d.kind, d.vendor, d.status, now - (3 + i * 5) * 60_000))
  const insertEvent = db.prepare('INSERT INTO door_events (device_id, action, staff_id, staff_name, at) VALUES (?, ?, ?, ?, ?)')
  insertEvent.run('DOOR-1-1', 'CHECKIN', 'staff-cm', 'Vikram Shetty', now - 40 * 60_000)
  insertEvent.run('DOOR-1-3', 'CHECKOUT', 'staff-frontdesk', 'Meera Iyer', now - 95 * 60_000)
}
