import type { Migration } from '../migration'

export const uploads: Migration = {
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
}
