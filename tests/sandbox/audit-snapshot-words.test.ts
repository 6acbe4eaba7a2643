import { PT_LEVEL_CATALOGUE } from '../../adapters/http/contract/employee-catalogue'
import { auditValueWords } from '../../core/audit/audit-words.rule'
import type { AuditValue } from '../../core/audit/audit-entry'
import type { AuditSnapshot } from '../../sandbox/audit/audit-log'
import {
  checkInSnapshot,
  employeeSnapshot,
  leadSnapshot,
  leaveSnapshot,
  membershipSnapshot,
  orderSnapshot,
  ptSessionSnapshot,
} from '../../sandbox/audit/audit-subjects'
import { type Db, openDatabase } from '../../sandbox/db/database'
import { reseed } from '../../sandbox/seed/seed'
import { rawCodesIn } from '../support/raw-codes'

/*
 * Every value the sandbox's audit snapshots hold, over every seeded row of each audited table, as
 * the audit trail writes it: no raw code ('GYM_PT_LEVEL_L2', 'PAYMENT_COMPLETED', 'ACTIVE') reaches
 * staff. A field a later write adds to a snapshot is covered as soon as the seed has a row of it.
 */

const NOW = Date.parse('2026-11-30T06:30:00Z')
const db = openDatabase(':memory:')
reseed(db, NOW)
afterAll(() => db.close())

const ids = (d: Db, sql: string): readonly unknown[] => d.prepare(sql).pluck().all() as unknown[]

const SNAPSHOTS: readonly (readonly [string, string, (d: Db, id: unknown) => AuditSnapshot | undefined])[] = [
  ['memberships', 'SELECT id FROM customer_memberships', membershipSnapshot],
  ['orders', 'SELECT order_id FROM sale_orders', orderSnapshot],
  ['leads', 'SELECT id FROM leads', leadSnapshot],
  ['employees', 'SELECT agent_id FROM employees', employeeSnapshot],
  ['leave requests', 'SELECT id FROM leave_requests', leaveSnapshot],
  ['PT sessions', 'SELECT id FROM pt_sessions', ptSessionSnapshot],
  ['check-ins', 'SELECT id FROM check_ins', checkInSnapshot],
]

const codesIn = (snapshot: AuditSnapshot): readonly string[] =>
  Object.entries(snapshot).flatMap(([field, v]: [string, AuditValue]) => rawCodesIn(auditValueWords(v, field)).map((c) => `${field}: ${c}`))

describe('the audit trail writes every snapshot value in staff words', () => {
  it.each(SNAPSHOTS)('%s', (_kind, sql, snapshotOf) => {
    const rows = ids(db, sql)
    expect(rows.length).toBeGreaterThan(0)
    const codes = rows.flatMap((id) => codesIn(snapshotOf(db, id) ?? {}))
    expect([...new Set(codes)]).toEqual([])
  })

  it('every PT level of either group', () => {
    const levels = [...PT_LEVEL_CATALOGUE.GYM_PT, ...PT_LEVEL_CATALOGUE.PLAY_COACHING]
    expect(levels.flatMap((l) => codesIn({ ptLevel: l.code }))).toEqual([])
  })
})
