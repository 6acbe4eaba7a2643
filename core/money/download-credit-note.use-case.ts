import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { CREDIT_NOTE_DOWNLOADED, CREDIT_NOTE_FAILED } from '../shared/messages/money'
import { type ActionFailed, type Done, actionFailed, done } from '../shared/outcome'
import type { CreditNote } from './credit-note.rule'
import type { TaxDocumentPdf } from './tax-document-pdf.port'

export type CreditNoteFile = { readonly fileName: string; readonly bytes: Uint8Array; readonly note: CreditNote }

/** A credit note the server issued, as a PDF: 'Credit note downloaded.', else the reason it could not be made. */
export const downloadCreditNote =
  (d: { readonly taxDocumentPdf: TaxDocumentPdf }) =>
  (note: CreditNote): TaskEither<ActionFailed<'CreditNoteFailed'>, Done<CreditNoteFile>> =>
  async () => {
    try {
      const file = await d.taxDocumentPdf.creditNotePdf(note)
      return E.right(done(CREDIT_NOTE_DOWNLOADED, { ...file, note }))
    } catch {
      return E.left(actionFailed('CreditNoteFailed', CREDIT_NOTE_FAILED))
    }
  }
