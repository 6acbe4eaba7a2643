import * as E from 'fp-ts/Either'
import type { CentreWire } from '../../adapters/http/contract/centre.codecs'
import { financialYearOf, formatInvoiceNumber } from '../../core/money/invoice-number.rule'
import { buildTaxInvoice, gstinCheckCharacter, sacOfCentreType, type TaxInvoice } from '../../core/money/tax-invoice.rule'
import { epochMs, paise } from '../../core/shared/brands'
import { INVOICE_CUSTOMER_UNNAMED } from '../../core/shared/messages/money'
import type { Statement } from 'better-sqlite3'
import type { Db } from '../db/database'
import { centreById, customerById } from '../store/profile-store'

/**
 * GST tax invoices in the sandbox (docs/decisions/payment.md): each centre's tax facts (GSTIN,
 * state, invoice code) and the invoice a paid order gets, numbered in the same transaction that
 * marks the order paid, from the centre's series for the financial year.
 */

/** The states of the cities the portal knows (a city id on a centre's address or a customer). */
export const CITY_STATES: Readonly<Record<number, { readonly state: string; readonly code: string; readonly prefix: string }>> = {
  1: { state: 'Karnataka', code: '29', prefix: 'BLR' },
  2: { state: 'Maharashtra', code: '27', prefix: 'BOM' },
  3: { state: 'Telangana', code: '36', prefix: 'HYD' },
  4: { state: 'Tamil Nadu', code: '33', prefix: 'MAA' },
}
const DEFAULT_CITY = 1

/** The company that runs its own centres (COCO and marketplace); a franchise (FOFO) invoices under its own registration. */
export const COMPANY_LEGAL_NAME = 'Fitstreet Centres Private Limited'
const COMPANY_PAN = 'AABCF2026K'

const franchisePan = (centreId: number): string => `AAKFF${String(centreId % 10_000).padStart(4, '0')}Q`

const gstinOf = (stateCode: string, pan: string): string => {
  const first14 = `${stateCode}${pan}1Z`
  return `${first14}${gstinCheckCharacter(first14)}`
}

export type CentreTaxFacts = {
  readonly centreId: number
  readonly invoiceCode: string
  readonly legalName: string
  readonly gstin: string
  readonly state: string
  readonly stateCode: string
}

/** The tax facts a centre is registered with (deterministic from the centre). */
export const taxFactsOf = (c: CentreWire): CentreTaxFacts => {
  const city = CITY_STATES[c.address.city.cityId] ?? (CITY_STATES[DEFAULT_CITY] as (typeof CITY_STATES)[number])
  const code = `${city.prefix}${c.id}`.length <= 4 ? `${city.prefix}${c.id}` : `C${c.id.toString(36).toUpperCase()}`.slice(0, 4)
  const franchise = c.centerModel === 'FOFO'
  return {
    centreId: c.id,
    invoiceCode: code,
    legalName: franchise ? `${c.name} Fitness LLP` : COMPANY_LEGAL_NAME,
    gstin: gstinOf(city.code, franchise ? franchisePan(c.id) : COMPANY_PAN),
    state: city.state,
    stateCode: city.code,
  }
}

type Statements = { readonly facts: Statement<unknown[]>; readonly invoice: Statement<unknown[]>; readonly highest: Statement<unknown[]>; readonly insert: Statement<unknown[]> }
const PREPARED = new WeakMap<Db, Statements>()

/** The statements the invoice code runs, prepared once per database (the seed issues thousands of invoices). */
const statements = (db: Db): Statements => {
  const cached = PREPARED.get(db)
  if (cached !== undefined) return cached
  const made: Statements = {
    facts: db.prepare('SELECT * FROM centre_tax_facts WHERE centre_id = ?'),
    invoice: db.prepare('SELECT data FROM tax_invoices WHERE order_id = ?').pluck(),
    highest: db.prepare('SELECT COALESCE(MAX(sequence), 0) FROM tax_invoices WHERE centre_id = ? AND financial_year = ?').pluck(),
    insert: db.prepare('INSERT INTO tax_invoices (order_id, centre_id, financial_year, sequence, invoice_no, issued_at, data) VALUES (?, ?, ?, ?, ?, ?, ?)'),
  }
  PREPARED.set(db, made)
  return made
}

