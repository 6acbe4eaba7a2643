import type { Migration } from '../migration'

export const sellingOrdersTerminalsOtpSmsAndPaymentLinks: Migration = {
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
}
