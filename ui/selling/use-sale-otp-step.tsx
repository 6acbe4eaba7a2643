import { useState } from 'react'
import { OTP_LABEL, OTP_SENT, OTP_VERIFICATION_TITLE, VERIFY_OTP } from '../../core/shared/messages'
import { Modal } from '../widgets/modal'
import { OtpEntry } from '../widgets/otp-entry'
import { SubmitButton } from '../widgets/submit-button'
import { FieldError } from '../widgets/field'

/** A failure a sale's OTP step answers (the core's saleOtpStep): sent, not sent, or a wrong code. */
type StepFailure = { readonly _tag: string; readonly message: string } | undefined

type StepState = { readonly open: boolean; readonly code: string; readonly error?: string }

/**
 * The cash-OTP step of a sale, as every selling screen runs it (the core's saleOtpStep): the first
 * submit sends the OTP to the staff member's own phone and opens OTP verification; Verify OTP sends
 * the sale again with the code; 'Invalid OTP' or 'OTP not sent' keeps the step open with the
 * message. `failed` says whether a sale's failure was the OTP step's (else the form shows it).
 */
export const useSaleOtpStep = (onSent?: (message: string) => void) => {
  const [state, setState] = useState<StepState>({ open: false, code: '' })
  return {
    ...state,
    setCode: (code: string) => setState((s) => ({ ...s, code })),
    close: () => setState({ open: false, code: '' }),
    failed: (e: StepFailure): boolean => {
      if (e?._tag === 'OtpSent') {
        onSent?.(e.message)
        setState({ open: true, code: '' })
        return true
      }
      if (e?._tag === 'InvalidOtp' || e?._tag === 'OtpNotSent') {
        setState((s) => ({ ...s, open: true, error: e.message }))
        return true
      }
      setState({ open: false, code: '' })
      return false
    },
  }
}

export type SaleOtpStep = ReturnType<typeof useSaleOtpStep>

/** OTP verification of a sale's OTP step: the code (6 digits), Verify OTP, and the step's error. */
export const SaleOtpModal = ({ step, pending, onVerify }: { readonly step: SaleOtpStep; readonly pending: boolean; readonly onVerify: (code: string) => void }) => (
  <Modal
    title={OTP_VERIFICATION_TITLE}
    onClose={step.close}
    footer={
      <SubmitButton type="button" $variant="primary" disabled={step.code.length !== 6 || pending} onClick={() => onVerify(step.code)}>
        {VERIFY_OTP}
      </SubmitButton>
    }
  >
    {step.error === undefined ? <p role="status">{OTP_SENT}</p> : null}
    <OtpEntry label={OTP_LABEL} value={step.code} onChange={step.setCode} />
    {step.error === undefined ? null : <FieldError role="alert">{step.error}</FieldError>}
  </Modal>
)

