import { writeFile } from 'node:fs/promises'
import { formatRupees } from '../../core/shared/money'
import type { UseCases } from '../../core/use-cases'
import { splitArgs } from './cli-usage'

// ---- GST tax invoices ----

export const INVOICE_USAGE = `  invoice download <orderId> [--out <file.pdf>] [--json]
               a paid order's GST tax invoice as a PDF (the one Order Details downloads), written
               to --out or to tax-invoice-<number>.pdf here; --json also prints its figures.
               Exit 1 when the order is not paid, has no invoice or is not at one of your centres`

type Out = { readonly out: (s: string) => void; readonly err: (s: string) => void }
const STD: Out = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) }

/** `invoice download <orderId> [--out file]`: exit 0 written, 1 refused or failed, 2 usage. */
export const runInvoiceCommand = async (portal: UseCases, args: readonly string[], json: boolean, o: Out = STD): Promise<number> => {
  const { positional, flags } = splitArgs(args)
  const [action, orderId] = positional
  if (action !== 'download' || orderId === undefined || orderId.trim() === '') {
    o.err('Usage: invoice download <orderId> [--out <file.pdf>] [--json]')
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
