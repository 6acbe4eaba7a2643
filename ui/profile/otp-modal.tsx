import { useState } from 'react'
import { canVerifyOtp } from '../../core/customer/otp-entry.rule'
import { maskPhone } from '../../core/customer/phone-mask.rule'
import { SALE_OTP_NAMESPACE } from '../../core/shared/constants'
import { OTP_VERIFICATION_TITLE, SEND_OTP, VERIFY, otpSentTo } from '../../core/shared/messages'
import { failureMessage, useUseCaseMutation } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { OtpEntry } from '../widgets/otp-entry'
import { SubmitButton } from '../widgets/submit-button'
import { Form, FormActions, Muted } from './profile-styles'
import { FieldError } from '../widgets/field'

type Props = {
  /** The customer's phone the OTP goes to (shown masked). */
  readonly phone: string
  /** What the OTP is for (the OTP service's context), e.g. CHECK_IN or RECORD_PITCH. */
  readonly context: string
  readonly onVerified: () => void
  readonly onClose: () => void
}

/**
 * OTP verification (part 1 §4 "OTP flow"): send the OTP to the customer's phone, enter it, verify.
 * Verify is enabled only when the OTP is valid; a wrong OTP says 'Invalid OTP'.
 */
export const OtpModal = ({ phone, context, onVerified, onClose }: Props) => {
  const sendOtp = useUseCase('sendOtp')
  const verifyOtp = useUseCase('verifyOtp')
  const toast = useToast()
  const target = { phone, namespace: SALE_OTP_NAMESPACE, context }
  const [otp, setOtp] = useState('')
  const [sent, setSent] = useState(false)
  const send = useUseCaseMutation(() => sendOtp(target), {
    onSuccess: (message) => {
      setSent(true)
      toast.success(message)
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  const verify = useUseCaseMutation(() => verifyOtp(target, otp), { onSuccess: () => onVerified() })
  return (
    <Modal title={OTP_VERIFICATION_TITLE} onClose={onClose} width={420}>
      <Form
        onSubmit={(e) => {
          e.preventDefault()
          if (canVerifyOtp(otp)) verify.mutate(undefined)
        }}
      >
        <Muted>{otpSentTo(maskPhone(phone))}</Muted>
        <Button type="button" $variant="secondary" disabled={send.isPending} onClick={() => send.mutate(undefined)}>
          {SEND_OTP}
        </Button>
        {sent ? <OtpEntry value={otp} onChange={setOtp} /> : null}
        {verify.isError ? <FieldError role="alert">{failureMessage(verify.error)}</FieldError> : null}
        <FormActions>
          <SubmitButton onClick={() => undefined} disabled={!sent || !canVerifyOtp(otp) || verify.isPending}>
            {VERIFY}
          </SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  )
}
