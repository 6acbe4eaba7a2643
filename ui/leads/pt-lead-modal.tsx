import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useCanOpen } from '../shell/staff-access.context'
import type { Centre } from '../../core/centre/centre'
import { chooseLeadQuality, EMPTY_LEAD_OWNER_STATE } from '../../core/lead/lead-modal.rule'
import { offersSkipFollowUp } from '../../core/lead/lead-follow-up.rule'
import {
  ALREADY_OWNED_BY,
  BOOK_ASSESSMENT,
  CHOOSE,
  COMMENT_OPTIONAL_LABEL,
  COMMENT_TAG_LABEL,
  LEAD_QUALITY_LABEL,
  PT_LEAD,
  SELL_PT_PACK,
  SUBMIT_LEAD,
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
import { FollowUpFields } from './follow-up-fields'
import { PtOwnerFields } from './pt-owner-fields'

type Props = { readonly userId: string; readonly centre: Centre; readonly customerName?: string; readonly onClose: () => void }

/**
 * PT Lead (part 3 §2, §3, §5): lead owner (PT trainers only; not needed when the lead is already
 * owned or NOT_INTERESTED), lead quality, next follow-up date and time, comment tag, optional
 * comment; 'Sell PT Pack', 'BOOK ASSESSMENT', 'Submit Lead' (submitLead with the PT_PITCH payload).
 */
export const PtLeadModal = ({ userId, centre, customerName, onClose }: Props) => {
  const csid = centre.centerServiceId
  const loadConfig = useUseCase('ptLeadModalConfig')
  const config = useUseCaseQuery([...leadsKey(csid), 'pt-config', userId], () => loadConfig(userId, csid))
  const now = useUseCase('now')()
  const navigate = useNavigate()
  const canOpen = useCanOpen()
  const toast = useToast()
  const [quality, setQuality] = useState(EMPTY_LEAD_OWNER_STATE)
  const [draft, setDraft] = useState({ leadOwner: '', commentTag: '', comment: '', followUpDate: '', followUpTime: '', skipFollowUp: false })
  const set = <K extends keyof typeof draft>(k: K, v: (typeof draft)[K]) => setDraft((d) => ({ ...d, [k]: v }))
  const { mutation, errors, attempt } = useFormMutation(useUseCase('submitPtLead'), {
    invalidates: () => [leadsKey(csid)],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
  })
  const skip = draft.skipFollowUp && offersSkipFollowUp(quality.leadQuality)
  return (
    <Modal
      title={customerName === undefined ? PT_LEAD : `${PT_LEAD}: ${customerName}`}
      onClose={onClose}
      width={600}
      footer={
        <Actions>
          {canOpen('/pt') ? (
            <>
              <Button type="button" $variant="secondary" onClick={() => navigate('/pt', { state: { userId } })}>
                {SELL_PT_PACK}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => navigate('/pt', { state: { userId, book: 'ASSESSMENT' } })}>
                {BOOK_ASSESSMENT}
              </Button>
            </>
          ) : null}
          <SubmitButton key={attempt} type="submit" form="pt-lead" disabled={mutation.isPending || config.data === undefined} onClick={() => undefined}>
            {SUBMIT_LEAD}
          </SubmitButton>
        </Actions>
      }
    >
      <QueryBlock query={config}>
        {(c) => {
          const open = c.lead
          const owned = open !== undefined && open.assigneeId !== ''
          return (
            <LeadForm
              id="pt-lead"
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                mutation.mutate({
                  userId,
                  centerServiceId: csid,
                  ...(open === undefined ? {} : { openLead: { assigneeId: open.assigneeId, ...(open.taskInstanceId === undefined ? {} : { taskInstanceId: open.taskInstanceId }) } }),
                  draft: { ...draft, skipFollowUp: skip, ...(quality.leadQuality === undefined ? {} : { leadQuality: quality.leadQuality }) },
                })
              }}
            >
              <PtOwnerFields
                idPrefix="pt-lead"
                typeLegend={LEAD_QUALITY_LABEL}
                quality={quality.leadQuality}
                noNeedToAssign={quality.noNeedToAssign}
                onQuality={(q) => setQuality((s) => chooseLeadQuality(s, q))}
                owner={draft.leadOwner}
                onOwner={(id) => set('leadOwner', id)}
                emptyOwnerLabel={owned ? ALREADY_OWNED_BY(open.assigneeName) : CHOOSE}
                trainers={c.trainers}
                errors={errors}
                ownerFirst
              />
              <FollowUpFields idPrefix="pt-lead" quality={quality.leadQuality} now={now} draft={draft} errors={errors} onChange={(c) => setDraft((d) => ({ ...d, ...c }))} />
              <Field>
                <label htmlFor="pt-lead-tag">{COMMENT_TAG_LABEL}</label>
                <select id="pt-lead-tag" value={draft.commentTag} onChange={(e) => set('commentTag', e.target.value)}>
                  <option value="">{CHOOSE}</option>
                  {c.commentTags.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
                {errors.commentTag === undefined ? null : <FieldError>{errors.commentTag}</FieldError>}
              </Field>
              <Field>
                <label htmlFor="pt-lead-comment">{COMMENT_OPTIONAL_LABEL}</label>
                <textarea id="pt-lead-comment" value={draft.comment} maxLength={1000} onChange={(e) => set('comment', e.target.value)} />
              </Field>
            </LeadForm>
          )
        }}
      </QueryBlock>
    </Modal>
  )
}
