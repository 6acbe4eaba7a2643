import * as E from 'fp-ts/Either'
import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useCanOpen } from '../shell/staff-access.context'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { LeadQuality } from '../../core/lead/record-pitch.rule'
import { RECORD_LEAD_CHOICES, commentTagsOf, offersSkipFollowUp } from '../../core/lead/lead-follow-up.rule'
import type { LeadHistory } from '../../core/lead/lead-desk'
import { validateRecordLead } from '../../core/lead/lead.rule'
import type { UpdateLeadRequest } from '../../core/lead/update-lead.use-case'
import {
  CANCEL,
  COMMENT_LABEL,
  COMMENT_TAG_LABEL,
  CHOOSE,
  LEAD_QUALITY_LABEL,
  NO_PREVIOUS_INTERACTIONS,
  PREVIOUS_INTERACTIONS,
  RECORD_LEAD_TITLE_FALLBACK,
  SELL_PACK,
  UPDATE_LEAD,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useAttemptKey } from '../offline/use-attempt-key'
import { useOfflineQueue } from '../offline/use-offline-queue'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { formatWhen } from './lead-format'
import { Actions, Choices, LeadForm } from './lead-styles'
import { FollowUpFields } from './follow-up-fields'
import { enumLabel } from '../../core/shared/enum-labels'

type Props = {
  readonly userId: string
  readonly centre: Centre
  readonly onClose: () => void
}

/** Query keys of the leads desk: every block of a centre starts with ['leads', centerServiceId]. */
export const leadsKey = (centerServiceId: number) => ['leads', centerServiceId] as const

/**
 * Record Lead (part 3 §2, §5, §8): the lead name as title, previous interactions, comment tag
 * (the centre's product), comment, quality, next follow-up date and time (yesterday to 45 days
 * ahead) or, for COLD, 'Don’t add follow-up time'. 'Sell Pack' opens /sell-packs as from the lead
 * manager; 'Update Lead' answers 'Lead Updated successfully'.
 */
