import { useState } from 'react'
import * as E from 'fp-ts/Either'
import type { Centre } from '../../core/centre/centre'
import { pitchedByRoles, userEligibleToPitch } from '../../core/access/pitched-by.rule'
import { type RecordPitchField, type RecordPitchInput, validateRecordPitch } from '../../core/lead/record-pitch.rule'
import type { Pitch } from '../../core/lead/lead'
import { LEAD_QUALITIES, PITCH_SOURCE_OPTIONS } from '../../core/shared/constants'
import { CANCEL, RECORD_PITCH_TITLE, REMARKS_LABEL, pitchForUnknownPhone } from '../../core/shared/messages'
import { useUseCaseMutation, useUseCaseQuery, failureMessage } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useStaffAccess } from '../shell/staff-access.context'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { SubmitButton } from '../widgets/submit-button'
import { useFieldErrors } from '../widgets/use-form-mutation'
import { OtpModal } from './otp-modal'
import { useOfflineQueue } from '../offline/use-offline-queue'
import { useAttemptKey } from '../offline/use-attempt-key'
import { Form, FormActions } from './profile-styles'
import styled from 'styled-components'
import { theme } from '../theme/theme'

/** The OTP service context of a pitch (chosen: the spec does not name it). */
const PITCH_OTP_CONTEXT = 'RECORD_PITCH'

/** The comment-tag product of a centre (the tags are keyed by product). */
const productOf = (c: Centre): string => (c.type === 'PLAY' ? 'PLAY' : 'CULTPASS')

type Props = {
  readonly centre: Centre
  readonly phone: string
  /** Known when pitching to an existing customer: the name is then locked. */
  readonly customer?: { readonly id: string; readonly name: string; readonly isPhoneVerified: boolean }
  readonly onClose: () => void
  readonly onRecorded: (customerId: string) => void
  readonly onFailed?: (message: string) => void
}

/**
 * Record Pitch (part 1 §5, part 3): customer name (locked when the customer is known), lead
 * quality, comment tag, source, pitched by and remarks, every error at once; the phone is shown,
 * not editable. OTP verification comes first, unless the customer is already verified at a LUX
 * centre. Success: 'Pitch recorded successfully'; failure: 'Record Pitch unsuccessful'.
 */
