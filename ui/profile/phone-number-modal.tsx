import { useState } from 'react'
import * as E from 'fp-ts/Either'
import { ownPhoneForCall } from '../../core/customer/phone-mask.rule'
import { CALL_CONFIRMATION_TITLE, CANCEL, PHONE_MASKED_NOTE, PHONE_SHOWN_NOTE, PLACE_CALL, USER_PHONE_NUMBER_TITLE, callConfirmation } from '../../core/shared/messages'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { Button } from '../widgets/button'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { profileKeys } from './profile-queries'
import { FormActions, Muted } from './profile-styles'
import { FieldError } from '../widgets/field'

/**
 * User Phone Number (part 1 §6 "Phone privacy"): at a PII-accessible centre the number is shown;
 * elsewhere it is masked and staff place a masked call after confirming their own number.
 */
export const PhoneNumberModal = ({ customerId, centerId, onClose }: { customerId: string; centerId: number; onClose: () => void }) => {
  const reveal = useUseCase('revealPhone')
  const q = useUseCaseQuery(profileKeys.phone(customerId, centerId), () => reveal({ userId: customerId, centerId }), { staleTime: 0 })
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Modal title={USER_PHONE_NUMBER_TITLE} onClose={onClose} width={420}>
        <QueryBlock query={q}>
          {(r) => (
            <div style={{ display: 'grid', gap: 10 }}>
              <strong>{r.userName}</strong>
              {r.isPIIAccessibleGym && r.phone !== undefined ? (
                <>
                  <a href={`tel:${r.phone}`} style={{ fontSize: 22, fontWeight: 700 }}>
                    {r.phone}
                  </a>
                  <Muted>{PHONE_SHOWN_NOTE}</Muted>
                </>
              ) : (
                <>
                  <span style={{ fontSize: 22, fontWeight: 700, letterSpacing: 1 }}>{r.maskedPhone}</span>
                  <Muted>{PHONE_MASKED_NOTE}</Muted>
                  <FormActions>
                    <Button type="button" onClick={() => setConfirming(true)}>
                      {PLACE_CALL}
                    </Button>
                  </FormActions>
                </>
              )}
            </div>
          )}
        </QueryBlock>
      </Modal>
      {confirming ? <CallConfirmationModal customerId={customerId} centerId={centerId} onClose={() => setConfirming(false)} /> : null}
    </>
  )
}

/** Call confirmation: the staff member's own number, then the masked IVR call ('you will recieve a call' / 'Call Failed'). */
export const CallConfirmationModal = ({ customerId, centerId, onClose }: { customerId: string; centerId: number; onClose: () => void }) => {
  const { state } = useStaffAccess()
  const own = ownPhoneForCall(state.status === 'ready' ? state.access.userContext.phone : undefined)
  const call = useUseCase('callCustomer')
  const toast = useToast()
  const go = useUseCaseMutation(() => call({ userId: customerId, centerId }), {
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  return (
    <Modal title={CALL_CONFIRMATION_TITLE} onClose={onClose} width={420}>
      {E.isLeft(own) ? (
        <FieldError role="alert">{own.left}</FieldError>
      ) : (
        <p style={{ margin: 0 }}>{callConfirmation(own.right)}</p>
      )}
      <FormActions style={{ marginTop: 14 }}>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {CANCEL}
        </Button>
        <Button type="button" disabled={E.isLeft(own) || go.isPending} onClick={() => go.mutate(undefined)}>
          {PLACE_CALL}
        </Button>
      </FormActions>
    </Modal>
  )
}
