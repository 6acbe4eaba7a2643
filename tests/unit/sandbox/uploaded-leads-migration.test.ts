import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../sandbox/db/migrations'

const MOVE = MIGRATIONS.find((m) => m.name.startsWith('uploads: uploaded leads move into the leads table'))

/** A database migrated up to (not including) the migration that moves uploaded leads, holding two uploads' leads. */
const before = () => {
  const db = new Database(':memory:')
  for (const m of MIGRATIONS) if (m !== MOVE) db.exec(m.sql)
  db.exec(`
    INSERT INTO centres (id, center_service_id, data) VALUES (1, 1001, '{"type":"GYMFIT"}'), (4, 1004, '{"type":"PLAY"}');
    INSERT INTO customers (id, first_name, last_name, phone, created_at) VALUES ('300500', 'Meena', 'Rao', '9000000001', 0);
    INSERT INTO bulk_uploads (id, kind, centre_id, file_name, staff_id, staff_name, created_at, expected_rows, status) VALUES
      ('UPL-a', 'leads', 1, 'a.csv', 'staff-cm', 'Vikram Shetty', 0, 2, 'APPLIED'),
      ('UPL-b', 'leads', 4, 'b.csv', 'staff-coach', 'Kiran Das', 0, 1, 'APPLIED');
    INSERT INTO uploaded_leads (centre_id, phone, name, source, quality, upload_id, created_at) VALUES
      (1, '9000000001', 'Meena Rao', 'REFERRAL', 'HOT', 'UPL-a', 100),
      (1, '9000000002', 'Arun Kumar Shah', 'CULT_APP', 'NOT_INTERESTED', 'UPL-a', 200),
      (4, '9000000002', 'Arun Kumar Shah', 'BILL_BOARD', 'WARM', 'UPL-b', 300);
  `)
  return db
}

describe('migration: uploaded leads become leads', () => {
  it('moves every uploaded lead into the leads table, owned by its uploader, with a customer for each new phone, and drops the old table', () => {
    expect(MOVE).toBeDefined()
    const db = before()
    db.exec(MOVE?.sql ?? '')
    const customers = db.prepare('SELECT id, first_name, last_name, phone FROM customers ORDER BY phone').all()
    expect(customers).toEqual([
      { id: '300500', first_name: 'Meena', last_name: 'Rao', phone: '9000000001' },
      { id: '300501', first_name: 'Arun', last_name: 'Kumar Shah', phone: '9000000002' },
    ])
    const leads = (db.prepare('SELECT user_id, center_service_id, category, status, data FROM leads ORDER BY id').all() as { user_id: string; center_service_id: number; category: string; status: string; data: string }[]).map((l) => ({
      ...l,
      data: JSON.parse(l.data) as Record<string, unknown>,
    }))
    expect(leads.map((l) => [l.user_id, l.center_service_id, l.category, l.status])).toEqual([
      ['300500', 1001, 'GYM_LEAD', 'ACTIVE'],
      ['300501', 1001, 'GYM_LEAD', 'CLOSED'],
      ['300501', 1004, 'PLAY_LEAD', 'ACTIVE'],
    ])
    expect(leads[0]?.data).toMatchObject({ assigneeId: 'staff-cm', assigneeName: 'Vikram Shetty', leadQuality: 'HOT', source: 'REFERRAL', uploadId: 'UPL-a', createdAt: 100, taskAssignee: { fullName: 'Vikram Shetty' } })
    expect(leads[2]?.data).toMatchObject({ assigneeId: 'staff-coach', leadCategory: 'PLAY_LEAD', createdAt: 300 })
    for (const l of db.prepare('SELECT id, data FROM leads').all() as { id: number; data: string }[]) expect(JSON.parse(l.data)).toMatchObject({ taskInstanceId: `ti-${l.id}` })
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'uploaded_leads'").pluck().get()).toBe(0)
    expect(db.prepare('SELECT file_errors FROM bulk_uploads ORDER BY id').pluck().all()).toEqual([0, 0])
  })
})
