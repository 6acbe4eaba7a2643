import { useState } from 'react'
import type { Centre } from '../../../core/centre/centre'
import { phoneTyping } from '../../../core/shared/phone.rule'
import { RECORD_REFERRAL, REFERRAL_FRIEND_NAME, REFERRAL_FRIEND_PHONE } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useToast } from '../../feedback/toast'
import { useFormMutation } from '../../widgets/use-form-mutation'
import { TextField } from '../../widgets/form-fields'
import { CareFormModal } from '../care-form-modal'
import { useCareStaff } from '../care-staff'

type Props = { readonly customerId: string; readonly centre: Centre; readonly onClose: () => void }

/**
 * Record Referral (part 3 §2, §5, §8): the friend's name ('Customer Name is required', trimmed)
 * and phone (exactly 10 digits, 'Invalid Phone Number'). 'Referral Successful' when the answer's
 * status is OK; otherwise its message (or 'Referral cannot be accepted {reason}') shows as an
 * error toast and stays on screen under the form.
 */
export const RecordReferralModal = ({ customerId, centre, onClose }: Props) => {
  const toast = useToast()
  const staff = useCareStaff()
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const { mutation: record, errors, attempt } = useFormMutation(useUseCase('recordReferral'), {
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (message) => {
      toast.error(message)
      setRefusal(message)
    },
  })
  return (
    <CareFormModal
      id="record-referral"
      title={RECORD_REFERRAL}
      onClose={onClose}
      pending={record.isPending}
      attempt={attempt}
      refusal={refusal}
      onSubmit={() => {
        setRefusal(undefined)
        record.mutate({ referredByUserId: customerId, centre, staffEmail: staff.email, draft: { name, phone } })
      }}
    >
      <TextField label={REFERRAL_FRIEND_NAME} value={name} error={errors.name} onChange={setName} />
      <TextField
        label={REFERRAL_FRIEND_PHONE}
        type="tel"
        inputMode="numeric"
        value={phone}
        error={errors.phone}
        onChange={(v) => setPhone(phoneTyping(phone, v))}
      />
    </CareFormModal>
  )
}
