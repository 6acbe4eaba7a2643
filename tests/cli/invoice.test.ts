import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createHttpTaxInvoiceBook } from '../../adapters/http/tax-invoice-book.http'
import { formatRupeesOnDocument } from '../../core/money/tax-invoice.rule'
import { ORDER_NOT_FOUND, TAX_INVOICE_NOT_PAID } from '../../core/shared/messages'
import { runCli } from '../support/cli'
import { pdfText } from '../support/pdf-text'
import { httpClientAs } from '../support/sandbox-client'

describe('npm run core -- invoice download', () => {
  it('writes a paid order’s tax invoice PDF whose number and figures are the invoice the API answers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'invoice-cli-'))
    try {
      const file = join(dir, 'inv.pdf')
      const [run, api] = await Promise.all([runCli('owner', ['invoice', 'download', 'ORD1001', '--out', file]), (async () => createHttpTaxInvoiceBook(await httpClientAs('owner')).invoice('ORD1001')())()])
      expect(run.code, run.stderr).toBe(0)
      if (api._tag === 'Left') throw new Error(api.left.message)
      expect(run.stdout).toContain(api.right.invoiceNo)
      const text = await pdfText(new Uint8Array(readFileSync(file)))
      expect(text).toContain(api.right.invoiceNo)
      expect(text).toContain(api.right.supplier.gstin)
      for (const v of [api.right.totals.taxable, api.right.totals.cgst, api.right.totals.sgst, api.right.totals.total]) expect(text).toContain(formatRupeesOnDocument(v))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 40_000)

  it('exits 1 with the reason for an unpaid order, and 2 for a wrong command line', async () => {
    const unpaid = await runCli('owner', ['invoice', 'download', 'ORD1002'])
    expect(unpaid.code).toBe(1)
    expect(unpaid.stderr).toContain(TAX_INVOICE_NOT_PAID)
    expect((await runCli('owner', ['invoice', 'show', 'ORD1001'])).code).toBe(2)
    expect((await runCli('owner', ['invoice', 'download'])).code).toBe(2)
  }, 40_000)
})

describe('npm run core -- invoice credit-notes', () => {
  it('says an order never refunded has no credit notes (exit 0), refuses an unknown order (exit 1) and a wrong command line (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'credit-note-cli-'))
    try {
      const none = await runCli('owner', ['invoice', 'credit-notes', 'ORD1001', '--out-dir', dir])
      expect(none.code, none.stderr).toBe(0)
      expect(none.stdout).toContain('has no credit notes')
      const unknown = await runCli('owner', ['invoice', 'credit-notes', 'ORD0000'])
      expect(unknown.code).toBe(1)
      expect(unknown.stderr).toContain(ORDER_NOT_FOUND)
      expect((await runCli('owner', ['invoice', 'credit-notes'])).code).toBe(2)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 40_000)
})