export const RecordPitchModal = ({ centre, phone, customer, onClose, onRecorded, onFailed }: Props) => {
  const { state } = useStaffAccess()
  const me = state.status === 'ready' ? state.access.userContext : undefined
  const roleName = state.status === 'ready' ? state.access.memberships.at(-1)?.roleName : undefined
  const loadEmployees = useUseCase('loadEmployees')
  const loadTags = useUseCase('leadCommentTags')
  const recordPitch = useUseCase('recordPitch')
  const toast = useToast()
  const employees = useUseCaseQuery(['centre', centre.id, 'pitch-employees'], () => loadEmployees(centre.centerServiceId, pitchedByRoles(centre)))
  const tags = useUseCaseQuery(['lead-comment-tags'], () => loadTags(), { staleTime: 10 * 60_000 })
  const [draft, setDraft] = useState<Record<string, string>>({ customerName: customer?.name ?? '' })
  const { errors, attempt, refuse, clear } = useFieldErrors<RecordPitchField>()
  const [ready, setReady] = useState<RecordPitchInput | undefined>(undefined)
  const set = (k: string) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }))

  const pitchOf = (v: RecordPitchInput): Pitch => ({
    centerId: centre.id,
    centerServiceCenterId: centre.centerServiceId,
    centerType: centre.type,
    centerCategory: centre.type === 'PLAY' ? 'PLAY' : centre.type === 'CULT' ? 'GX' : 'GA',
    type: centre.type === 'PLAY' ? 'PLAY_JOINING' : 'GYM_JOINING',
    customerName: v.customerName,
    customerPhone: phone,
    ...(customer === undefined ? {} : { customerId: customer.id }),
    remarks: v.remarks,
    source: v.source,
    pitchSource: v.source,
    pitchedByUserId: v.pitchedBy,
    leadType: v.leadQuality,
    commentTag: v.commentTag,
  })
  // Without a network the pitch is queued with its time (no OTP then) and sent once the network is back.
  // An online attempt whose answer is lost is queued under its own key: the server applies it once.
  const offline = useOfflineQueue()
  const attemptKey = useAttemptKey()
  const queuePitch = (v: RecordPitchInput, key?: string) =>
    void offline
      .queue({
        kind: 'RECORD_PITCH',
        centreId: centre.id,
        ...(customer === undefined ? {} : { customerId: customer.id }),
        payload: { pitch: pitchOf(v) },
        ...(key === undefined ? {} : { key }),
      })
      .then((queued) => {
        if (queued) onClose()
      })
  const submit = useUseCaseMutation((a: { readonly v: RecordPitchInput; readonly key: string }) => recordPitch(pitchOf(a.v), a.key), {
    onSuccess: (r) => {
      attemptKey.renew()
      toast.success(r.message)
      onRecorded(r.value.customerId)
    },
    onError: (f, e, a) => {
      if (offline.mayQueue(f)) {
        queuePitch(a.v, a.key)
        return
      }
      attemptKey.renew()
      const message = failureMessage(e)
      if (onFailed === undefined) toast.error(message)
      else onFailed(message)
    },
  })
  const needsOtp = !(customer?.isPhoneVerified === true && centre.subType === 'LUX')
  const pitchers = [
    ...(me !== undefined && userEligibleToPitch(centre, roleName) ? [{ value: me.id, label: me.name }] : []),
    ...(employees.data ?? []).map((x) => ({ value: x.value, label: x.label })),
  ]
  const tagList = tags.data?.[productOf(centre)] ?? Object.values(tags.data ?? {}).flat()

  return (
    <>
      <Modal title={RECORD_PITCH_TITLE} onClose={onClose}>
        {customer === undefined ? <NobodyFound role="status">{pitchForUnknownPhone(phone)}</NobodyFound> : null}
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            const v = validateRecordPitch(draft)
            if (E.isLeft(v)) {
              refuse(v.left.errors)
              return
            }
            clear()
            if (offline.offline()) queuePitch(v.right)
            else if (needsOtp) setReady(v.right)
            else submit.mutate({ v: v.right, key: attemptKey.current() })
          }}
        >
          <Field>
            <label htmlFor="pitch-phone">Phone</label>
            <input id="pitch-phone" value={phone} readOnly />
          </Field>
          <Field>
            <label htmlFor="pitch-name">Customer Name</label>
            <input id="pitch-name" value={draft.customerName ?? ''} onChange={set('customerName')} readOnly={customer !== undefined} />
            {errors.customerName === undefined ? null : <FieldError>{errors.customerName}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="pitch-quality">Lead Quality</label>
            <select id="pitch-quality" value={draft.leadQuality ?? ''} onChange={set('leadQuality')}>
              <option value="">Choose</option>
              {LEAD_QUALITIES.map((q) => (
                <option key={q} value={q}>
                  {q.replace('_', ' ')}
                </option>
              ))}
            </select>
            {errors.leadQuality === undefined ? null : <FieldError>{errors.leadQuality}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="pitch-tag">Comment Tag</label>
            <select id="pitch-tag" value={draft.commentTag ?? ''} onChange={set('commentTag')}>
              <option value="">Choose</option>
              {tagList.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            {errors.commentTag === undefined ? null : <FieldError>{errors.commentTag}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="pitch-source">Source</label>
            <select id="pitch-source" value={draft.source ?? ''} onChange={set('source')}>
              <option value="">Choose</option>
              {PITCH_SOURCE_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            {errors.source === undefined ? null : <FieldError>{errors.source}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="pitch-by">Pitched By</label>
            <select id="pitch-by" value={draft.pitchedBy ?? ''} onChange={set('pitchedBy')}>
              <option value="">Choose</option>
              {pitchers.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
            {errors.pitchedBy === undefined ? null : <FieldError>{errors.pitchedBy}</FieldError>}
          </Field>
          <Field>
            <label htmlFor="pitch-remarks">{REMARKS_LABEL}</label>
            <textarea id="pitch-remarks" rows={2} value={draft.remarks ?? ''} onChange={set('remarks')} />
            {errors.remarks === undefined ? null : <FieldError>{errors.remarks}</FieldError>}
          </Field>
          <FormActions>
            <Button type="button" $variant="secondary" onClick={onClose}>
              {CANCEL}
            </Button>
            <SubmitButton key={attempt} onClick={() => undefined} disabled={submit.isPending}>
              {RECORD_PITCH_TITLE}
            </SubmitButton>
          </FormActions>
        </Form>
      </Modal>
      {ready === undefined ? null : (
        <OtpModal
          phone={phone}
          context={PITCH_OTP_CONTEXT}
          onClose={() => setReady(undefined)}
          onVerified={() => {
            const v = ready
            setReady(undefined)
            submit.mutate({ v, key: attemptKey.current() })
          }}
        />
      )}
    </>
  )
}

/** Why Record Pitch opened from a search: nobody has this phone yet. */
const NobodyFound = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${theme.color.primarySoft};
  color: ${theme.color.text};
`
