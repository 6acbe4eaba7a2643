import type { Quote } from '../../core/selling/price-quote.rule'
import { formatRupees } from '../../core/shared/money'
import { DONE, PURCHASE_SUCCESSFUL_TITLE, TAXES_AND_FEES_TITLE, TERMS_BULLETS, TERMS_DETAILS_LINK, TERMS_TITLE, TOTAL_PAYABLE, orderReference } from '../../core/shared/messages'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { Lines } from './sell-pack-styles'

/** Taxes and fees breakdown: each line of the price, then the total payable. */
export const TaxesModal = ({ quote, onClose }: { readonly quote: Quote; readonly onClose: () => void }) => (
  <Modal title={TAXES_AND_FEES_TITLE} onClose={onClose}>
    <Lines>
      {quote.lines.map((l, i) => (
        <div key={`${l.kind}-${i}`}>
          <dt>{l.label}</dt>
          <dd>{formatRupees(l.amount)}</dd>
        </div>
      ))}
      <div>
        <dt>
          <strong>{TOTAL_PAYABLE}</strong>
        </dt>
        <dd>
          <strong>{formatRupees(quote.total)}</strong>
        </dd>
      </div>
    </Lines>
  </Modal>
)

/** Terms and Conditions: the bullets and the link to the full terms. */
export const TermsModal = ({ onClose }: { readonly onClose: () => void }) => (
  <Modal title={TERMS_TITLE} onClose={onClose}>
    <ul>
      {TERMS_BULLETS.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
    <a href="/terms" target="_blank" rel="noreferrer">
      {TERMS_DETAILS_LINK}
    </a>
  </Modal>
)

/** A cash sale is done: its order reference, and Done. */
export const CashDoneModal = ({ orderId, onDone }: { readonly orderId: string; readonly onDone: () => void }) => (
  <Modal
    title={PURCHASE_SUCCESSFUL_TITLE}
    onClose={onDone}
    footer={
      <Button type="button" onClick={onDone}>
        {DONE}
      </Button>
    }
  >
    <p>{orderReference(orderId)}</p>
  </Modal>
)