type FactsRow = { centre_id: number; invoice_code: string; legal_name: string; gstin: string; state: string; state_code: string }

/** Gives every centre without tax facts its own (a centre added later gets them at its first invoice). */
export const ensureCentreTaxFacts = (db: Db): void => {
  const rows = db.prepare('SELECT c.data FROM centres c LEFT JOIN centre_tax_facts f ON f.centre_id = c.id WHERE f.centre_id IS NULL ORDER BY c.id').pluck().all() as string[]
  const ins = db.prepare('INSERT OR IGNORE INTO centre_tax_facts (centre_id, invoice_code, legal_name, gstin, state, state_code) VALUES (?, ?, ?, ?, ?, ?)')
  for (const raw of rows) {
    const f = taxFactsOf(JSON.parse(raw) as CentreWire)
    ins.run(f.centreId, f.invoiceCode, f.legalName, f.gstin, f.state, f.stateCode)
  }
}

export const centreTaxFacts = (db: Db, centreId: number): CentreTaxFacts | undefined => {
  const q = statements(db).facts
  let r = q.get(centreId) as FactsRow | undefined
  if (r === undefined) {
    ensureCentreTaxFacts(db)
    r = q.get(centreId) as FactsRow | undefined
  }
  return r === undefined ? undefined : { centreId: r.centre_id, invoiceCode: r.invoice_code, legalName: r.legal_name, gstin: r.gstin, state: r.state, stateCode: r.state_code }
}

/** Look-ups kept while the seed invoices its orders (centres and customers do not change meanwhile). */
type SeedMemo = {
  readonly centres: Map<number, ReturnType<typeof centreById>>
  readonly facts: Map<number, CentreTaxFacts | undefined>
  readonly customers: Map<string, { name: string; state?: string }>
}
const remember = <K, V>(m: Map<K, V> | undefined, k: K, get: () => V): V => {
  if (m === undefined) return get()
  if (m.has(k)) return m.get(k) as V
  const v = get()
  m.set(k, v)
  return v
}

/** What an invoice is issued for: the order, where it was sold, to whom, and what it sold. */
export type InvoiceableOrder = {
  readonly orderId: string
  readonly centreId: number
  readonly userId: string
  readonly amountPaise: number
  readonly items: readonly { readonly description: string; readonly pricePaise: number }[]
}

const customerOnInvoice = (db: Db, userId: string): { name: string; state?: string } => {
  const c = customerById(db, userId)
  if (c === undefined) return { name: INVOICE_CUSTOMER_UNNAMED }
  const name = `${c.first_name} ${c.last_name}`.trim()
  const state = CITY_STATES[c.city_id]?.state
  return { name: name === '' ? INVOICE_CUSTOMER_UNNAMED : name, ...(state === undefined ? {} : { state }) }
}

/**
 * Issues the tax invoice of a paid order at an instant: the next number of the centre's series for
 * the financial year the instant falls in (on the centre's clock). Run it inside the transaction
 * that marks the order paid: SQLite runs one write transaction at a time, so two payments can never
 * take the same number, and a payment that rolls back takes none. An order already invoiced keeps
 * its invoice. Undefined when the centre has no tax facts or its series is full (the order stays
 * paid, with no invoice).
 */
