import { useState } from 'react'
import type { Centre } from '../../core/centre/centre'
import type { CheckIn } from '../../core/check-in/check-in'
import { CANCEL, CHECK_IN_BY_PASSCODE, PASSCODE_LABEL } from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { checkInAlertsKey, profileKeys } from './profile-queries'
import type { CheckInAlert } from '../../core/check-in/check-in-alerts.rule'
import { Form, FormActions } from './profile-styles'

/**
 * Check-in by passcode: a booking checked in with its passcode (required, max 6 characters:
 * 'Passcode of max 6 characters is required'); 'Check-in Successful' refreshes the memberships block.
 */
export const PasscodeModal = ({
  customerId,
  centre,
  booking,
  onClose,
  onCheckedIn,
}: {
  customerId: string
  centre: Centre
  booking: CheckIn | undefined
  onClose: () => void
  /** The alerts that warned, for the check-in card to show. */
  onCheckedIn?: (warnings: readonly CheckInAlert[]) => void
}) => {
  const checkIn = useUseCase('checkInByPasscode')
  const toast = useToast()
  const [passcode, setPasscode] = useState('')
  const { mutation: go, errors, attempt } = useFormMutation(() => checkIn({ draft: { passcode, checkInId: booking?.id ?? '' }, centerId: centre.id }), {
    invalidates: () => [profileKeys.memberships(customerId, centre.id), checkInAlertsKey(customerId, centre.id)],
    onSuccess: (r) => {
      toast.success(r.message)
      onCheckedIn?.(r.value.warnings)
      onClose()
    },
  })
  return (
    <Modal title={CHECK_IN_BY_PASSCODE} onClose={onClose} width={400}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          go.mutate(undefined)
        }}
      >
        <Field>
          <label htmlFor="passcode">{PASSCODE_LABEL}</label>
          <input id="passcode" autoComplete="off" value={passcode} onChange={(e) => setPasscode(e.target.value)} />
          {errors.passcode === undefined ? null : <FieldError>{errors.passcode}</FieldError>}
          {errors.checkInId === undefined ? null : <FieldError>{errors.checkInId}</FieldError>}
        </Field>
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={go.isPending}>
            {CHECK_IN_BY_PASSCODE}
          </SubmitButton>
        </FormActions>
      </Form>
    </Modal>
  )
}
