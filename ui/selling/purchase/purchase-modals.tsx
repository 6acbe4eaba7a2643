import styled from 'styled-components'
import type { PaymentView } from '../../../core/payment/confirm-payment.use-case'
import type { PurchaseState } from '../../../core/payment/purchase-flow.machine'
import { purchaseModal } from '../../../core/payment/purchase-modal.rule'
import { epochMs } from '../../../core/shared/brands'
import {
  CLOSE,
  DONE,
  GO_TO_MEMBER,
  NEXT_STEP_CONFIRMING,
  NEXT_STEP_CREATING,
  NEXT_STEP_CREATION_PENDING,
  NEXT_STEP_OFFLINE,
  NEXT_STEP_PENDING,
  NEXT_STEP_WAITING,
  PAYMENT_RESUMED,
  PROCESSING_PAYMENT,
  nextStepCollect,
  orderReference,
  secondsLeft,
} from '../../../core/shared/messages'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { Loader } from '../../widgets/loader'
import { Modal } from '../../widgets/modal'

type Props = {
  readonly view: PaymentView
  /** The card machine the payment is collected on. */
  readonly terminalId?: string
  /** The browser lost its network: the flow keeps the order and checks again when it is back. */
  readonly offline?: boolean
  readonly onCollect: () => void
  readonly onTryAgain: () => void
  /** Close the flow (only offered where the flow may end). */
  readonly onClose: () => void
  /** After a successful purchase: to the member's profile. */
  readonly onDone: () => void
}

const orderIdOf = (s: PurchaseState): string | undefined => ('order' in s ? s.order?.orderId : undefined)

/** What the cashier should do next at a state still in progress (always shown, in staff words). */
const nextStep = (s: PurchaseState, terminalId: string | undefined): string | undefined => {
  switch (s.step) {
    case 'idle':
    case 'creatingOrder':
      return NEXT_STEP_CREATING
    case 'collecting':
      return nextStepCollect(terminalId)
    case 'confirming':
    case 'checking':
    case 'fulfilling':
      return NEXT_STEP_CONFIRMING
    case 'waiting':
      return NEXT_STEP_WAITING
    case 'paymentPending':
      return NEXT_STEP_PENDING
    case 'creationPending':
      return NEXT_STEP_CREATION_PENDING
    default:
      return undefined
  }
}

/**
 * The digital purchase's modals (part 2 §2, §4, §8) for one PaymentView: Processing Payment in
 * its four states, Please wait with the countdown, Payment Confirmation Pending / Membership
 * Creation Pending, Purchase successful, Something went wrong and every error of §8. The order
 * reference and the next step are always on screen.
 */
export const PurchaseModals = ({ view, terminalId, offline = false, onCollect, onTryAgain, onClose, onDone }: Props) => {
  if (view.kind === 'preparing')
    return (
      <Modal title={PROCESSING_PAYMENT} onClose={() => undefined} closable={false}>
        <Loader label={NEXT_STEP_CREATING} />
      </Modal>
    )
  if (view.kind === 'invalid') return null
  const s = view.state
  // The countdown comes with the view (driven by the Clock port); the rule needs only the state here.
  const m = purchaseModal(s, s.step === 'waiting' ? epochMs(s.deadline - (view.countdown ?? 0) * 1000) : epochMs(0))
  const orderId = orderIdOf(s)
  const step = nextStep(s, terminalId)
  const info = (
    <>
      {view.resumed ? <Note role="note">{PAYMENT_RESUMED}</Note> : null}
      {offline ? (
        <Warn role="alert">{NEXT_STEP_OFFLINE}</Warn>
      ) : step === undefined ? null : (
        <Step role="status" aria-live="polite">
          {step}
        </Step>
      )}
      {orderId === undefined ? null : <Ref>{orderReference(orderId)}</Ref>}
    </>
  )
  switch (m.modal) {
    case 'none':
    case 'otp':
      return null
    case 'processing':
      return (
        <Modal
          title={m.title}
          onClose={() => undefined}
          closable={false}
          footer={
            m.action === undefined ? undefined : (
              <Button type="button" onClick={onCollect} disabled={offline}>
                {m.action}
              </Button>
            )
          }
        >
          {m.busy ? <Loader label={PROCESSING_PAYMENT} /> : null}
          {info}
        </Modal>
      )
    case 'wait':
      return (
        <Modal title={m.title} onClose={() => undefined} closable={false}>
          <Countdown aria-live="off">{secondsLeft(view.countdown ?? m.secondsLeft)}</Countdown>
          {info}
        </Modal>
      )
    case 'pending':
      return (
        <Modal
          title={m.title}
          onClose={onClose}
          footer={
            <Button type="button" onClick={onDone}>
              {GO_TO_MEMBER}
            </Button>
          }
        >
          {info}
        </Modal>
      )
    case 'success':
      return (
        <Modal
          title={m.title}
          onClose={onDone}
          footer={
            <Button type="button" onClick={onDone}>
              {DONE}
            </Button>
          }
        >
          {info}
        </Modal>
      )
    case 'error':
      return (
        <Modal
          title={m.title}
          onClose={onClose}
          footer={
            <>
              {m.action === undefined ? null : (
                <Button type="button" onClick={onTryAgain} disabled={offline}>
                  {m.action}
                </Button>
              )}
              <Button type="button" $variant="secondary" onClick={onClose}>
                {CLOSE}
              </Button>
            </>
          }
        >
          {m.subtitle === undefined || m.subtitle === '' ? null : <p>{m.subtitle}</p>}
          {info}
        </Modal>
      )
  }
}

const Note = styled.p`
  margin: 0 0 10px;
  padding: 8px 10px;
  border-radius: 8px;
  background: ${theme.color.primarySoft};
`
const Warn = styled.p`
  margin: 0 0 10px;
  padding: 8px 10px;
  border-radius: 8px;
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`
const Step = styled.p`
  margin: 8px 0;
`
const Ref = styled.p`
  margin: 8px 0 0;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Countdown = styled.p`
  margin: 0 0 8px;
  font-size: 28px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`
