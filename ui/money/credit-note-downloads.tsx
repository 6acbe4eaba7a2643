import type { CreditNote } from '../../core/money/credit-note.rule'
import type { CreditNoteFile } from '../../core/money/download-credit-note.use-case'
import { downloadCreditNoteLabel } from '../../core/shared/messages/money'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { saveBlob } from '../widgets/save-file'
import { Button } from '../widgets/button'

/** Query key of an order's credit notes (a refund invalidates every 'money' block). */
export const creditNoteKeys = { order: (orderId: string) => ['money', 'order', orderId, 'credit-notes'] as const }

/**
 * Order Details: one download button per GST credit note the order's refunds got, beside the
 * invoice's; the PDF is made in the browser from the server's figures ('Credit note downloaded.').
 * Nothing shows while they load, when there are none, or when they cannot be read (the invoice
 * button stays the way to the order's tax documents).
 */
export const CreditNoteDownloads = ({ orderId }: { orderId: string }) => {
  const load = useUseCase('loadOrderCreditNotes')
  const downloadCreditNote = useUseCase('downloadCreditNote')
  const toast = useToast()
  const q = useUseCaseQuery(creditNoteKeys.order(orderId), () => load(orderId))
  const download = useUseCaseMutation((note: CreditNote) => downloadCreditNote(note), {
    onSuccess: (r: { message: string; value: CreditNoteFile }) => {
      saveBlob(new Blob([r.value.bytes.slice().buffer as ArrayBuffer], { type: 'application/pdf' }), r.value.fileName)
      toast.success(r.message)
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  return (
    <>
      {(q.data ?? []).map((note) => (
        <Button key={note.creditNoteNo} type="button" $variant="secondary" disabled={download.isPending} onClick={() => download.mutate(note)}>
          {downloadCreditNoteLabel(note.creditNoteNo)}
        </Button>
      ))}
    </>
  )
}
