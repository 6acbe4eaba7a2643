import { type FormEvent, useRef, useState } from 'react'
import type { OrderRefunds } from '../../core/money/money'
import { MEMBERSHIP_ON_REFUND, REFUND_REASONS } from '../../core/money/money'
import { epochMs } from '../../core/shared/brands'
import { centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import * as M from '../../core/shared/messages/money'
import { formatRupees } from '../../core/shared/money'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { DatePicker } from '../widgets/date-picker'
import { SelectField, TextField } from '../widgets/form-fields'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { useNetworkOnly } from '../offline/needs-network'
import { Actions, Figures, Muted } from './money-styles'

/** Query key of an order's refunds (what was paid, refunded and can still be). */
export const refundKeys = { order: (orderId: string) => ['money', 'order', orderId, 'refunds'] as const }

/** A fresh attempt key: a double click, a second tab or a retry after a lost answer sends the same one. */
const newKey = (): string => `refund-${globalThis.crypto.randomUUID()}`

/**
 * Refund an order (a manager's, ORDER_REFUND): what was paid, refunded and can still be refunded;
 * the amount, a reason from the list, remarks, and what happens to the membership bought. Cash is
 * paid out of the manager's open drawer; a card refund goes through the gateway, and its ARN shows
 * on the order.
 */
export const RefundForm = ({ orderId, invalidates, onDone }: { orderId: string; invalidates: readonly (readonly unknown[])[]; onDone: () => void }) => {
  const load = useUseCase('loadOrderRefunds')
  const q = useUseCaseQuery(refundKeys.order(orderId), () => load({ orderId }))
  return <QueryBlock query={q}>{(o) => <RefundFields order={o} invalidates={invalidates} onDone={onDone} />}</QueryBlock>
}

const RefundFields = ({ order, invalidates, onDone }: { order: OrderRefunds; invalidates: readonly (readonly unknown[])[]; onDone: () => void }) => {
  const toast = useToast()
  const key = useRef(newKey())
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')
  const [remarks, setRemarks] = useState('')
  const [membership, setMembership] = useState<string>('KEEP')
  const [endDay, setEndDay] = useState<string | undefined>(undefined)
  const form = useFormMutation(useUseCase('refundOrder'), {
    invalidates: () => [refundKeys.order(order.orderId), ...invalidates, ['money']],
    onSuccess: (r) => {
      key.current = newKey()
      toast.success(r.message)
      onDone()
    },
    onError: (message, failure) => {
      // A refusal or a gateway failure is an answer: the next try is a new refund. A lost answer keeps the key.
      if (failure !== undefined && !(typeof failure === 'object' && failure !== null && 'cause' in failure && (failure as { cause?: { _tag?: string } }).cause?._tag === 'Unavailable'))
        key.current = newKey()
      toast.error(message)
      // A refused or failed refund can be corrected and sent again at once.
      form.again()
    },
  })
  const { mutation, errors, attempt } = form
  const network = useNetworkOnly('REFUND')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (network.refused()) return
    mutation.mutate({
      order,
      key: key.current,
      draft: { amount, reason, remarks, membership, ...(endDay === undefined ? {} : { endAt: epochMs(startOfCentreDay(endDay)) }) },
    })
  }
  const paidStatus = M.REFUND_PAYMENT_STATUS_WORDS[order.paymentStatus]
  return (
    <form onSubmit={submit} noValidate aria-label={M.REFUND_TITLE}>
      {network.note}
      <Figures>
        <div>
          <dt>{M.REFUND_PAID_LABEL}</dt>
          <dd>{formatRupees(order.paid)}</dd>
        </div>
        <div>
          <dt>{M.REFUND_REFUNDED_LABEL}</dt>
          <dd>{formatRupees(order.refunded)}</dd>
        </div>
        <div>
          <dt>{M.REFUNDABLE_LEFT_LABEL}</dt>
          <dd data-testid="refundable-left">{formatRupees(order.refundable)}</dd>
        </div>
      </Figures>
      <Muted>
        {paidStatus} · {M.REFUND_MODE_LABEL}: {M.REFUND_MODE_WORDS[order.mode]}
      </Muted>
      {order.refunds.length === 0 ? null : (
        <ul aria-label={M.REFUND_HISTORY_TITLE}>
          {order.refunds.map((r) => (
            <li key={r.refundId}>
              {M.refundLine(formatRupees(r.amount), M.REFUND_STATUS_WORDS[r.status], M.REFUND_REASON_WORDS[r.reason])}
              {r.arn === undefined ? '' : ` · ${M.refundArnLine(r.arn)}`}
            </li>
          ))}
        </ul>
      )}
      {order.refundable <= 0 ? (
        <Muted>{M.REFUND_NOTHING_LEFT}</Muted>
      ) : (
        <>
          <TextField label={M.REFUND_AMOUNT_LABEL} value={amount} onChange={setAmount} inputMode="decimal" error={errors.amount} />
          <SelectField
            label={M.REFUND_REASON_LABEL}
            value={reason === '' ? undefined : reason}
            onChange={setReason}
            error={errors.reason}
            options={REFUND_REASONS.map((r) => ({ value: r, label: M.REFUND_REASON_WORDS[r] }))}
          />
          <TextField label={M.REFUND_REMARKS_LABEL} value={remarks} onChange={setRemarks} multiline maxLength={500} />
          <SelectField
            label={M.REFUND_MEMBERSHIP_LABEL}
            value={membership}
            onChange={setMembership}
            error={errors.membership}
            options={MEMBERSHIP_ON_REFUND.map((m) => ({ value: m, label: M.REFUND_MEMBERSHIP_WORDS[m] }))}
          />
          {membership === 'SHORTEN' ? (
            <DatePicker
              label={M.REFUND_END_DATE_LABEL}
              value={endDay}
              onChange={setEndDay}
              error={errors.endAt}
              {...(order.membershipEnd === undefined ? {} : { max: centreDayOf(order.membershipEnd) })}
            />
          ) : null}
          <Actions>
            <SubmitButton key={attempt} $variant="primary" disabled={mutation.isPending} onClick={() => undefined}>
              {M.REFUND_SUBMIT}
            </SubmitButton>
          </Actions>
        </>
      )}
    </form>
  )
}
