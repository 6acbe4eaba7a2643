import { useUniqueId } from '../app/use-unique-id'
import { CLOSE, PAYMENT_IN_ANOTHER_TAB, SELL_PACK_BUTTON, SELL_PACK_TITLE, TERMS_LINK } from '../../core/shared/messages'
import { Button } from '../widgets/button'
import { ErrorText } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'
import { GroupBuyModal } from './group-buy-modal'
import { PurchaseModals } from './purchase/purchase-modals'
import { CashDoneModal, TaxesModal, TermsModal } from './sell-pack-overlays'
import { PaymentSection } from './sell-pack-payment'
import { AddOnsSection, OffersSection, PackSection, PriceSection, RecurringLinkSection, StartDateSection } from './sell-pack-sections'
import { SellPackFormBox } from './sell-pack-styles'
import { SaleOtpModal } from './use-sale-otp-step'
import { type SellPackModalProps, useSellPackForm } from './use-sell-pack-form'

/** The customer a pack is sold to (found by the selling screens' useSaleCustomer). */
export type { SaleCustomer } from './use-sale-customer'
export type { SaleContext, SellPackModalProps } from './use-sell-pack-form'

/**
 * The Sell Pack modal (part 2 §2): pack, price summary with the Taxes and fees breakdown, start
 * date within the allowed window, payment mode (card machine, or cash where the rules allow),
 * terminal, add-ons, offers, benefits, the recurring payment link, Terms and Conditions and the
 * EMI note; the submit ignores repeat clicks. A card-machine payment continues in the purchase
 * flow's modals; cash goes through the OTP to the staff member's own phone where required.
 */
export const SellPackModal = (p: SellPackModalProps) => {
  const { customer, centre, packs } = p
  const id = useUniqueId()
  const otherTabId = `${useUniqueId()}-other-tab`
  const form = useSellPackForm(p)
  const { state, dispatch, purchase, otp } = form
  const view = purchase.view
  const closeOverlay = () => dispatch({ type: 'overlayClosed' })

  if (view !== undefined && view.kind !== 'invalid') {
    const orderId = view.kind === 'purchase' && 'order' in view.state ? view.state.order?.orderId : undefined
    return (
      <PurchaseModals
        view={view}
        {...(form.tid === '' ? {} : { terminalId: form.tid })}
        offline={purchase.offline}
        onCollect={() => purchase.act('collectAndContinue')}
        onTryAgain={() => purchase.act('tryAgain')}
        onClose={() => {
          purchase.act('close')
          purchase.reset()
          p.onClose()
        }}
        onDone={() => {
          purchase.reset()
          p.onDone({ orderId: orderId ?? '', userId: customer.userId })
        }}
      />
    )
  }

  const cashDone = state.cashDone
  if (cashDone !== undefined) return <CashDoneModal orderId={cashDone} onDone={() => p.onDone({ orderId: cashDone, userId: customer.userId })} />

  if (otp.open) return <SaleOtpModal step={otp} pending={form.cashSale.mutation.isPending} onVerify={(code) => form.sellForCash(code)} />

  if (state.overlay === 'group' && form.startWindow.data !== undefined)
    return (
      <GroupBuyModal
        centre={centre}
        {...(customer.phone === undefined ? {} : { buyerPhone: customer.phone })}
        firstDay={form.startWindow.data.firstDay}
        lastDay={form.startWindow.data.lastDay}
        onClose={closeOverlay}
        // A group pays at the desk in cash where cash is taken (as before); the card machine stays a choice.
        onProceed={(members) => dispatch({ type: 'groupChosen', members, cashAllowed: p.cashAllowed })}
      />
    )

  if (state.overlay === 'taxes' && form.price.data !== undefined) return <TaxesModal quote={form.price.data.quote} onClose={closeOverlay} />

  if (state.overlay === 'terms') return <TermsModal onClose={closeOverlay} />

  return (
    <Modal
      title={SELL_PACK_TITLE}
      width={600}
      onClose={p.onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={p.onClose}>
            {CLOSE}
          </Button>
          <SubmitButton
            type="button"
            onClick={form.submit}
            disabled={form.cashSale.mutation.isPending || form.price.data === undefined || form.otherTab}
            aria-describedby={form.otherTab ? otherTabId : undefined}
          >
            {SELL_PACK_BUTTON}
          </SubmitButton>
        </>
      }
    >
      <SellPackFormBox onSubmit={(e) => e.preventDefault()} aria-label={SELL_PACK_TITLE}>
        <PackSection form={form} id={id} customer={customer} packs={packs} />
        <PriceSection form={form} />
        <OffersSection form={form} upgrade={p.upgradeFrom !== undefined} />
        {p.slotChooser ?? null}
        <StartDateSection form={form} id={id} addOn={p.context?.addOnFor !== undefined} />
        {p.addOnsEnabled ? <AddOnsSection form={form} /> : null}
        {form.recurring ? <RecurringLinkSection form={form} /> : null}
        <PaymentSection form={form} id={id} cashAllowed={p.cashAllowed} />

        <Button type="button" $variant="secondary" onClick={() => dispatch({ type: 'opened', overlay: 'terms' })}>
          {TERMS_LINK}
        </Button>
        {form.otherTab ? <ErrorText id={otherTabId} error={PAYMENT_IN_ANOTHER_TAB} /> : null}
        <ErrorText id={`${id}-form-error`} error={form.failure} />
      </SellPackFormBox>
    </Modal>
  )
}
