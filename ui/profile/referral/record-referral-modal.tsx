import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import type { ReferralField } from '../../../core/forms/referral.rule'
import { PHONE_LENGTH } from '../../../core/shared/constants'
import { RECORD_REFERRAL, REFERRAL_FRIEND_NAME, REFERRAL_FRIEND_PHONE, SUBMIT } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { failureMessage, failureOf, useUseCaseMutation } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { Modal } from '../../widgets/modal'
import { SubmitButton } from '../../widgets/submit-button'
import { TextField, fieldErrorsOf } from '../care-form'
import { useCareStaff } from '../care-staff'

type Props = { readonly customerId: string; readonly centre: Centre; readonly onClose: () => void }

/**
 * Record Referral (part 3 §2, §5, §8): the friend's name ('Customer Name is required', trimmed)
 * and phone (exactly 10 digits, 'Invalid Phone Number'). 'Referral Successful' when the answer's
 * status is OK; otherwise its message (or 'Referral cannot be accepted {reason}') stays on screen.
 */
export const RecordReferralModal = ({ customerId, centre, onClose }: Props) => {
  const toast = useToast()
  const staff = useCareStaff()
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const record = useUseCaseMutation(useUseCase('recordReferral'), {
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (_f, e) => {
      if (Object.keys(fieldErrorsOf(_f)).length === 0) toast.error(failureMessage(e))
    },
  })
  const errors = fieldErrorsOf<ReferralField>(failureOf(record.error))
  const refusal = record.isError && Object.keys(errors).length === 0 ? failureMessage(record.error) : undefined
  return (
    <Modal
      title={RECORD_REFERRAL}
      onClose={onClose}
      footer={
        <SubmitButton type="submit" form="record-referral" disabled={record.isPending} onClick={() => undefined}>
          {SUBMIT}
        </SubmitButton>
      }
    >
      <Form
        id="record-referral"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          record.mutate({ referredByUserId: customerId, centre, staffEmail: staff.email, draft: { name, phone } })
        }}
      >
        <TextField label={REFERRAL_FRIEND_NAME} value={name} error={errors.name} onChange={setName} />
        <TextField
          label={REFERRAL_FRIEND_PHONE}
          type="tel"
          inputMode="numeric"
          maxLength={PHONE_LENGTH}
          value={phone}
          error={errors.phone}
          onChange={(v) => setPhone(v.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
        />
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
      </Form>
    </Modal>
  )
}

const Form = styled.form`
  display: grid;
  gap: 12px;
`
const Problem = styled.p`
  color: ${theme.color.danger};
  margin: 0;
`
