import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import type { ChosenSlot } from '../../../core/pt/reschedule-slot.rule'
import { isPtMembershipCurrent } from '../../../core/pt/pt-membership.rule'
import { type PtPackMembership, ptPackTickets } from '../../../core/pt/pt-pack'
import { packName } from '../../../core/shared/pack-name.rule'
import type { PtSession } from '../../../core/pt/pt-session'
import { canRescheduleOrCancel, ptSessionStatusLabel, startSessionAction } from '../../../core/pt/pt-session-status.rule'
import { PAGE_SIZE } from '../../../core/shared/constants'
import { epochMs } from '../../../core/shared/brands'
import {
  BOOK_PT_SESSION,
  BOOK_PT_SESSION_TITLE,
  CANCEL,
  CANCEL_PT_SESSION_QUESTION,
  CANCEL_PT_SESSION_TITLE,
  KEEP_SESSION,
  NO_PT_PACKS,
  NO_PT_SESSIONS,
  PT_PACKS_TITLE,
  PT_STATUS_COMPLETED,
  PT_STATUS_ONGOING,
  PT_STATUS_PENDING,
  PT_STATUS_UPCOMING,
  PT_SESSIONS_TITLE,
  RESCHEDULE,
  RESCHEDULE_PT_SESSION_TITLE,
  ptSessionsUsed,
} from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { type Column, DataTable } from '../../widgets/data-table'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
import { StatusPill, type StatusTone } from '../../widgets/status-pill'
import { SubmitButton } from '../../widgets/submit-button'
import { CareCard } from '../care-block'
import { centreDate, inWords, sessionTime } from '../../widgets/centre-format'
import { careKeys } from '../care-keys'
import { useCareStaff } from '../care-staff'
import { SlotPickerModal } from './slot-picker-modal'

type Props = { readonly customerId: string; readonly centre: Centre }

/** Sessions the block lists: a cancelled (or rescheduled-away) session is no longer the customer's. */
const LISTED_SESSION_STATUSES = ['BOOKED', 'ATTENDED', 'NO_SHOW'] as const

type Dialog =
  | { readonly kind: 'book'; readonly pack: PtPackMembership; readonly trainerId: string }
  | { readonly kind: 'reschedule'; readonly session: PtSession }
  | { readonly kind: 'cancel'; readonly session: PtSession }

/**
 * Personal Training Packs and PT Sessions (part 1 §2, part 2 §4): packs with their sessions used,
 * sessions newest first with the status shown and the actions the rules allow: Reschedule and
 * Cancel while booked and not 15 minutes past the start, 'Start Session' / 'Mark Attended' with
 * EDIT on PT_MEMBERSHIP_UPDATE. A current pack with sessions left can book a session.
 */
/** How a session's status reads at a glance: booked ahead or under way, done, not marked; every other status is a no-show. */
const SESSION_TONES: Readonly<Record<string, StatusTone>> = { [PT_STATUS_UPCOMING]: 'info', [PT_STATUS_ONGOING]: 'info', [PT_STATUS_COMPLETED]: 'good', [PT_STATUS_PENDING]: 'warn' }
const SessionStatus = ({ label }: { readonly label: string }) => <StatusPill tone={SESSION_TONES[label] ?? 'bad'}>{label}</StatusPill>

