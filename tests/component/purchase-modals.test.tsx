import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PaymentView } from '../../core/payment/confirm-payment.use-case'
import { paymentNotice } from '../../core/payment/payment-codes.rule'
import type { PurchaseState } from '../../core/payment/purchase-flow.machine'
import { epochMs } from '../../core/shared/brands'
import {
  COLLECT_PAYMENT_AND_CONTINUE,
  EDC_MACHINE_BUSY,
  ERROR_AT_OUR_END,
  ERROR_AT_OUR_END_ADVICE,
  MEMBERSHIP_CREATION_PENDING,
  NEXT_STEP_OFFLINE,
  ORDER_NOT_CREATED,
  PAYMENT_CONFIRMATION_PENDING,
  PAYMENT_NOT_COLLECTED,
  PAYMENT_NOT_COLLECTED_ADVICE,
  PAYMENT_NOT_CONFIRMED,
  PAYMENT_RESUMED,
  PLEASE_WAIT,
  PROCESSING_PAYMENT,
  PURCHASE_SUCCESSFUL,
  SOMETHING_WENT_WRONG_ADVICE,
  SOMETHING_WENT_WRONG_TITLE,
  TRY_AGAIN,
} from '../../core/shared/messages'
import { PurchaseModals } from '../../ui/selling/purchase/purchase-modals'

const sale = { saleKey: 'sale-1', payment: { method: 'digital' } } as const
const order = { orderId: 'ORD-42', usePaymentCompleteV2: true, gatewayId: 'PAY-1', cfPaymentId: 'PAY-1' }

const viewOf = (state: PurchaseState, extra: Partial<Extract<PaymentView, { kind: 'purchase' }>> = {}): PaymentView => {
  const step = state.step as Parameters<typeof paymentNotice>[0]
  const kinds = ['machineBusy', 'couldNotCollect', 'refund', 'couldNotConfirm', 'somethingWentWrong', 'orderNotCreated']
  return { kind: 'purchase', state, resumed: false, ...(kinds.includes(step) ? { notice: paymentNotice(step) } : {}), ...extra }
}

const renderView = (view: PaymentView, offline = false) => {
  const handlers = { onCollect: vi.fn(), onTryAgain: vi.fn(), onClose: vi.fn(), onDone: vi.fn() }
  render(<PurchaseModals view={view} terminalId="EDC-1001-B" offline={offline} {...handlers} />)
  return handlers
}

describe('the purchase modals (part 2 §2, §4, §8)', () => {
  it('Processing Payment while the order goes to the machine: busy, no action, the next step said', () => {
    renderView(viewOf({ step: 'creatingOrder', sale }))
    const d = screen.getByRole('dialog', { name: PROCESSING_PAYMENT })
    expect(d).toHaveTextContent('Sending the order to the card machine')
    expect(screen.queryByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE })).toBeNull()
    // A payment in flight cannot be left: no close button.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it("Processing Payment on the machine: names the terminal, shows the order, and 'collect payment and continue' goes on", () => {
    const h = renderView(viewOf({ step: 'collecting', sale, order }))
    const d = screen.getByRole('dialog', { name: PROCESSING_PAYMENT })
    expect(d).toHaveTextContent('card machine EDC-1001-B')
    expect(d).toHaveTextContent('Order ORD-42')
    fireEvent.click(screen.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }))
    expect(h.onCollect).toHaveBeenCalledTimes(1)
  })

  it("Processing Payment: 'Payment could not be confirmed' with Try Again", () => {
    const h = renderView(viewOf({ step: 'couldNotConfirm', failures: 1, sale, order }))
    screen.getByRole('dialog', { name: PAYMENT_NOT_CONFIRMED })
    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }))
    expect(h.onTryAgain).toHaveBeenCalledTimes(1)
  })

  it("Processing Payment: 'Payment could not be collected' with the EDC advice", () => {
    renderView(viewOf({ step: 'couldNotCollect', sale, order }))
    expect(screen.getByRole('dialog', { name: PAYMENT_NOT_COLLECTED })).toHaveTextContent(PAYMENT_NOT_COLLECTED_ADVICE)
    expect(screen.queryByRole('button', { name: TRY_AGAIN })).toBeNull()
  })

  it('Please wait shows the seconds left of the 30-second countdown', () => {
    const since = epochMs(1_000_000)
    renderView(viewOf({ step: 'waiting', failures: 0, since, deadline: epochMs(since + 30_000), nextPollAt: epochMs(since + 5000), pollInFlight: false, sale, order }, { countdown: 23 }))
    expect(screen.getByRole('dialog', { name: PLEASE_WAIT })).toHaveTextContent('23 seconds left')
  })

  it('Payment Confirmation Pending and Membership Creation Pending say what to do next and lead to the member', () => {
    const h = renderView(viewOf({ step: 'paymentPending', sale, order }))
    expect(screen.getByRole('dialog', { name: PAYMENT_CONFIRMATION_PENDING })).toHaveTextContent('Do not take the payment again')
    fireEvent.click(screen.getByRole('button', { name: 'Go to member' }))
    expect(h.onDone).toHaveBeenCalledTimes(1)
  })

  it('Membership Creation Pending', () => {
    renderView(viewOf({ step: 'creationPending', sale, order }))
    expect(screen.getByRole('dialog', { name: MEMBERSHIP_CREATION_PENDING })).toHaveTextContent('the membership is still being created')
  })

  it('Purchase successful with the order and Done', () => {
    const h = renderView(viewOf({ step: 'succeeded', sale, order }))
    expect(screen.getByRole('dialog', { name: PURCHASE_SUCCESSFUL })).toHaveTextContent('Order ORD-42')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(h.onDone).toHaveBeenCalledTimes(1)
  })

  it("the server's failure title and subtitle", () => {
    renderView(viewOf({ step: 'failed', title: 'Card declined', subtitle: 'Ask for another card', sale, order }))
    expect(screen.getByRole('dialog', { name: 'Card declined' })).toHaveTextContent('Ask for another card')
  })

  it.each([
    ['somethingWentWrong', SOMETHING_WENT_WRONG_TITLE, SOMETHING_WENT_WRONG_ADVICE],
    ['refund', ERROR_AT_OUR_END, ERROR_AT_OUR_END_ADVICE],
    ['machineBusy', EDC_MACHINE_BUSY, undefined],
    ['orderNotCreated', ORDER_NOT_CREATED, undefined],
  ] as const)('%s: %s', (step, title, advice) => {
    const h = renderView(viewOf({ step, sale, ...(step === 'refund' ? { order } : {}) } as PurchaseState))
    const d = screen.getByRole('dialog', { name: title })
    if (advice !== undefined) expect(d).toHaveTextContent(advice)
    // Both the footer's Close and the title's close button end the flow.
    for (const b of screen.getAllByRole('button', { name: 'Close' })) fireEvent.click(b)
    expect(h.onClose).toHaveBeenCalledTimes(2)
  })

  it('a resumed payment says so; offline, it says the network is down and holds the buttons', () => {
    renderView(viewOf({ step: 'collecting', sale, order }, { resumed: true }), true)
    const d = screen.getByRole('dialog', { name: PROCESSING_PAYMENT })
    expect(d).toHaveTextContent(PAYMENT_RESUMED)
    expect(screen.getByRole('alert')).toHaveTextContent(NEXT_STEP_OFFLINE)
    expect(screen.getByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE })).toBeDisabled()
  })
})
