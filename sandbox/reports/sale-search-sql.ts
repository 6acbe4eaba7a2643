import { day, member, PACK, STAFF_NAME } from './report-sql'

/**
 * The cash sales search, backed by an index kept on write (docs/api/paging.md, 'The cash sales
 * search'). The report finds a row when its member, order, pack, seller or day holds the text,
 * case-insensitively. Those texts come from four tables (the member's name, the pack's title in the
 * catalogue, the seller's name), so every sale keeps them in `sale_search_rows` (one row a sale
 * order, the very expressions the report shows), and a trigram index over them, `sale_search`
 * (FTS5, contentless, rowids only), finds the sales whose texts hold every three-letter piece of
 * the search. The search then reads those candidates' kept texts for the exact match: the meaning
 * is the report's, whatever the index finds; the index only spares reading every sale of the days.
 * A search shorter than three letters has no piece to look up and reads the kept texts of the days.
 *
 * Kept by triggers, in the statement that changes a row: a sale inserted, changed or deleted; a
 * customer added, renamed or removed; a staff member added, renamed or removed; a catalogue pack
 * added, renamed or removed.
 */

/** The texts a sale is found by, for a sale order aliased `o`. */
const MEMBER = (o: string): string => `COALESCE((SELECT ${member('cu')} FROM customers cu WHERE cu.id = ${o}.user_id), 'Unknown member')`
const TEXTS = (o: string): string => `${o}.order_id, ${MEMBER(o)}, ${PACK(o)}, ${STAFF_NAME(o)}, ${day(`${o}.created_at`)}`
const COLS = 'order_id, member, pack, seller, day'
/** The catalogue pack a sale sold (its first membership's product), kept beside the texts so a pack's change finds its sales by an index. */
const PRODUCT = (o: string): string => `json_extract(${o}.request, '$.priced.memberships[0].productId')`

/** Re-reads the pack's text of the sales of catalogue packs `ids`, found by the kept product index. */
const repack = (ids: string): string => `
    DELETE FROM sale_search WHERE rowid IN (SELECT id FROM sale_search_rows WHERE product_id IN (${ids}));
    UPDATE sale_search_rows SET pack = (SELECT ${PACK('o')} FROM sale_orders o WHERE o.order_id = sale_search_rows.order_id) WHERE product_id IN (${ids});
    INSERT INTO sale_search (rowid, ${COLS}) SELECT id, ${COLS} FROM sale_search_rows WHERE product_id IN (${ids});`

/** Drops and re-adds the kept texts of the sales `cond` (on `o`) selects. */
const refresh = (cond: string): string => `
    DELETE FROM sale_search WHERE rowid IN (SELECT r.id FROM sale_search_rows r JOIN sale_orders o ON o.order_id = r.order_id WHERE ${cond});
    DELETE FROM sale_search_rows WHERE order_id IN (SELECT o.order_id FROM sale_orders o WHERE ${cond});
    INSERT INTO sale_search_rows (${COLS}, product_id) SELECT ${TEXTS('o')}, ${PRODUCT('o')} FROM sale_orders o WHERE ${cond};
    INSERT INTO sale_search (rowid, ${COLS}) SELECT r.id, r.order_id, r.member, r.pack, r.seller, r.day FROM sale_search_rows r JOIN sale_orders o ON o.order_id = r.order_id WHERE ${cond};`
const drop = (orderId: string): string => `
    DELETE FROM sale_search WHERE rowid = (SELECT id FROM sale_search_rows WHERE order_id = ${orderId});
    DELETE FROM sale_search_rows WHERE order_id = ${orderId};`

export const SALE_SEARCH_TABLES_SQL = `
  CREATE TABLE sale_search_rows (
    id INTEGER PRIMARY KEY, order_id TEXT NOT NULL UNIQUE,
    member TEXT NOT NULL, pack TEXT NOT NULL, seller TEXT NOT NULL, day TEXT NOT NULL, product_id TEXT
  );
  CREATE INDEX sale_search_rows_by_pack ON sale_search_rows (product_id);
  CREATE VIRTUAL TABLE sale_search USING fts5(${COLS}, tokenize = 'trigram', detail = 'none', content = '', contentless_delete = 1);
`