export const RecordLeadModal = ({ userId, centre, onClose }: Props) => {
  const csid = centre.centerServiceId
  const history = useUseCaseQuery([...leadsKey(csid), 'history', userId], useUseCase('leadHistory').bind(null, userId, csid))
  const loadConfig = useUseCase('updateLeadConfig')
  const config = useUseCaseQuery([...leadsKey(csid), 'update-config'], () => loadConfig(csid), { staleTime: 10 * 60_000 })
  const now = useUseCase('now')()
  const navigate = useNavigate()
  const canOpen = useCanOpen()
  const toast = useToast()
  const [draft, setDraft] = useState<{ commentTag: string; comment: string; leadQuality?: LeadQuality; followUpDate: string; followUpTime: string; skipFollowUp: boolean }>({
    commentTag: '',
    comment: '',
    followUpDate: '',
    followUpTime: '',
    skipFollowUp: false,
  })
  // Without a network a checked update is queued with its time and sent once the network is back.
  const offline = useOfflineQueue()
  const attemptKey = useAttemptKey()
  const sent = useRef<UpdateLeadRequest>(undefined)
  /**
   * Queues a checked update (answers false when the draft does not pass the form's rules: the form
   * shows why); `key`: the online attempt whose answer was lost, so the server applies it once.
   */
  const queueUpdate = (r: UpdateLeadRequest, key?: string): boolean => {
    const checked = validateRecordLead(r.draft, now)
    if (E.isLeft(checked)) return false
    const v = checked.right
    const update = {
      taskInstanceId: r.taskInstanceId,
      userId: r.userId,
      commentTag: v.commentTag,
      comment: v.comment,
      leadQuality: v.leadQuality,
      skipFollowUp: v.skipFollowUp,
      ...(v.nextFollowUpTime === undefined ? {} : { nextFollowUpTime: v.nextFollowUpTime }),
    }
    void offline.queue({ kind: 'RECORD_LEAD', centreId: centre.id, customerId: r.userId, payload: { update }, ...(key === undefined ? {} : { key }) }).then((queued) => {
      if (queued) onClose()
    })
    return true
  }
  const { mutation, errors, attempt } = useFormMutation(useUseCase('updateLead'), {
    invalidates: () => [leadsKey(csid)],
    onSuccess: (r) => {
      attemptKey.renew()
      toast.success(r.message)
      onClose()
    },
    onError: (message, failure) => {
      const r = sent.current
      if (r !== undefined && offline.mayQueue(failure) && queueUpdate(r, r.attemptKey)) return
      attemptKey.renew()
      toast.error(message)
    },
  })
  const lead = history.data?.lead
  const title = lead?.customerName ?? RECORD_LEAD_TITLE_FALLBACK
  const tags = config.data === undefined ? [] : commentTagsOf(config.data.commentTags, config.data.product)
  const skip = draft.skipFollowUp && offersSkipFollowUp(draft.leadQuality)
  const set = <K extends keyof typeof draft>(k: K, v: (typeof draft)[K]) => setDraft((d) => ({ ...d, [k]: v }))

  return (
    <Modal
      title={title}
      onClose={onClose}
      width={600}
      footer={
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          {canOpen('/sell-packs') ? (
            <Button type="button" $variant="secondary" onClick={() => navigate('/sell-packs', { state: { userId, fromLeadManager: true } })}>
              {SELL_PACK}
            </Button>
          ) : null}
          <SubmitButton key={attempt} type="submit" form="record-lead" disabled={mutation.isPending || lead?.taskInstanceId === undefined} onClick={() => undefined}>
            {UPDATE_LEAD}
          </SubmitButton>
        </Actions>
      }
    >
      <QueryBlock query={history}>
        {(h) => (
          <>
            <Interactions history={h} />
            <LeadForm
              id="record-lead"
              noValidate
              onSubmit={(e) => {
                e.preventDefault()
                if (h.lead.taskInstanceId === undefined) return
                const r: UpdateLeadRequest = { taskInstanceId: h.lead.taskInstanceId, userId, draft: { ...draft, skipFollowUp: skip }, attemptKey: attemptKey.current() }
                if (offline.offline() && queueUpdate(r)) return
                sent.current = r
                mutation.mutate(r)
              }}
            >
              <Field>
                <label htmlFor="lead-tag">{COMMENT_TAG_LABEL}</label>
                <select id="lead-tag" value={draft.commentTag} onChange={(e) => set('commentTag', e.target.value)} aria-invalid={errors.commentTag !== undefined}>
                  <option value="">{CHOOSE}</option>
                  {tags.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
                {errors.commentTag === undefined ? null : <FieldError>{errors.commentTag}</FieldError>}
              </Field>
              <Field>
                <label htmlFor="lead-comment">{COMMENT_LABEL}</label>
                <textarea id="lead-comment" value={draft.comment} maxLength={1000} onChange={(e) => set('comment', e.target.value)} aria-invalid={errors.comment !== undefined} />
                {errors.comment === undefined ? null : <FieldError>{errors.comment}</FieldError>}
              </Field>
              <Choices aria-invalid={errors.leadQuality !== undefined}>
                <legend>{LEAD_QUALITY_LABEL}</legend>
                {RECORD_LEAD_CHOICES.map((q) => (
                  <label key={q}>
                    <input type="radio" name="lead-quality" value={q} checked={draft.leadQuality === q} onChange={() => set('leadQuality', q)} />
                    {enumLabel('leadQuality', q)}
                  </label>
                ))}
              </Choices>
              {errors.leadQuality === undefined ? null : <FieldError>{errors.leadQuality}</FieldError>}
              <FollowUpFields idPrefix="lead" quality={draft.leadQuality} now={now} draft={draft} errors={errors} onChange={(c) => setDraft((d) => ({ ...d, ...c }))} />
            </LeadForm>
          </>
        )}
      </QueryBlock>
    </Modal>
  )
}

/** The lead's previous interactions, newest first. */
export const Interactions = ({ history }: { readonly history: LeadHistory }) => (
  <History aria-label={PREVIOUS_INTERACTIONS}>
    <h3>{PREVIOUS_INTERACTIONS}</h3>
    {history.interactions.length === 0 ? (
      <p>{NO_PREVIOUS_INTERACTIONS}</p>
    ) : (
      // Scrolls when long: focusable so a keyboard can scroll it.
      <ol tabIndex={0} aria-label={PREVIOUS_INTERACTIONS}>
        {history.interactions.slice(0, 5).map((i, n) => (
          <li key={`${i.at}-${n}`}>
            <strong>{enumLabel('leadInteraction', i.kind)}</strong>
            {i.leadQuality === undefined ? null : <span> · {enumLabel('leadQuality', i.leadQuality)}</span>}
            {i.commentTag === undefined ? null : <span> · {i.commentTag}</span>}
            <div>{i.comment}</div>
            <small>
              {formatWhen(i.at)} · {i.byName}
            </small>
          </li>
        ))}
      </ol>
    )}
  </History>
)

const History = styled.section`
  margin-bottom: 14px;
  h3 {
    margin: 0 0 6px;
    font-size: 14px;
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
    max-height: 180px;
    overflow-y: auto;
  }
  li {
    padding: 8px 10px;
    background: ${theme.color.surfaceMuted};
    border-radius: 8px;
    font-size: 14px;
  }
  small {
    color: ${theme.color.muted};
  }
`
