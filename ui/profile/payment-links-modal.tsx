import { type ReactNode, useState } from 'react'
import * as E from 'fp-ts/Either'
import { paymentLinkDateLabel } from '../../core/customer/profile-dates.rule'
import { PAYMENT_LINK_OTHER_REASON, type PaymentLinkField, type PaymentLinkInput, validatePaymentLink } from '../../core/selling/payment-link.rule'
import { formatRupees } from '../../core/shared/money'
import {
  AMOUNT_LABEL,
  GENERATE_LINK,
  NO_PAYMENT_LINKS,
  OTHER_REASON_LABEL,
  PAYMENT_LINK_REASONS,
  PAYMENT_LINKS_TITLE,
  REASON_LABEL,
  STATUS_COLUMN,
} from '../../core/shared/messages'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { DataTable } from '../widgets/data-table'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFieldErrors } from '../widgets/use-form-mutation'
import { profileKeys } from './profile-queries'
import { Form, FormActions } from './profile-styles'
import { enumLabel } from '../../core/shared/enum-labels'

type Props = { readonly customerId: string; readonly phone: string; readonly centerServiceId: number; readonly onClose: () => void }

/**
 * Payment Links: the customer's links (table) and a form to generate one. Amount and reason are
 * required (Others asks for the reason in words); a second link for the same user, amount and
 * reason on the same day is refused with the spec's message while the first is open.
 */
export const PaymentLinksModal = ({ customerId, phone, centerServiceId, onClose }: Props) => {
  const list = useUseCase('listPaymentLinks')
  const generate = useUseCase('generatePaymentLink')
  const { state } = useStaffAccess()
  const createdBy = state.status === 'ready' ? state.access.userContext.email : ''
  const toast = useToast()
  const links = useUseCaseQuery(profileKeys.paymentLinks(customerId), () => list(phone), { staleTime: 0 })
  const [f, setF] = useState<Record<string, string>>({})
  const { errors, attempt, refuse, clear, again } = useFieldErrors<PaymentLinkField>()
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const set = (k: string) => (e: { target: { value: string } }) => setF((d) => ({ ...d, [k]: e.target.value }))
  const go = useUseCaseMutation((v: PaymentLinkInput) => generate({ centerServiceId, phone, amount: v.amount, reason: v.reason, createdBy }), {
    invalidates: () => [profileKeys.paymentLinks(customerId)],
    onSuccess: (r) => {
      setRefusal(undefined)
      setF({})
      again()
      toast.success(r.message)
    },
    onError: (_f, e) => {
      setRefusal(failureMessage(e))
      again()
    },
  })
  return (
    <Modal title={PAYMENT_LINKS_TITLE} onClose={onClose} width={760}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const v = validatePaymentLink(f)
          if (E.isLeft(v)) {
            refuse(v.left.errors)
            return
          }
          clear()
          go.mutate(v.right)
        }}
      >
        <Row>
          <Field>
            <label htmlFor="pl-amount">{AMOUNT_LABEL}</label>
            <input id="pl-amount" inputMode="decimal" value={f.amount ?? ''} onChange={set('amount')} />
            {errors.amount === undefined ? null : <FieldError>{errors.amount}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="pl-reason">{REASON_LABEL}</label>
            <select id="pl-reason" value={f.reason ?? ''} onChange={set('reason')}>
              <option value="">Choose</option>
              {PAYMENT_LINK_REASONS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            {errors.reason === undefined ? null : <FieldError>{errors.reason}</FieldError>}
          </Field>
          {f.reason === PAYMENT_LINK_OTHER_REASON ? (
            <Field>
              <label htmlFor="pl-other">{OTHER_REASON_LABEL}</label>
              <input id="pl-other" value={f.otherReason ?? ''} onChange={set('otherReason')} />
              {errors.otherReason === undefined ? null : <FieldError>{errors.otherReason}</FieldError>}
            </Field>
          ) : null}
        </Row>
        {refusal === undefined ? null : <FieldError role="alert">{refusal}</FieldError>}
        <FormActions>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={go.isPending}>
            {GENERATE_LINK}
          </SubmitButton>
        </FormActions>
      </Form>
      <QueryBlock query={links} empty={{ when: (l) => l.length === 0, message: NO_PAYMENT_LINKS }}>
        {(l) => (
          <DataTable
            caption={PAYMENT_LINKS_TITLE}
            rows={l}
            rowKey={(x) => x.id}
            pageSize={5}
            columns={[
              { key: 'amount', header: 'Amount', cell: (x) => formatRupees(x.amount) },
              { key: 'reason', header: REASON_LABEL, cell: (x) => x.description },
              { key: 'status', header: STATUS_COLUMN, cell: (x) => enumLabel('paymentLinkStatus', x.status) },
              { key: 'by', header: 'Created by', cell: (x) => x.createdBy },
              { key: 'date', header: 'Created', cell: (x) => paymentLinkDateLabel(x.createdAt) },
              {
                key: 'link',
                header: 'Link',
                cell: (x) => (
                  <a href={x.link} target="_blank" rel="noreferrer">
                    Open
                  </a>
                ),
              },
            ]}
          />
        )}
      </QueryBlock>
    </Modal>
  )
}

const Row = ({ children }: { children: ReactNode }) => <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>{children}</div>