export const SALE_SEARCH_TRIGGERS_SQL = `
  CREATE TRIGGER sale_search_order_insert AFTER INSERT ON sale_orders BEGIN ${refresh('o.order_id = NEW.order_id')}
  END;
  CREATE TRIGGER sale_search_order_update AFTER UPDATE OF order_id, user_id, request, created_by, created_at ON sale_orders BEGIN ${drop('OLD.order_id')}${refresh('o.order_id = NEW.order_id')}
  END;
  CREATE TRIGGER sale_search_order_delete AFTER DELETE ON sale_orders BEGIN ${drop('OLD.order_id')}
  END;
  CREATE TRIGGER sale_search_customer_insert AFTER INSERT ON customers BEGIN ${refresh('o.user_id = NEW.id')}
  END;
  CREATE TRIGGER sale_search_customer_update AFTER UPDATE OF id, first_name, last_name ON customers BEGIN ${refresh('o.user_id IN (OLD.id, NEW.id)')}
  END;
  CREATE TRIGGER sale_search_customer_delete AFTER DELETE ON customers BEGIN ${refresh('o.user_id = OLD.id')}
  END;
  CREATE TRIGGER sale_search_staff_insert AFTER INSERT ON staff BEGIN ${refresh('o.created_by = NEW.id')}
  END;
  CREATE TRIGGER sale_search_staff_update AFTER UPDATE OF id, data ON staff BEGIN ${refresh('o.created_by IN (OLD.id, NEW.id)')}
  END;
  CREATE TRIGGER sale_search_staff_delete AFTER DELETE ON staff BEGIN ${refresh('o.created_by = OLD.id')}
  END;
  CREATE TRIGGER sale_search_pack_insert AFTER INSERT ON sale_products BEGIN ${repack('NEW.product_id')}
  END;
  CREATE TRIGGER sale_search_pack_update AFTER UPDATE OF product_id, data ON sale_products BEGIN ${repack('OLD.product_id, NEW.product_id')}
  END;
  CREATE TRIGGER sale_search_pack_delete AFTER DELETE ON sale_products BEGIN ${repack('OLD.product_id')}
  END;
`

/** Re-reads every sale's texts (the migration's backfill; after a bulk load made without the triggers). */
export const SALE_SEARCH_REBUILD_SQL = `
  DELETE FROM sale_search;
  DELETE FROM sale_search_rows;
  INSERT INTO sale_search_rows (${COLS}, product_id) SELECT ${TEXTS('o')}, ${PRODUCT('o')} FROM sale_orders o;
  INSERT INTO sale_search (rowid, ${COLS}) SELECT id, ${COLS} FROM sale_search_rows;
`

/** The search's three-letter pieces, as an FTS5 query (every piece, each quoted); undefined when it has none. */
export const trigramQuery = (q: string): string | undefined => {
  const chars = [...q]
  const pieces = new Set<string>()
  for (let i = 0; i + 3 <= chars.length; i++) {
    const piece = chars.slice(i, i + 3).join('')
    // FTS5 reads a NUL as the query's end: such a piece is left out (fewer pieces only find more candidates).
    if (!piece.includes('\u0000')) pieces.add(piece)
  }
  return pieces.size === 0 ? undefined : [...pieces].map((p) => `"${p.replaceAll('"', '""')}"`).join(' AND ')
}

/**
 * The cash sales search as SQL over the kept texts (:q the search, lower case; :m its trigram query
 * when it has one): a sale is found when one of its texts, lower-cased, holds :q (as the report's
 * other searches read theirs).
 */
export const saleSearchSql = (withPieces: boolean): string => {
  const exact = ['r.member', 'r.order_id', 'r.pack', 'r.seller', 'r.day'].map((x) => `instr(lower(${x}), :q) > 0`).join(' OR ')
  return withPieces
    ? `o.order_id IN (SELECT r.order_id FROM sale_search_rows r WHERE r.id IN (SELECT rowid FROM sale_search WHERE sale_search MATCH :m) AND (${exact}))`
    : `EXISTS (SELECT 1 FROM sale_search_rows r WHERE r.order_id = o.order_id AND (${exact}))`
}
