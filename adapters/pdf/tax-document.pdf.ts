import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib'
import type { CreditNote } from '../../core/money/credit-note.rule'
import type { GstInvoiceLine } from '../../core/money/gst-invoice.rule'
import type { TaxDocumentPdf } from '../../core/money/tax-document-pdf.port'
import { formatRupeesOnDocument, type TaxInvoice, taxDocumentFileName } from '../../core/money/tax-invoice.rule'
import type { Paise } from '../../core/shared/brands'
import { formatDay } from '../../core/shared/display-format'
import * as M from '../../core/shared/messages'

/**
 * Tax invoices and credit notes as PDF, written with pdf-lib. pdf-lib is imported on the first
 * document (not with the screen that offers the download), in the browser and in Node alike.
 */

const A4 = { width: 595.28, height: 841.89 }
const MARGIN = 48

/** Text the standard PDF fonts can write (WinAnsi): curly quotes straightened, anything else outside Latin-1 shown as '?'. */
export const documentText = (s: string): string =>
  s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?')

type Writer = {
  readonly page: PDFPage
  readonly regular: PDFFont
  readonly bold: PDFFont
  y: number
}

const text = (w: Writer, s: string, x: number, o: { size?: number; bold?: boolean; right?: number } = {}): void => {
  const size = o.size ?? 10
  const font = o.bold === true ? w.bold : w.regular
  const t = documentText(s)
  const width = font.widthOfTextAtSize(t, size)
  w.page.drawText(t, { x: o.right === undefined ? x : o.right - width, y: w.y, size, font })
}

/** Cuts a text to a width, ending it with '...' when cut. */
const fit = (font: PDFFont, s: string, size: number, width: number): string => {
  const t = documentText(s)
  if (font.widthOfTextAtSize(t, size) <= width) return t
  let cut = t
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1)
  return `${cut}...`
}

const pair = (w: Writer, label: string, value: string, x: number): void => {
  text(w, `${label}: `, x, { bold: true })
  text(w, value, x + w.bold.widthOfTextAtSize(documentText(`${label}: `), 10))
}

type Column = { readonly header: string; readonly right: number; readonly pick: (l: GstInvoiceLine) => Paise }

const moneyColumns = (intraState: boolean): readonly Column[] => {
  const right = A4.width - MARGIN
  const taxes: Column[] = intraState
    ? [
        { header: M.GST_CGST_LABEL, right: right - 180, pick: (l) => l.cgst },
        { header: M.GST_SGST_LABEL, right: right - 90, pick: (l) => l.sgst },
      ]
    : [{ header: M.GST_IGST_LABEL, right: right - 90, pick: (l) => l.igst }]
  return [{ header: M.GST_TAXABLE_VALUE_LABEL, right: intraState ? right - 270 : right - 180, pick: (l) => l.taxable }, ...taxes, { header: M.TOTAL_LABEL, right, pick: (l) => l.total }]
}

const line = (w: Writer): void => {
  w.page.drawLine({ start: { x: MARGIN, y: w.y + 12 }, end: { x: A4.width - MARGIN, y: w.y + 12 }, thickness: 0.5 })
}

const header = (w: Writer, title: string, d: { supplier: TaxInvoice['supplier']; customer: TaxInvoice['customer']; placeOfSupply: string }, numbers: readonly (readonly [string, string])[]): void => {
  text(w, title, MARGIN, { size: 18, bold: true })
  w.y -= 28
  const top = w.y
  text(w, d.supplier.legalName, MARGIN, { bold: true })
  w.y -= 14
  text(w, d.supplier.centreName, MARGIN)
  w.y -= 14
  pair(w, M.GSTIN_LABEL, d.supplier.gstin, MARGIN)
  w.y -= 14
  pair(w, M.STATE_LABEL, `${d.supplier.state} (${d.supplier.stateCode})`, MARGIN)
  const left = w.y
  w.y = top
  for (const [label, value] of numbers) {
    pair(w, label, value, A4.width / 2 + 20)
    w.y -= 14
  }
  w.y = Math.min(left, w.y) - 24
  text(w, M.BILLED_TO_LABEL, MARGIN, { bold: true })
  w.y -= 14
  text(w, d.customer.name, MARGIN)
  w.y -= 14
  pair(w, M.PLACE_OF_SUPPLY_LABEL, d.placeOfSupply, MARGIN)
  w.y -= 28
}

