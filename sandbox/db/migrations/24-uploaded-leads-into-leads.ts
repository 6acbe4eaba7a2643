import type { Migration } from '../migration'

export const uploadedLeadsIntoLeads: Migration = {
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
}
