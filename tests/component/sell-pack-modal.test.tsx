import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { NO_COST_EMI_NOT_AVAILABLE, CASH_MISMATCH, PROCESSING_PAYMENT, PURCHASE_SUCCESSFUL, COLLECT_PAYMENT_AND_CONTINUE, PAYMENT_IN_ANOTHER_TAB, SELL_PACK_BUTTON } from '../../core/shared/messages'
import { createInMemoryPaymentSignals, createPaymentSignalBus } from '../../adapters/in-memory/payment-signals.in-memory'
import { formatRupees } from '../../core/shared/money'
import { PortalQueryProvider } from '../../ui/app/query-client'
import { UseCasesProvider } from '../../ui/app/use-cases.context'
import { ToastProvider } from '../../ui/feedback/toast'
import { SellPackModal } from '../../ui/selling/sell-pack-modal'
import { ELITE_3M, GYM, TID, sellingWorld } from '../support/selling-world'
import { aCentre } from '../support/centres'

/*
 * The Sell Pack modal over the in-memory selling adapters (a gym with two card machines and the
 * ELITE 3-month pack): what it shows and what it refuses before any order exists, and a card sale
 * through to Purchase successful.
 */
const centre = aCentre({ ...GYM, name: 'Koramangala Gym' })

const renderModal = (over: { cashAllowed?: boolean; durationInDays?: number } = {}) => {
  const world = sellingWorld({ autoApproveMs: 0 })
  const onDone = vi.fn()
  const pack = over.durationInDays === undefined ? ELITE_3M : { ...ELITE_3M, durationInDays: over.durationInDays }
  render(
    <UseCasesProvider useCases={world.useCases}>
      <PortalQueryProvider>
        <ToastProvider>
          <SellPackModal
            customer={{ userId: 'user-1', name: 'Nina Nair' }}
            centre={centre}
            packs={[pack]}
            staff={{ id: 'staff-owner', phone: '9800000001' }}
            cashAllowed={over.cashAllowed ?? false}
            addOnsEnabled
            onDone={onDone}
            onClose={vi.fn()}
          />
        </ToastProvider>
      </PortalQueryProvider>
    </UseCasesProvider>,
  )
  return { world, onDone }
}

describe('the Sell Pack modal', () => {
  it('shows the pack, the total payable and its Taxes and fees breakdown that adds up to it', async () => {
    const { world } = renderModal()
    const dialog = screen.getByRole('dialog', { name: 'Sell Pack' })
    expect(dialog).toHaveTextContent(ELITE_3M.title)
    const total = await within(dialog).findByTestId('total-payable')
    const quote = await world.useCases.computePrice({ centerId: GYM.id, centerServiceId: GYM.centerServiceId, userId: 'user-1', packId: ELITE_3M.id })()
    if (quote._tag === 'Left') throw new Error('no quote')
    expect(total).toHaveTextContent(formatRupees(quote.right.quote.total))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Taxes and fees' }))
    const taxes = screen.getByRole('dialog', { name: 'Taxes and fees breakdown' })
    for (const l of quote.right.quote.lines) expect(taxes).toHaveTextContent(l.label)
  })

  it('limits the start date to the allowed window and defaults it to the suggested start', async () => {
    const { world } = renderModal()
    const w = await world.useCases.startDateWindow({ durationSeconds: 90 * 86_400, tenant: 'GYMFIT', userId: 'user-1', isPtPack: false, centerServiceId: GYM.centerServiceId })()
    if (w._tag === 'Left') throw new Error('no window')
    const date = await screen.findByLabelText('Membership start date')
    expect(date).toHaveAttribute('data-min', w.right.firstDay)
    expect(date).toHaveAttribute('data-max', w.right.lastDay)
    // Shown as the picker writes days, dd-MM-yyyy.
    expect(date).toHaveValue(w.right.firstDay.split('-').reverse().join('-'))
  })

  it('offers cash only where the rules allow it', async () => {
    renderModal({ cashAllowed: false })
    await screen.findByTestId('total-payable')
    expect(screen.queryByRole('radio', { name: 'Cash' })).toBeNull()
    expect(screen.getByRole('radio', { name: 'Card machine' })).toBeChecked()
  })

  it("refuses cash that does not match the price with the spec's message, before any order", async () => {
    const { world } = renderModal({ cashAllowed: true })
    await screen.findByTestId('total-payable')
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }))
    await userEvent.type(screen.getByLabelText('Cash collected (₹)'), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Sell Pack' }))
    expect(await screen.findByText(CASH_MISMATCH)).toBeInTheDocument()
    expect(world.portCalls.filter((c) => c.startsWith('orders.'))).toEqual([])
  })

  it('shows the EMI note for plans under 60 days only', async () => {
    renderModal({ durationInDays: 30 })
    expect(await screen.findByText(NO_COST_EMI_NOT_AVAILABLE)).toBeInTheDocument()
  })

  it("asks for a terminal: 'Terminal ID is required' when none is chosen", async () => {
    renderModal()
    await screen.findByTestId('total-payable')
    await userEvent.click(screen.getByRole('button', { name: 'Sell Pack' }))
    expect(await screen.findByText('Terminal ID is required')).toBeInTheDocument()
  })

  it('sells on the card machine through Processing Payment to Purchase successful, and hands the order on', async () => {
    const { world, onDone } = renderModal()
    await screen.findByTestId('total-payable')
    await userEvent.selectOptions(screen.getByLabelText('Card machine (terminal)'), TID)
    await userEvent.click(screen.getByRole('button', { name: 'Sell Pack' }))
    const processing = await screen.findByRole('dialog', { name: PROCESSING_PAYMENT })
    await userEvent.click(await within(processing).findByRole('button', { name: COLLECT_PAYMENT_AND_CONTINUE }))
    const success = await screen.findByRole('dialog', { name: PURCHASE_SUCCESSFUL })
    await userEvent.click(within(success).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ orderId: expect.stringMatching(/.+/) as string, userId: 'user-1' }))
    expect(world.portCalls.filter((c) => c === 'orders.createGatewayOrder')).toHaveLength(1)
  })
})

describe('the Sell Pack modal while another tab takes a card payment', () => {
  it('locks Sell Pack and says why, and frees it the moment the other tab says the payment ended', async () => {
    const bus = createPaymentSignalBus()
    const otherTab = createInMemoryPaymentSignals('other-tab', bus)
    const world = sellingWorld({ autoApproveMs: 0, paymentSignals: createInMemoryPaymentSignals('this-tab', bus) })
    render(
      <UseCasesProvider useCases={world.useCases}>
        <PortalQueryProvider>
          <ToastProvider>
            <SellPackModal customer={{ userId: 'user-1', name: 'Nina Nair' }} centre={centre} packs={[ELITE_3M]} staff={{ id: 'staff-owner', phone: '9800000001' }} cashAllowed={false} addOnsEnabled onDone={vi.fn()} onClose={vi.fn()} />
          </ToastProvider>
        </PortalQueryProvider>
      </UseCasesProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Sell Pack' })
    await within(dialog).findByTestId('total-payable')
    const sell = within(dialog).getByRole('button', { name: SELL_PACK_BUTTON })
    await waitFor(() => expect(sell).toBeEnabled())
    act(() => otherTab.announce(GYM.centerServiceId, 'started'))
    await waitFor(() => expect(sell).toBeDisabled())
    expect(sell).toHaveAccessibleDescription(PAYMENT_IN_ANOTHER_TAB)
    act(() => otherTab.announce(GYM.centerServiceId, 'ended'))
    await waitFor(() => expect(sell).toBeEnabled())
  })
})