export const PtBlock = ({ customerId }: Props) => {
  const loadPacks = useUseCase('loadPtPacks')
  const loadSessions = useUseCase('loadPtSessions')
  const clockNow = useUseCase('now')
  const staff = useCareStaff()
  const toast = useToast()
  const [dialog, setDialog] = useState<Dialog | undefined>(undefined)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const packs = useUseCaseQuery(careKeys.ptPacks(customerId), () => loadPacks(customerId))
  const sessions = useUseCaseQuery(careKeys.ptSessions(customerId), () => loadSessions(customerId, LISTED_SESSION_STATUSES))
  const now = clockNow()

  const close = () => {
    setDialog(undefined)
    setRefusal(undefined)
  }
  const changed = () => careKeys.pt(customerId)
  const onDone = (r: { message: string }) => {
    toast.success(r.message)
    close()
  }
  const book = useUseCaseMutation(useUseCase('bookPtSession'), { invalidates: changed, onSuccess: onDone, onError: (_f, e) => setRefusal(failureMessage(e)) })
  const reschedule = useUseCaseMutation(useUseCase('reschedulePtSession'), {
    invalidates: changed,
    onSuccess: onDone,
    onError: (_f, e) => setRefusal(failureMessage(e)),
  })
  const cancelSession = useUseCase('cancelPtSession')
  const cancel = useUseCaseMutation(cancelSession, {
    invalidates: changed,
    onSuccess: onDone,
    // The session list reloads on success or failure (part 2 §4).
    onError: (_f, e) => {
      toast.error(failureMessage(e))
      close()
      void sessions.refetch()
    },
  })
  const start = useUseCaseMutation(useUseCase('startPtSession'), { invalidates: changed, onSuccess: (r) => toast.success(r.message), onError: (_f, e) => toast.error(failureMessage(e)) })

  const trainerNames = new Map((packs.data ?? []).flatMap((p) => (p.preferredTrainerId === undefined ? [] : [[p.preferredTrainerId, p.trainerName] as const])))

  const packColumns: readonly Column<PtPackMembership>[] = [
    {
      key: 'name',
      header: 'Pack',
      cell: (p) => (
        <Stack>
          <strong>{packName(p.name, ptPackTickets(p).max || undefined)}</strong>
          <small>
            {p.trainerName} · {centreDate(p.start)} – {centreDate(p.end)}
          </small>
        </Stack>
      ),
    },
    {
      key: 'used',
      header: 'Sessions',
      cell: (p) => {
        const t = ptPackTickets(p)
        return ptSessionsUsed(t.used, t.max)
      },
    },
    {
      key: 'book',
      header: 'Actions',
      cell: (p) => {
        const t = ptPackTickets(p)
        const trainerId = p.preferredTrainerId
        const can = trainerId !== undefined && isPtMembershipCurrent(p, epochMs(now)) && t.used < t.max
        return can ? (
          <Button type="button" $variant="secondary" onClick={() => setDialog({ kind: 'book', pack: p, trainerId })}>
            {BOOK_PT_SESSION}
          </Button>
        ) : null
      },
    },
  ]

  const sessionColumns: readonly Column<PtSession>[] = [
    {
      key: 'time',
      header: 'Session',
      cell: (s) => (
        <Stack>
          <span>{sessionTime(s.startTime)}</span>
          <small>{trainerNames.get(s.identityId) ?? inWords(s.identityId)}</small>
        </Stack>
      ),
    },
    { key: 'status', header: 'Status', cell: (s) => <SessionStatus label={ptSessionStatusLabel(s, epochMs(now))} /> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) => {
        const changeable = canRescheduleOrCancel(s, epochMs(now))
        const startAction = startSessionAction(s, epochMs(now), staff.canEditPtMembership)
        return (
          <Actions>
            {changeable ? (
              <>
                <Button type="button" $variant="secondary" aria-label={`${RESCHEDULE} ${sessionTime(s.startTime)}`} onClick={() => setDialog({ kind: 'reschedule', session: s })}>
                  {RESCHEDULE}
                </Button>
                <Button type="button" $variant="secondary" aria-label={`${CANCEL} ${sessionTime(s.startTime)}`} onClick={() => setDialog({ kind: 'cancel', session: s })}>
                  {CANCEL}
                </Button>
              </>
            ) : null}
            {startAction === undefined ? null : (
              <SubmitButton type="button" disabled={start.isPending} onClick={() => start.mutate(s.id)}>
                {startAction.label}
              </SubmitButton>
            )}
          </Actions>
        )
      },
    },
  ]

  return (
    <>
      <CareCard title={PT_PACKS_TITLE}>
        <QueryBlock query={packs} empty={{ when: (p) => p.length === 0, message: NO_PT_PACKS }}>
          {(rows) => <DataTable caption={PT_PACKS_TITLE} columns={packColumns} rows={rows} rowKey={(p) => String(p.id)} pageSize={PAGE_SIZE.ptPacks} />}
        </QueryBlock>
      </CareCard>
      <CareCard title={PT_SESSIONS_TITLE}>
        <QueryBlock query={sessions} empty={{ when: (s) => s.length === 0, message: NO_PT_SESSIONS }}>
          {(rows) => <DataTable caption={PT_SESSIONS_TITLE} columns={sessionColumns} rows={rows} rowKey={(s) => s.id} pageSize={PAGE_SIZE.ptSessions} />}
        </QueryBlock>
      </CareCard>
      {dialog?.kind === 'book' ? (
        <SlotPickerModal
          title={BOOK_PT_SESSION_TITLE}
          customerId={customerId}
          centerId={dialog.pack.centerId}
          trainerId={dialog.trainerId}
          pending={book.isPending}
          refusal={refusal}
          onClose={close}
          onChoose={(slot: ChosenSlot) =>
            book.mutate({ userId: customerId, centerId: dialog.pack.centerId, trainerId: dialog.trainerId, startTime: slot.startTime, endTime: slot.endTime })
          }
        />
      ) : null}
      {dialog?.kind === 'reschedule' ? (
        <SlotPickerModal
          title={RESCHEDULE_PT_SESSION_TITLE}
          customerId={customerId}
          centerId={dialog.session.centerId}
          trainerId={dialog.session.identityId}
          pending={reschedule.isPending}
          refusal={refusal}
          onClose={close}
          onChoose={(slot) => reschedule.mutate({ sessionId: dialog.session.id, slot })}
        />
      ) : null}
      {dialog?.kind === 'cancel' ? (
        <Modal
          title={CANCEL_PT_SESSION_TITLE}
          onClose={close}
          footer={
            <>
              <Button type="button" $variant="secondary" onClick={close}>
                {KEEP_SESSION}
              </Button>
              <SubmitButton type="button" disabled={cancel.isPending} onClick={() => cancel.mutate(dialog.session.id)}>
                {CANCEL_PT_SESSION_TITLE}
              </SubmitButton>
            </>
          }
        >
          <p>{CANCEL_PT_SESSION_QUESTION}</p>
          <p>
            <strong>{sessionTime(dialog.session.startTime)}</strong>
          </p>
        </Modal>
      ) : null}
    </>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`
const Stack = styled.span`
  display: grid;
  gap: 2px;
  small {
    color: ${theme.color.muted};
  }
`
