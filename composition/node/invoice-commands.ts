import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { formatRupees } from '../../core/shared/money'
import type { UseCases } from '../../core/use-cases'
import { splitArgs } from './cli-usage'

// ---- GST tax invoices ----

export const INVOICE_USAGE = `  invoice download <orderId> [--out <file.pdf>] [--json]
               a paid order's GST tax invoice as a PDF (the one Order Details downloads), written
               to --out or to tax-invoice-<number>.pdf here; --json also prints its figures.
               Exit 1 when the order is not paid, has no invoice or is not at one of your centres
  invoice credit-notes <orderId> [--out-dir <folder>] [--json]
               the GST credit notes the order's refunds got, each as a PDF (the ones Order Details
               downloads) written to --out-dir or here as credit-note-<number>.pdf; --json also
               prints their figures. Exit 1 when the order is unknown or not at one of your centres`

type Out = { readonly out: (s: string) => void; readonly err: (s: string) => void }
const STD: Out = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) }

/** `invoice download <orderId> [--out file]`: exit 0 written, 1 refused or failed, 2 usage. */
export const runInvoiceCommand = async (portal: UseCases, args: readonly string[], json: boolean, o: Out = STD): Promise<number> => {
  const { positional, flags } = splitArgs(args)
  const [action, orderId] = positional
  if (action === 'credit-notes' && orderId !== undefined && orderId.trim() !== '') return creditNotes(portal, orderId.trim(), flags, json, o)
  if (action !== 'download' || orderId === undefined || orderId.trim() === '') {
    o.err('Usage: invoice download <orderId> [--out <file.pdf>] [--json]\n       invoice credit-notes <orderId> [--out-dir <folder>] [--json]')
    return 2
  }
  const out = flags.find(([name]) => name === 'out')?.[1]
  const asJson = json || flags.some(([name]) => name === 'json')
  const r = await portal.downloadTaxInvoice(orderId.trim())()
  if (r._tag === 'Left') {
    o.err(r.left.message)
    return 1
  }
  const file = out ?? r.right.value.fileName
  try {
    await writeFile(file, r.right.value.bytes)
  } catch (e) {
    o.err(`Could not write ${file}: ${e instanceof Error ? e.message : String(e)}`)
    return 1
  }
  const inv = r.right.value.invoice
  if (asJson) o.out(JSON.stringify({ file, invoice: inv }, null, 2))
  else o.out(`${r.right.message} ${inv.invoiceNo} for order ${inv.orderId}: ${formatRupees(inv.totals.total)} (taxable ${formatRupees(inv.totals.taxable)}), written to ${file}`)
  return 0
}

/** `invoice credit-notes <orderId> [--out-dir folder]`: every credit note of the order as a PDF; exit 0 written (or none), 1 refused or failed. */
const creditNotes = async (portal: UseCases, orderId: string, flags: readonly (readonly [string, string | undefined])[], json: boolean, o: Out): Promise<number> => {
  const dir = flags.find(([name]) => name === 'out-dir')?.[1] ?? '.'
  const asJson = json || flags.some(([name]) => name === 'json')
  const notes = await portal.loadOrderCreditNotes(orderId)()
  if (notes._tag === 'Left') {
    o.err(notes.left.message)
    return 1
  }
  const written: { file: string; note: (typeof notes.right)[number] }[] = []
  for (const note of notes.right) {
    const r = await portal.downloadCreditNote(note)()
    if (r._tag === 'Left') {
      o.err(r.left.message)
      return 1
    }
    const file = join(dir, r.right.value.fileName)
    try {
      await writeFile(file, r.right.value.bytes)
    } catch (e) {
      o.err(`Could not write ${file}: ${e instanceof Error ? e.message : String(e)}`)
      return 1
    }
    written.push({ file, note })
  }
  if (asJson) o.out(JSON.stringify({ orderId, creditNotes: written }, null, 2))
  else if (written.length === 0) o.out(`Order ${orderId} has no credit notes: nothing was refunded.`)
  else for (const w of written) o.out(`${w.note.creditNoteNo} against ${w.note.invoiceNo}: ${formatRupees(w.note.line.total)} (taxable ${formatRupees(w.note.line.taxable)}), written to ${w.file}`)
  return 0
}