const table = (w: Writer, rows: readonly { readonly description: string; readonly sac: string; readonly line: GstInvoiceLine }[], totals: GstInvoiceLine, intraState: boolean): void => {
  const cols = moneyColumns(intraState)
  const sacX = MARGIN + 190
  const descWidth = sacX - MARGIN - 8
  text(w, M.DESCRIPTION_LABEL, MARGIN, { bold: true, size: 9 })
  text(w, M.SAC_LABEL, sacX, { bold: true, size: 9 })
  for (const c of cols) text(w, c.header, 0, { bold: true, size: 9, right: c.right })
  w.y -= 16
  line(w)
  for (const r of rows) {
    w.page.drawText(fit(w.regular, r.description, 9, descWidth), { x: MARGIN, y: w.y, size: 9, font: w.regular })
    text(w, r.sac, sacX, { size: 9 })
    for (const c of cols) text(w, formatRupeesOnDocument(c.pick(r.line)), 0, { size: 9, right: c.right })
    w.y -= 16
  }
  line(w)
  text(w, M.TOTAL_LABEL, MARGIN, { bold: true, size: 9 })
  for (const c of cols) text(w, formatRupeesOnDocument(c.pick(totals)), 0, { bold: true, size: 9, right: c.right })
  w.y -= 28
}

const start = async (title: string, issuedAt: number): Promise<{ doc: PDFDocument; w: Writer }> => {
  const { PDFDocument, StandardFonts } = await import('pdf-lib')
  const doc = await PDFDocument.create()
  doc.setTitle(documentText(title))
  doc.setCreationDate(new Date(issuedAt))
  doc.setModificationDate(new Date(issuedAt))
  const page = doc.addPage([A4.width, A4.height])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  return { doc, w: { page, regular, bold, y: A4.height - MARGIN - 18 } }
}

/** A paid order's tax invoice as a one-page A4 PDF. */
export const writeTaxInvoicePdf = async (inv: TaxInvoice): Promise<Uint8Array> => {
  const { doc, w } = await start(`${M.TAX_INVOICE_TITLE} ${inv.invoiceNo}`, inv.issuedAt)
  header(w, M.TAX_INVOICE_TITLE, inv, [
    [M.INVOICE_NUMBER_LABEL, inv.invoiceNo],
    [M.INVOICE_DATE_LABEL, formatDay(inv.issuedAt)],
    [M.INVOICE_ORDER_LABEL, inv.orderId],
  ])
  table(w, inv.items, inv.totals, inv.supply === 'INTRA_STATE')
  pair(w, M.AMOUNT_PAID_LABEL, formatRupeesOnDocument(inv.totals.total), MARGIN)
  w.y -= 18
  text(w, M.TAX_INCLUDED_NOTE, MARGIN, { size: 8 })
  return doc.save()
}

/** A refund's credit note as a one-page A4 PDF. */
export const writeCreditNotePdf = async (n: CreditNote): Promise<Uint8Array> => {
  const { doc, w } = await start(`${M.CREDIT_NOTE_TITLE} ${n.creditNoteNo}`, n.issuedAt)
  header(w, M.CREDIT_NOTE_TITLE, n, [
    [M.CREDIT_NOTE_NUMBER_LABEL, n.creditNoteNo],
    [M.CREDIT_NOTE_DATE_LABEL, formatDay(n.issuedAt)],
    [M.CREDIT_NOTE_AGAINST_LABEL, `${n.invoiceNo} (${formatDay(n.invoiceIssuedAt)})`],
    [M.INVOICE_ORDER_LABEL, n.orderId],
  ])
  pair(w, M.CREDIT_NOTE_REASON_LABEL, n.reason, MARGIN)
  w.y -= 24
  table(w, [{ description: `${M.CREDIT_NOTE_AGAINST_LABEL} ${n.invoiceNo}`, sac: n.sac, line: n.line }], n.line, n.supply === 'INTRA_STATE')
  pair(w, M.CREDIT_NOTE_AMOUNT_LABEL, formatRupeesOnDocument(n.line.total), MARGIN)
  return doc.save()
}

/** The port: each document as a file named after its number. */
export const createPdfLibTaxDocuments = (): TaxDocumentPdf => ({
  invoicePdf: async (invoice) => ({ fileName: taxDocumentFileName('tax-invoice', invoice.invoiceNo), bytes: await writeTaxInvoicePdf(invoice) }),
  creditNotePdf: async (note) => ({ fileName: taxDocumentFileName('credit-note', note.creditNoteNo), bytes: await writeCreditNotePdf(note) }),
})
