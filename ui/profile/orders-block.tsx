import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import type { OrderRow, OrderStatus } from '../../core/customer/order'
import type { TaxInvoiceFile } from '../../core/money/download-tax-invoice.use-case'
import { orderDateLabel } from '../../core/customer/profile-dates.rule'
import { formatRupees } from '../../core/shared/money'
import { ORDER_DETAILS_TITLE, DOWNLOAD_INVOICE, EMPTY_ORDERS, ORDERS_TITLE, ORDER_STATUS_FILTER, ALL_STATUSES, STATUS_COLUMN } from '../../core/shared/messages'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DataTable } from '../widgets/data-table'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { saveBlob } from '../widgets/save-file'
import { profileKeys } from './profile-queries'
import { Block, SmallButton } from './profile-styles'
import { enumLabel } from '../../core/shared/enum-labels'
import { REFUND_ACTION } from '../../core/shared/messages/money'
import { lazy } from '../app/preloadable-lazy'
import { useOperationsDesk } from '../operations/use-operations-desk'

/** The refund form: a manager's, opened now and then, so it loads when opened. */
const RefundForm = lazy(() => import('../money/refund-form').then((m) => ({ default: m.RefundForm })))
/** An order's credit notes to download: only a refunded order has any, so they load with Order Details' foot. */
const CreditNoteDownloads = lazy(() => import('../money/credit-note-downloads').then((m) => ({ default: m.CreditNoteDownloads })))

/** Orders table page size on User Details (part 1 §9). */
const ORDERS_PAGE_SIZE = 3
const STATUSES: readonly OrderStatus[] = ['Successful', 'Pending', 'Failed']

/** Orders of the last 3 months with the status filter (Successful, Pending, Failed), 3 a page; a row opens Order Details. */
export const OrdersBlock = ({ customerId }: { customerId: string }) => {
  const loadOrders = useUseCase('loadOrders')
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const [open, setOpen] = useState<OrderRow | undefined>(undefined)
  const filterId = useUniqueId()
  const statuses = status === '' ? undefined : [status]
  const q = useUseCaseQuery(profileKeys.orders(customerId, statuses), () => loadOrders(customerId, statuses))
  return (
    <Block
      id="profile-orders"
      title={ORDERS_TITLE}
      actions={
        <Filter>
          <label htmlFor={filterId}>{ORDER_STATUS_FILTER}</label>
          <select id={filterId} value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
            <option value="">{ALL_STATUSES}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Filter>
      }
    >
      <QueryBlock query={q} empty={{ when: (rows) => rows.length === 0, message: EMPTY_ORDERS }}>
        {(rows) => (
          <DataTable
            caption={ORDERS_TITLE}
            rows={rows}
            rowKey={(o) => o.orderId}
            pageSize={ORDERS_PAGE_SIZE}
            columns={[
              { key: 'pack', header: 'Pack', cell: (o) => o.packName },
              { key: 'amount', header: 'Amount', cell: (o) => formatRupees(o.amount) },
              { key: 'date', header: 'Date', cell: (o) => orderDateLabel(o.orderCreated) },
              { key: 'status', header: STATUS_COLUMN, cell: (o) => o.orderStatus },
              {
                key: 'details',
                header: 'Details',
                cell: (o) => (
                  <SmallButton type="button" aria-label={`${ORDER_DETAILS_TITLE}: ${o.orderId}`} onClick={() => setOpen(o)}>
                    View
                  </SmallButton>
                ),
              },
            ]}
          />
        )}
      </QueryBlock>
      {open === undefined ? null : <OrderDetailsModal customerId={customerId} order={open} onClose={() => setOpen(undefined)} />}
    </Block>
  )
}

/**
 * Order Details: the order record and its GST tax invoice, downloaded as a PDF made in the browser
 * ('Invoice Downloaded.'); an unpaid order's download says why there is no invoice.
 */
export const OrderDetailsModal = ({ customerId, order, onClose }: { customerId: string; order: OrderRow; onClose: () => void }) => {
  const loadDetails = useUseCase('loadOrderDetails')
  const downloadTaxInvoice = useUseCase('downloadTaxInvoice')
  const toast = useToast()
  const q = useUseCaseQuery(profileKeys.orderDetails(customerId, order.orderId), () => loadDetails(order.orderId))
  // Refunds are a manager's (ORDER_REFUND EDIT; the server checks it again).
  const canRefund = useOperationsDesk().can('ORDER_REFUND', 'EDIT') && order.orderStatus === 'Successful'
  const [refunding, setRefunding] = useState(false)
  const download = useUseCaseMutation(() => downloadTaxInvoice(order.orderId), {
    onSuccess: (r: { message: string; value: TaxInvoiceFile }) => {
      saveBlob(new Blob([r.value.bytes.slice().buffer as ArrayBuffer], { type: 'application/pdf' }), r.value.fileName)
      toast.success(r.message)
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  return (
    <Modal title={ORDER_DETAILS_TITLE} onClose={onClose} width={560}>
      <QueryBlock query={q}>
        {(d) => (
          <Details>
            <dt>Order</dt>
            <dd>{d.orderId}</dd>
            <dt>Date</dt>
            <dd>{orderDateLabel(d.createdDate)}</dd>
            <dt>Packs</dt>
            <dd>{d.productTitles.join(', ')}</dd>
            <dt>Amount payable</dt>
            <dd>{formatRupees(d.totalAmountPayable)}</dd>
            <dt>Payment</dt>
            <dd>{enumLabel('paymentStatus', d.currentPaymentStatus)}</dd>
            {d.refundArns.length === 0 ? null : (
              <>
                <dt>Refund ARN</dt>
                <dd>{d.refundArns.join(', ')}</dd>
              </>
            )}
          </Details>
        )}
      </QueryBlock>
      {refunding ? <RefundForm orderId={order.orderId} invalidates={[['profile', customerId]]} onDone={() => setRefunding(false)} /> : null}
      <Foot>
        {canRefund && !refunding ? (
          <Button type="button" $variant="secondary" onClick={() => setRefunding(true)}>
            {REFUND_ACTION}
          </Button>
        ) : null}
        <Button type="button" disabled={download.isPending} onClick={() => download.mutate(undefined)}>
          {DOWNLOAD_INVOICE}
        </Button>
        {order.orderStatus === 'Successful' ? (
          <CreditNoteDownloads orderId={order.orderId} />
        ) : null}
      </Foot>
    </Modal>
  )
}

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  select {
    padding: 5px 8px;
    border: 1px solid ${theme.color.control};
    border-radius: 7px;
    font: inherit;
  }
`
const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0;
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
  }
`
const Foot = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
  margin-top: 14px;
`