export const issueTaxInvoice = (db: Db, o: InvoiceableOrder, at: number, memo?: SeedMemo): TaxInvoice | undefined => {
  const existing = taxInvoiceOf(db, o.orderId)
  if (existing !== undefined) return existing
  const centre = remember(memo?.centres, o.centreId, () => centreById(db, o.centreId))
  const facts = remember(memo?.facts, o.centreId, () => centreTaxFacts(db, o.centreId))
  if (centre === undefined || facts === undefined) return undefined
  const fy = financialYearOf(epochMs(at))
  const highest = statements(db).highest.get(o.centreId, fy.startYear) as number
  const no = formatInvoiceNumber(facts.invoiceCode, fy, highest + 1)
  if (E.isLeft(no)) return undefined
  const sac = sacOfCentreType(centre.wire.type)
  const invoice = buildTaxInvoice({
    invoiceNo: no.right.text,
    orderId: o.orderId,
    issuedAt: epochMs(at),
    supplier: { legalName: facts.legalName, centreName: centre.wire.name, gstin: facts.gstin, state: facts.state, stateCode: facts.stateCode },
    customer: remember(memo?.customers, o.userId, () => customerOnInvoice(db, o.userId)),
    amountPaid: paise(o.amountPaise),
    items: o.items.map((i) => ({ description: i.description, sac, price: paise(i.pricePaise) })),
  })
  statements(db).insert.run(
    o.orderId,
    o.centreId,
    fy.startYear,
    no.right.sequence,
    no.right.text,
    at,
    JSON.stringify(invoice),
  )
  return invoice
}

export const taxInvoiceOf = (db: Db, orderId: string): TaxInvoice | undefined => {
  const raw = statements(db).invoice.get(orderId) as string | undefined
  return raw === undefined ? undefined : (JSON.parse(raw) as TaxInvoice)
}

/** The centre an order's invoice is (or would be) issued by: its invoice's, else its sale's. */
export const invoiceCentreOf = (db: Db, orderId: string): number | undefined => {
  const v = (db.prepare('SELECT centre_id FROM tax_invoices WHERE order_id = ?').pluck().get(orderId) ??
    db.prepare('SELECT centre_id FROM sale_orders WHERE order_id = ?').pluck().get(orderId)) as number | undefined
  return typeof v === 'number' ? v : undefined
}

/** The seed's home centre: the paid orders of the seeded order history (sold before the portal's sales) were sold there. */
export const HISTORY_ORDERS_CENTRE = 1

type PaidSaleRow = { order_id: string; user_id: string; centre_id: number; amount_paise: number; request: string; updated_at: number }
type HistoryRow = { order_id: string; user_id: string; created_at: number; data: string }

/**
 * Invoices every paid order of the seed that has none, in the order they were paid (then by order
 * id), so the seeded series run without gaps, the same way on every seeding.
 */
export const invoiceSeededPaidOrders = (db: Db): void => {
  ensureCentreTaxFacts(db)
  const sales = (db.prepare("SELECT order_id, user_id, centre_id, amount_paise, request, updated_at FROM sale_orders WHERE status = 'PAYMENT_COMPLETED'").all() as PaidSaleRow[]).map((r) => {
    const priced = (JSON.parse(r.request) as { priced?: { memberships?: { name?: string; pricePaise?: number }[] } }).priced
    const items = (priced?.memberships ?? []).map((m) => ({ description: m.name ?? '', pricePaise: m.pricePaise ?? 0 }))
    return { at: r.updated_at, order: { orderId: r.order_id, centreId: r.centre_id, userId: r.user_id, amountPaise: r.amount_paise, items } }
  })
  const history = (
    db
      .prepare("SELECT h.order_id, h.user_id, h.created_at, h.data FROM customer_orders h LEFT JOIN sale_orders s ON s.order_id = h.order_id WHERE s.order_id IS NULL AND h.status = 'Successful'")
      .all() as HistoryRow[]
  ).map((r) => {
    const d = JSON.parse(r.data) as { packName?: string; amount?: number }
    const amount = d.amount ?? 0
    return { at: r.created_at, order: { orderId: r.order_id, centreId: HISTORY_ORDERS_CENTRE, userId: r.user_id, amountPaise: amount, items: [{ description: d.packName ?? '', pricePaise: amount }] } }
  })
  const all = [...sales, ...history].sort((a, b) => a.at - b.at || (a.order.orderId < b.order.orderId ? -1 : a.order.orderId > b.order.orderId ? 1 : 0))
  const memo: SeedMemo = { centres: new Map(), facts: new Map(), customers: new Map() }
  for (const x of all) issueTaxInvoice(db, x.order, x.at, memo)
}

/** Cleared on reseeding: the invoices, the tax facts, and the credit notes that refer to the invoices. */
export const TAX_INVOICE_TABLES = ['tax_invoices', 'centre_tax_facts', 'credit_notes'] as const
