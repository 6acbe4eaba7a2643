import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useCanOpen } from '../shell/staff-access.context'
import type { Centre } from '../../core/centre/centre'
import { EMPTY_LEAD_OWNER_STATE, type LeadOwnerState, chooseLeadQuality, ptPitchSubmitEnabled } from '../../core/lead/lead-modal.rule'
import {
  BOOK_ASSESSMENT,
  BOOK_PT_TRIAL,
  CHOOSE,
  COMMENT_OPTIONAL_LABEL,
  MARK_PT_INTEREST,
  RECORD_PT_PITCH,
  SELL_PT_PACK,
  SUBMIT,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { leadsKey } from './record-lead-modal'
import { Actions, LeadForm } from './lead-styles'
import { PtOwnerFields } from './pt-owner-fields'

type Props = { readonly userId: string; readonly centre: Centre; readonly customerName?: string; readonly onClose: () => void }

/**
 * Record PT Pitch (part 3 §2, §4, §5): 'Sell PT Pack' opens /pt; 'BOOK PT TRIAL' ('BOOK
 * ASSESSMENT' at an assessment pilot gym) opens /pt to book; 'Mark PT Interest' HOT, WARM, COLD,
 * NOT INTERESTED; optional comment; a lead owner from the centre's PT trainers only. Submit is
 * disabled until a type is chosen and an owner assigned; NOT_INTERESTED needs no owner and says
 * 'no need to assign'. 'Lead captured Successfully', else 'Lead capture Failed'.
 */
export const RecordPtPitchModal = ({ userId, centre, customerName, onClose }: Props) => {
  const csid = centre.centerServiceId
  const loadConfig = useUseCase('ptLeadModalConfig')
  const config = useUseCaseQuery([...leadsKey(csid), 'pt-config', userId], () => loadConfig(userId, csid))
  const [owner, setOwner] = useState(EMPTY_LEAD_OWNER_STATE)
  const [comment, setComment] = useState('')
  const navigate = useNavigate()
  const canOpen = useCanOpen()
  const toast = useToast()
  const { mutation, errors, attempt } = useFormMutation(useUseCase('recordPtPitch'), {
    invalidates: () => [leadsKey(csid)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  const book = config.data?.assessmentPilot === true ? BOOK_ASSESSMENT : BOOK_PT_TRIAL
  return (
    <Modal
      title={customerName === undefined ? RECORD_PT_PITCH : `${RECORD_PT_PITCH}: ${customerName}`}
      onClose={onClose}
      footer={
        <Actions>
          <SubmitButton key={attempt} type="submit" form="record-pt-pitch" disabled={mutation.isPending || !ptPitchSubmitEnabled(owner)} onClick={() => undefined}>
            {SUBMIT}
          </SubmitButton>
        </Actions>
      }
    >
      <QueryBlock query={config}>
        {(c) => (
          <LeadForm
            id="record-pt-pitch"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              mutation.mutate({
                userId,
                centerServiceId: csid,
                ...(owner.leadQuality === undefined ? {} : { leadQuality: owner.leadQuality }),
                ...(owner.leadOwner === undefined ? {} : { leadOwner: owner.leadOwner }),
                comment,
              })
            }}
          >
            {canOpen('/pt') ? (
              <Actions style={{ justifyContent: 'flex-start' }}>
                <Button type="button" $variant="secondary" onClick={() => navigate('/pt', { state: { userId } })}>
                  {SELL_PT_PACK}
                </Button>
                <Button type="button" $variant="secondary" onClick={() => navigate('/pt', { state: { userId, book: c.assessmentPilot ? 'ASSESSMENT' : 'TRIAL' } })}>
                  {book}
                </Button>
              </Actions>
            ) : null}
            <PtOwnerFields
              idPrefix="pt-pitch"
              typeLegend={MARK_PT_INTEREST}
              quality={owner.leadQuality}
              noNeedToAssign={owner.noNeedToAssign}
              onQuality={(q) => setOwner((s) => chooseLeadQuality(s, q))}
              owner={owner.leadOwner ?? ''}
              onOwner={(id) => setOwner((s) => withOwner(s, id))}
              emptyOwnerLabel={CHOOSE}
              trainers={c.trainers}
              errors={errors}
              between={
                <Field>
                  <label htmlFor="pt-pitch-comment">{COMMENT_OPTIONAL_LABEL}</label>
                  <textarea id="pt-pitch-comment" value={comment} maxLength={1000} onChange={(e) => setComment(e.target.value)} />
                  {errors.comment === undefined ? null : <FieldError>{errors.comment}</FieldError>}
                </Field>
              }
            />
          </LeadForm>
        )}
      </QueryBlock>
    </Modal>
  )
}

/** The owner part with the picked owner ('' clears it). */
const withOwner = (s: LeadOwnerState, id: string): LeadOwnerState => {
  const { leadOwner: _old, ...rest } = s
  return id === '' ? rest : { ...rest, leadOwner: id }
}
