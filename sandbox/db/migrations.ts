/**
 * Schema migrations, applied in order once each. Add a new entry to change the schema;
 * never edit one that has shipped.
 */
export const MIGRATIONS: readonly { readonly id: number; readonly name: string; readonly sql: string }[] = [
  {
    id: 1,
    name: 'centres, staff and sessions',
    sql: `
      CREATE TABLE centres (
        id INTEGER PRIMARY KEY,
        center_service_id INTEGER NOT NULL UNIQUE,
        pt_enabled INTEGER NOT NULL DEFAULT 0,
        data TEXT NOT NULL
      );
      CREATE TABLE staff (
        id TEXT PRIMARY KEY,
        persona TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL
      );
      CREATE TABLE staff_centres (
        staff_id TEXT NOT NULL REFERENCES staff(id),
        centre_id INTEGER NOT NULL REFERENCES centres(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (staff_id, centre_id)
      );
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL REFERENCES staff(id),
        created_at INTEGER NOT NULL
      );
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    `,
  },
  {
    id: 2,
    name: 'customers',
    sql: `
      CREATE TABLE customers (
        id TEXT PRIMARY KEY,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        phone TEXT NOT NULL UNIQUE,
        email TEXT,
        is_phone_verified INTEGER NOT NULL DEFAULT 0,
        profile_picture_url TEXT,
        city_id INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE idempotent_results (
        key TEXT PRIMARY KEY,
        status INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
    `,
  },
  {
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
  },
  {
    id: 4,
    name: 'selling, orders, card terminals, OTP, SMS outbox, payment links',
    sql: `
      CREATE TABLE sale_products (
        product_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        selling_price_paise INTEGER NOT NULL,
        duration_days INTEGER NOT NULL,
        position INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX sale_products_by_centre ON sale_products (centre_id, kind, position);
      CREATE TABLE sale_offers (
        offer_id TEXT PRIMARY KEY,
        is_spot INTEGER NOT NULL,
        is_group INTEGER NOT NULL,
        discount_paise INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE sale_reference (
        kind TEXT NOT NULL,
        id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        position INTEGER NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (kind, id)
      );
      CREATE TABLE spot_offer_grants (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        offer_id TEXT NOT NULL,
        product_type TEXT NOT NULL,
        start_date INTEGER NOT NULL,
        end_date INTEGER NOT NULL,
        remaining INTEGER NOT NULL,
        added_by TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX spot_offer_grants_by_user ON spot_offer_grants (user_id, offer_id);
      CREATE TABLE card_terminals (
        tid TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        machine_type TEXT NOT NULL,
        auto_approve_ms INTEGER,
        next_outcome TEXT,
        position INTEGER NOT NULL
      );
      CREATE TABLE sale_orders (
        order_id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        channel TEXT NOT NULL,
        status TEXT NOT NULL,
        amount_paise INTEGER NOT NULL,
        request TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX sale_orders_by_user ON sale_orders (user_id, created_at);
      CREATE TABLE terminal_payments (
        payment_id TEXT PRIMARY KEY,
        order_id TEXT NOT NULL UNIQUE,
        tid TEXT NOT NULL,
        request_id TEXT NOT NULL UNIQUE,
        amount_paise INTEGER NOT NULL,
        state TEXT NOT NULL,
        failure_code TEXT,
        pending_until INTEGER,
        created_at INTEGER NOT NULL,
        decided_at INTEGER
      );
      CREATE INDEX terminal_payments_by_tid ON terminal_payments (tid, state);
      CREATE TABLE sold_memberships (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        order_id TEXT,
        product_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        price_paise INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX sold_memberships_by_user ON sold_memberships (user_id, end_at);
      CREATE TABLE pt_trainers (id TEXT PRIMARY KEY, centre_id INTEGER NOT NULL, position INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE bootcamp_slots (
        slot_id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        from_time TEXT NOT NULL,
        to_time TEXT NOT NULL,
        total INTEGER NOT NULL,
        consumed INTEGER NOT NULL,
        onboarding_time TEXT NOT NULL
      );
      CREATE TABLE user_preferences (
        user_id TEXT NOT NULL,
        pref_key TEXT NOT NULL,
        pref_value TEXT NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, pref_key)
      );
      CREATE TABLE recurring_links (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        product_id TEXT NOT NULL,
        centre_service_id INTEGER NOT NULL,
        start_date INTEGER NOT NULL,
        agent_id TEXT NOT NULL,
        link TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE otp_challenges (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        namespace TEXT NOT NULL,
        identifier TEXT NOT NULL,
        context TEXT NOT NULL,
        code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used_at INTEGER,
        superseded INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX otp_challenges_by_target ON otp_challenges (namespace, identifier, context);
      CREATE TABLE sms_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        phone TEXT NOT NULL,
        kind TEXT NOT NULL,
        body TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE payment_links (
        id TEXT PRIMARY KEY,
        phone TEXT NOT NULL,
        amount_paise INTEGER NOT NULL,
        request_id TEXT NOT NULL UNIQUE,
        description TEXT NOT NULL,
        created_by TEXT NOT NULL,
        status TEXT NOT NULL,
        link TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX payment_links_by_phone ON payment_links (phone, created_at);
    `,
  },
  {
    id: 5,
    name: 'one backend: sold memberships mirrored into the customer profile',
    sql: `
      ALTER TABLE customer_memberships ADD COLUMN sold_membership_id TEXT;
      CREATE UNIQUE INDEX customer_memberships_by_sold ON customer_memberships (sold_membership_id);
    `,
  },
  {
    id: 6,
    name: 'play bookings (selling catalogue, issue 12)',
    sql: `
      CREATE TABLE play_bookings (
        id TEXT PRIMARY KEY,
        slot_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        sport_id INTEGER NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        created_by TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (slot_id, user_id)
      );
      CREATE INDEX play_bookings_by_slot ON play_bookings (slot_id);
      CREATE INDEX play_bookings_by_user ON play_bookings (user_id, centre_id);
    `,
  },
  // ---- profile-care ----
  {
    id: 7,
    name: 'injury reports and referrals',
    sql: `
      CREATE TABLE injury_reports (
        id INTEGER PRIMARY KEY,
        user_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        staff_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE referrals (
        id INTEGER PRIMARY KEY,
        referrer_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        phone TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX referrals_by_phone ON referrals (phone);
    `,
  },
  // ---- trust ----
  {
    id: 8,
    name: 'trust boundary: sessions expire after a working day of inactivity',
    sql: `
      ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER;
      UPDATE sessions SET last_seen_at = created_at;
    `,
  },
  // ---- reports (issue 16) ----
  {
    id: 14,
    name: 'revenue targets per centre and month (the revenue-target report)',
    sql: `
      CREATE TABLE revenue_targets (
        centre_id INTEGER NOT NULL,
        month TEXT NOT NULL,
        target_paise INTEGER NOT NULL,
        PRIMARY KEY (centre_id, month)
      );
    `,
  },
  // ---- employees (issue 15) ----
  {
    id: 13,
    name: 'employees: fitness employees, their centres, roster shifts, attendance marks and leave requests',
    sql: `
      CREATE TABLE employees (agent_id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, phone TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
      CREATE TABLE employee_centres (agent_id TEXT NOT NULL, center_service_id INTEGER NOT NULL, PRIMARY KEY (agent_id, center_service_id));
      CREATE INDEX employee_centres_by_centre ON employee_centres (center_service_id);
      CREATE TABLE roster_shifts (
        shift_id TEXT PRIMARY KEY,
        agent_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        created_by TEXT
      );
      CREATE INDEX roster_shifts_by_centre ON roster_shifts (center_service_id, start_time);
      CREATE TABLE attendance_marks (shift_id TEXT PRIMARY KEY, marked_at INTEGER NOT NULL, reason TEXT, marked_by TEXT);
      CREATE TABLE leave_requests (
        id TEXT PRIMARY KEY,
        agent_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        start_day TEXT NOT NULL,
        end_day TEXT NOT NULL,
        status TEXT NOT NULL,
        reason TEXT NOT NULL,
        decided_by TEXT,
        decided_at INTEGER
      );
      CREATE INDEX leave_requests_by_centre ON leave_requests (center_service_id, status);
    `,
  },
  // ---- selling ----
  {
    id: 9,
    name: 'sale OTPs verified on the server, and the PT OTP-bypass whitelist',
    sql: `
      CREATE TABLE sale_otp_verifications (
        id INTEGER PRIMARY KEY,
        staff_id TEXT NOT NULL,
        context TEXT NOT NULL,
        user_id TEXT NOT NULL,
        amount_paise INTEGER NOT NULL,
        verified_at INTEGER NOT NULL,
        used_at INTEGER,
        order_id TEXT
      );
      CREATE INDEX sale_otp_verifications_by_sale ON sale_otp_verifications (staff_id, context, user_id, amount_paise);
      CREATE TABLE pt_otp_bypass (email TEXT PRIMARY KEY);
    `,
  },
  // ---- leads desk (issue 13) ----
  {
    id: 11,
    name: 'leads desk: lead interactions and scheduled walk-ins',
    sql: `
      CREATE TABLE lead_interactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        lead_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX lead_interactions_by_lead ON lead_interactions (lead_id, created_at);
      CREATE INDEX leads_by_centre ON leads (center_service_id, status);
      CREATE TABLE scheduled_walkins (
        id INTEGER PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        scheduled_at INTEGER NOT NULL
      );
      CREATE INDEX scheduled_walkins_by_centre ON scheduled_walkins (centre_id, scheduled_at);
    `,
  },
  // ---- uploads ----
  {
    id: 12,
    name: 'uploads: bulk troubleshooting uploads with their audit trail, offer grants, segments, uploaded leads, target files and targets',
    sql: `
      CREATE TABLE bulk_uploads (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        file_name TEXT NOT NULL,
        type TEXT,
        staff_id TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expected_rows INTEGER NOT NULL,
        status TEXT NOT NULL,
        content_hash TEXT,
        changed INTEGER NOT NULL DEFAULT 0,
        errors INTEGER NOT NULL DEFAULT 0,
        applied_at INTEGER
      );
      CREATE INDEX bulk_uploads_by_centre ON bulk_uploads (kind, centre_id, created_at);
      CREATE INDEX bulk_uploads_by_hash ON bulk_uploads (kind, centre_id, content_hash, status);
      CREATE TABLE bulk_upload_rows (upload_id TEXT NOT NULL, row INTEGER NOT NULL, cells TEXT NOT NULL, PRIMARY KEY (upload_id, row));
      CREATE TABLE bulk_upload_changes (upload_id TEXT NOT NULL, row INTEGER NOT NULL, change TEXT NOT NULL, PRIMARY KEY (upload_id, row));
      CREATE TABLE centre_segments (segment_id INTEGER PRIMARY KEY, centre_id INTEGER NOT NULL, name TEXT NOT NULL);
      CREATE TABLE offer_grants (
        user_id TEXT NOT NULL,
        offer_id TEXT NOT NULL,
        centre_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        availed_at INTEGER NOT NULL,
        reverted_at INTEGER,
        PRIMARY KEY (user_id, offer_id, centre_id)
      );
      CREATE TABLE uploaded_leads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        centre_id INTEGER NOT NULL,
        phone TEXT NOT NULL,
        name TEXT NOT NULL,
        source TEXT NOT NULL,
        quality TEXT NOT NULL,
        upload_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (centre_id, phone)
      );
      CREATE TABLE target_files (
        file_name TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        entity TEXT NOT NULL,
        metric TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        upload_token TEXT UNIQUE,
        upload_expires_at INTEGER NOT NULL,
        content TEXT,
        uploaded_at INTEGER,
        scheduled_at INTEGER,
        override INTEGER NOT NULL DEFAULT 0,
        outcome TEXT,
        reason TEXT,
        download_token TEXT UNIQUE,
        download_expires_at INTEGER
      );
      CREATE INDEX target_files_by_centre ON target_files (centre_id, uploaded_at);
      CREATE TABLE targets (
        centre_id INTEGER NOT NULL,
        entity TEXT NOT NULL,
        metric TEXT NOT NULL,
        owner TEXT NOT NULL,
        month TEXT NOT NULL,
        target INTEGER NOT NULL,
        file_name TEXT NOT NULL,
        PRIMARY KEY (centre_id, entity, metric, owner, month)
      );
    `,
  },
  // ---- operations: issues and door (issue 14) ----
  {
    id: 18,
    name: 'operations: issues reported at a centre (odin) and door access devices with their use',
    sql: `
      CREATE TABLE odin_issues (
        id INTEGER PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        category TEXT NOT NULL,
        category_comment TEXT NOT NULL DEFAULT '',
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        status TEXT NOT NULL,
        staff_id TEXT,
        reported_by TEXT NOT NULL,
        reported_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX odin_issues_by_centre ON odin_issues (centre_id, reported_at);
      CREATE TABLE door_devices (
        device_id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        vendor TEXT NOT NULL,
        status TEXT NOT NULL,
        status_since INTEGER NOT NULL
      );
      CREATE TABLE door_events (
        id INTEGER PRIMARY KEY,
        device_id TEXT NOT NULL,
        action TEXT NOT NULL,
        staff_id TEXT NOT NULL,
        staff_name TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX door_events_by_device ON door_events (device_id, at);
    `,
  },
  // ---- reminders and inbox (issue 13, part) ----
  {
    id: 17,
    name: 'reminders and inbox: the staff members\' inbox messages',
    sql: `
      CREATE TABLE inbox_messages (
        id TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL,
        sent_at INTEGER NOT NULL,
        read_at INTEGER,
        data TEXT NOT NULL
      );
      CREATE INDEX inbox_messages_by_staff ON inbox_messages (staff_id, sent_at);
    `,
  },
  // ---- classes and play (issue 16) ----
  {
    id: 21,
    name: 'group classes and their bookings; play bookings get a status, a level and attendance',
    sql: `
      ALTER TABLE play_bookings ADD COLUMN status TEXT NOT NULL DEFAULT 'CONFIRMED';
      ALTER TABLE play_bookings ADD COLUMN level TEXT NOT NULL DEFAULT 'JUNIOR';
      ALTER TABLE play_bookings ADD COLUMN attended_at INTEGER;
      ALTER TABLE play_bookings ADD COLUMN attended_by TEXT;
      CREATE INDEX play_bookings_by_centre_start ON play_bookings (centre_id, start_at);
      CREATE TABLE group_classes (
        id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        workout TEXT NOT NULL,
        trainer_name TEXT NOT NULL,
        start_at INTEGER NOT NULL,
        end_at INTEGER NOT NULL,
        capacity INTEGER NOT NULL
      );
      CREATE INDEX group_classes_by_centre ON group_classes (centre_id, start_at);
      CREATE TABLE class_bookings (
        class_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        status TEXT NOT NULL,
        position INTEGER,
        attended_at INTEGER,
        PRIMARY KEY (class_id, user_id)
      );
    `,
  },
  // ---- performance and training (issue 16) ----
  {
    id: 22,
    name: 'performance: CM Training sessions with the voice agent',
    sql: `
      CREATE TABLE cm_training_sessions (
        id TEXT PRIMARY KEY,
        staff_id TEXT NOT NULL,
        scenario TEXT NOT NULL,
        started_at INTEGER NOT NULL,
        duration_minutes INTEGER NOT NULL,
        score INTEGER NOT NULL,
        outcome TEXT NOT NULL,
        feedback TEXT NOT NULL
      );
      CREATE INDEX cm_training_sessions_by_staff ON cm_training_sessions (staff_id, started_at);
    `,
  },
  // ---- employee status: leave, GX shifts, delinquency reversal, grooming ----
  {
    id: 20,
    name: 'group-exercise shifts, delinquencies and grooming audits',
    sql: `
      CREATE TABLE gx_shifts (
        id TEXT PRIMARY KEY,
        center_service_id INTEGER NOT NULL,
        class_name TEXT NOT NULL,
        trainer_name TEXT NOT NULL,
        cult_employee_id TEXT NOT NULL,
        start_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL
      );
      CREATE INDEX gx_shifts_by_centre ON gx_shifts (center_service_id, start_time);
      CREATE TABLE delinquencies (
        id TEXT PRIMARY KEY,
        emp_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        kind TEXT NOT NULL,
        points INTEGER NOT NULL,
        status TEXT NOT NULL,
        reversal_reason TEXT
      );
      CREATE INDEX delinquencies_by_employee ON delinquencies (emp_id, center_service_id);
      CREATE TABLE grooming_audits (
        emp_id TEXT NOT NULL,
        center_service_id INTEGER NOT NULL,
        day TEXT NOT NULL,
        score INTEGER NOT NULL,
        out_of INTEGER NOT NULL,
        remarks TEXT NOT NULL,
        PRIMARY KEY (emp_id, center_service_id, day)
      );
    `,
  },
  // ---- operations: rewards, goodies, health partner ----
  {
    id: 19,
    name: 'habit rewards, their goodies and health-partner links',
    sql: `
      CREATE TABLE habit_rewards (
        id TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        member_name TEXT NOT NULL,
        habit TEXT NOT NULL,
        target INTEGER NOT NULL,
        done INTEGER NOT NULL,
        window_end INTEGER NOT NULL,
        status TEXT NOT NULL,
        reward TEXT NOT NULL,
        acknowledged_by TEXT,
        acknowledged_on INTEGER
      );
      CREATE INDEX habit_rewards_by_centre ON habit_rewards (centre_id);
      CREATE TABLE goodies (
        id TEXT PRIMARY KEY,
        reward_id TEXT NOT NULL UNIQUE,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        member_name TEXT NOT NULL,
        item TEXT NOT NULL,
        habit TEXT NOT NULL,
        status TEXT NOT NULL,
        updated_on INTEGER NOT NULL,
        updated_by TEXT NOT NULL
      );
      CREATE INDEX goodies_by_centre ON goodies (centre_id);
      CREATE TABLE health_partner_links (
        hash TEXT PRIMARY KEY,
        centre_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        member_name TEXT NOT NULL,
        link TEXT NOT NULL,
        generated_on INTEGER NOT NULL,
        expires_on INTEGER NOT NULL,
        generated_by TEXT NOT NULL
      );
      CREATE INDEX health_partner_links_by_centre ON health_partner_links (centre_id, generated_on);
    `,
  },
  // ---- tasks and calls (issue 13, part: /crmTasks) ----
  {
    id: 16,
    name: 'tasks: each task’s centre and due time (the /crmTasks list), and the call interactions with their summaries',
    sql: `
      ALTER TABLE crm_tasks ADD COLUMN centre_id INTEGER;
      ALTER TABLE crm_tasks ADD COLUMN due_at INTEGER;
      CREATE INDEX crm_tasks_by_centre ON crm_tasks (centre_id);
      CREATE TABLE call_interactions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        task_uuid TEXT NOT NULL,
        interaction_time INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX call_interactions_by_task ON call_interactions (task_uuid, interaction_time);
    `,
  },
  // ---- shift patterns on the roster (issue 15, rostering) ----
  {
    id: 23,
    name: 'roster: the centres’ shift patterns (named weekly templates, their days as JSON)',
    sql: `
      CREATE TABLE shift_patterns (
        pattern_id TEXT PRIMARY KEY,
        center_service_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        days TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX shift_patterns_by_centre ON shift_patterns (center_service_id, position);
    `,
  },
  // ---- uploaded leads are leads; a file's own problems block its apply ----
  {
    id: 24,
    name: 'uploads: uploaded leads move into the leads table (a customer for each new phone, owned by the uploader); an upload keeps how many problems its file had in rows not staged; a target file keeps every problem',
    sql: `
      ALTER TABLE bulk_uploads ADD COLUMN file_errors INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE target_files ADD COLUMN problems TEXT;
      INSERT INTO customers (id, first_name, last_name, phone, email, is_phone_verified, profile_picture_url, city_id, created_at)
        SELECT CAST((SELECT COALESCE(MAX(CAST(id AS INTEGER)), 100000) FROM customers) + ROW_NUMBER() OVER (ORDER BY u.id) AS TEXT),
               CASE WHEN instr(trim(u.name), ' ') > 0 THEN substr(trim(u.name), 1, instr(trim(u.name), ' ') - 1) ELSE trim(u.name) END,
               CASE WHEN instr(trim(u.name), ' ') > 0 THEN trim(substr(trim(u.name), instr(trim(u.name), ' ') + 1)) ELSE '' END,
               u.phone, NULL, 0, NULL, 1, u.created_at
        FROM uploaded_leads u
        WHERE u.id = (SELECT MIN(x.id) FROM uploaded_leads x WHERE x.phone = u.phone)
          AND NOT EXISTS (SELECT 1 FROM customers c WHERE c.phone = u.phone);
      INSERT OR IGNORE INTO customer_profiles (user_id, data)
        SELECT c.id, '{"isV2":false,"trial":{"used":0,"maxCount":3}}' FROM customers c JOIN uploaded_leads u ON u.phone = c.phone;
      INSERT INTO leads (user_id, center_service_id, category, status, data)
        SELECT c.id, ce.center_service_id,
               CASE json_extract(ce.data, '$.type') WHEN 'PLAY' THEN 'PLAY_LEAD' ELSE 'GYM_LEAD' END,
               CASE u.quality WHEN 'NOT_INTERESTED' THEN 'CLOSED' ELSE 'ACTIVE' END,
               json_object(
                 'userId', c.id, 'centerId', ce.center_service_id,
                 'leadCategory', CASE json_extract(ce.data, '$.type') WHEN 'PLAY' THEN 'PLAY_LEAD' ELSE 'GYM_LEAD' END,
                 'leadStatus', CASE u.quality WHEN 'NOT_INTERESTED' THEN 'CLOSED' ELSE 'ACTIVE' END,
                 'leadType', u.quality, 'leadQuality', u.quality, 'comment', '', 'commentTag', NULL,
                 'assigneeId', COALESCE(b.staff_id, ''), 'assigneeName', COALESCE(b.staff_name, ''), 'assigneeType', 'MC',
                 'createdBy', COALESCE(b.staff_id, ''), 'createdAt', u.created_at, 'taskInstanceId', NULL,
                 'taskAssignee', CASE WHEN b.staff_name IS NULL THEN NULL ELSE json_object('fullName', b.staff_name) END,
                 'nextFollowUpTime', NULL, 'source', u.source, 'uploadId', u.upload_id)
        FROM uploaded_leads u
        JOIN customers c ON c.phone = u.phone
        JOIN centres ce ON ce.id = u.centre_id
        LEFT JOIN bulk_uploads b ON b.id = u.upload_id
        WHERE NOT EXISTS (SELECT 1 FROM leads l WHERE l.user_id = c.id AND l.center_service_id = ce.center_service_id AND l.status = 'ACTIVE')
        ORDER BY u.id;
      UPDATE leads SET data = json_set(data, '$.taskInstanceId', 'ti-' || id)
        WHERE json_extract(data, '$.uploadId') IS NOT NULL AND json_extract(data, '$.taskInstanceId') IS NULL;
      DROP TABLE uploaded_leads;
    `,
  },
  // ---- leave requests on the roster, attendance reason 'Others' ----
  {
    id: 25,
    name: 'employees: the leave request a roster leave comes from (NULL: recorded by a manager), the free text of the attendance reason Others',
    sql: `
      ALTER TABLE roster_shifts ADD COLUMN leave_request_id TEXT;
      ALTER TABLE attendance_marks ADD COLUMN reason_note TEXT;
    `,
  },
  // ---- a play booking for a child user of the account ----
  {
    id: 26,
    name: 'play: the child user a play booking is for (NULL: the account holder plays)',
    sql: `
      ALTER TABLE play_bookings ADD COLUMN child_id TEXT;
    `,
  },
]
