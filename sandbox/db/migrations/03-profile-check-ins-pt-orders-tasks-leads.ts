import type { Migration } from '../migration'

export const profileCheckInsPtOrdersTasksAndLeads: Migration = {
  id: 3,
  name: 'customer profile, check-ins, PT, orders, tasks and leads',
  sql: `
      CREATE TABLE feature_lists (key TEXT PRIMARY KEY, center_service_ids TEXT NOT NULL);
      CREATE TABLE agents (identity_id TEXT PRIMARY KEY, center_service_id INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX agents_by_centre ON agents (center_service_id);
      CREATE TABLE customer_profiles (user_id TEXT PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE customer_memberships (
        id INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX customer_memberships_by_user ON customer_memberships (user_id, kind);
      CREATE TABLE membership_changes (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        membership_id INTEGER NOT NULL,
        action TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE membership_add_ons (id INTEGER PRIMARY KEY AUTOINCREMENT, membership_id INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX membership_add_ons_by_membership ON membership_add_ons (membership_id);
      CREATE TABLE child_users (id TEXT PRIMARY KEY, parent_user_id TEXT NOT NULL, created_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX child_users_by_parent ON child_users (parent_user_id);
      CREATE TABLE bca_records (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX bca_records_by_centre_user ON bca_records (centre_id, user_id, created_at);
      CREATE TABLE biometric_enrolments (user_id TEXT NOT NULL, centre_id INTEGER NOT NULL, enrolled_at INTEGER NOT NULL, PRIMARY KEY (user_id, centre_id));
      CREATE TABLE check_ins (
        id INTEGER PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        state TEXT NOT NULL,
        pass_code TEXT,
        data TEXT NOT NULL,
        full TEXT NOT NULL
      );
      CREATE INDEX check_ins_by_centre_time ON check_ins (centre_id, start_time);
      CREATE INDEX check_ins_by_user_time ON check_ins (user_id, start_time);
      CREATE TABLE pt_sessions (
        id INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        trainer_id TEXT NOT NULL,
        pack_id INTEGER,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        status TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX pt_sessions_by_user ON pt_sessions (user_id, start_time);
      CREATE INDEX pt_sessions_by_trainer ON pt_sessions (trainer_id, start_time);
      CREATE TABLE customer_orders (
        order_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        status TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX customer_orders_by_user ON customer_orders (user_id, created_at);
      CREATE TABLE crm_tasks (uuid TEXT PRIMARY KEY, user_id TEXT NOT NULL, pack_product_type TEXT NOT NULL, data TEXT NOT NULL);
      CREATE INDEX crm_tasks_by_user ON crm_tasks (user_id);
      CREATE TABLE call_trails (id INTEGER PRIMARY KEY AUTOINCREMENT, task_uuid TEXT NOT NULL, created_on INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE INDEX call_trails_by_task ON call_trails (task_uuid, created_on);
      CREATE TABLE calls (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        user_id TEXT NOT NULL,
        task_uuid TEXT,
        centre_id INTEGER,
        staff_id TEXT NOT NULL,
        sent INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        category TEXT NOT NULL,
        status TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX leads_by_user ON leads (user_id);
      CREATE TABLE pitches (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, kind TEXT NOT NULL, created_at INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE reminders (
        notification_id TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL,
        data TEXT NOT NULL,
        acknowledged_at INTEGER,
        snoozed_until INTEGER
      );
      CREATE TABLE segment_members (segment_id INTEGER NOT NULL, user_id TEXT NOT NULL, PRIMARY KEY (segment_id, user_id));
    `,
}
