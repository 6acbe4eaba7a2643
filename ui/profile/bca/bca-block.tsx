import { useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import * as E from 'fp-ts/Either'
import { type BcaField, validateBca } from '../../../core/customer/bca.rule'
import {
  BCA_BMR,
  BCA_BODY_FAT,
  BCA_MUSCLE_MASS,
  BCA_NEVER_RECORDED,
  BCA_RECORD,
  BCA_TITLE,
  BCA_VISCERAL_FAT,
  BCA_WEIGHT,
  RECORD_BCA_TITLE,
  SUBMIT,
  bcaLastRecorded,
} from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { failureMessage, failureOf, useUseCaseMutation, useUseCaseQuery } from '../../app/use-use-case-query'
import { useOfflineQueue } from '../../offline/use-offline-queue'
import { useAttemptKey } from '../../offline/use-attempt-key'
import { useToast } from '../../feedback/toast'
import { theme } from '../../theme/theme'
import { Button } from '../../widgets/button'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
import { SubmitButton } from '../../widgets/submit-button'
import { CareCard } from '../care-block'
import { fieldErrorsOf, FormGrid, TextField } from '../../widgets/form-fields'
import { centreDate } from '../../widgets/centre-format'
import { careKeys } from '../care-keys'
import { useCareCustomer } from '../care-customer'

type Props = {
  readonly customerId: string
  readonly centre: Centre
  /** The customer's phone when the screen already holds it (BCA records are kept by phone). */
  readonly phone?: string
}

const FIELDS: readonly { readonly field: BcaField; readonly label: string }[] = [
  { field: 'weight', label: BCA_WEIGHT },
  { field: 'muscleMass', label: BCA_MUSCLE_MASS },
  { field: 'bodyFatPercentage', label: BCA_BODY_FAT },
  { field: 'visceralFatLevels', label: BCA_VISCERAL_FAT },
  { field: 'basalMetabolicRate', label: BCA_BMR },
]


/**
 * The BCA card (part 1 §2): the last recorded date and the latest measurements at this centre,
 * with 'Record' opening Record BCA.
 */
export const BcaBlock = ({ customerId, centre, phone }: Props) => {
  const loadHistory = useUseCase('loadBcaHistory')
  const [open, setOpen] = useState(false)
  const customer = useCareCustomer(customerId, phone === undefined)
  const knownPhone = phone ?? customer.data?.phone
  const history = useUseCaseQuery(careKeys.bcaHistory(customerId, centre.id), () => loadHistory(centre.id, knownPhone ?? ''), { enabled: knownPhone !== undefined })

  return (
    <CareCard
      title={BCA_TITLE}
      action={
        <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
          {BCA_RECORD}
        </Button>
      }
    >
      {knownPhone === undefined ? (
        <QueryBlock query={customer}>{() => null}</QueryBlock>
      ) : (
        <QueryBlock query={history} empty={{ when: (h) => h.records.length === 0, message: BCA_NEVER_RECORDED }}>
          {(h) => {
            const last = h.records[0]
            return (
              <>
                {h.lastRecordedAt === undefined ? null : <Last>{bcaLastRecorded(centreDate(h.lastRecordedAt))}</Last>}
                {last === undefined ? null : (
                  <Figures>
                    {FIELDS.map((f) => (
                      <div key={f.field}>
                        <dt>{f.label}</dt>
                        <dd>{last[f.field]}</dd>
                      </div>
                    ))}
                  </Figures>
                )}
              </>
            )
          }}
        </QueryBlock>
      )}
      {open ? <RecordBcaModal customerId={customerId} centre={centre} onClose={() => setOpen(false)} /> : null}
    </CareCard>
  )
}

/**
 * Record BCA (part 1 §5): weight required; muscle mass 5-70, body fat 5-70, visceral fat 1-60,
 * basal metabolic rate 500-4000, every error at once under its field. Success shows 'BCA recorded
 * successfully', closes and reloads the card; a refusal keeps the modal open with the server's words.
 */
export const RecordBcaModal = ({ customerId, centre, onClose }: { customerId: string; centre: Centre; onClose: () => void }) => {
  const toast = useToast()
  const [draft, setDraft] = useState<Record<BcaField, string>>({ weight: '', muscleMass: '', bodyFatPercentage: '', visceralFatLevels: '', basalMetabolicRate: '' })
  // Without a network the checked measurements are queued with their time and sent once the network is back.
  const offline = useOfflineQueue()
  const [queuedAway, setQueuedAway] = useState(false)
  const attemptKey = useAttemptKey()
  /**
   * Queues checked measurements (answers false when they do not pass the form's bounds: the form
   * shows why); `key`: the online attempt whose answer was lost, so the server applies it once.
   */
  const queueBca = (d: unknown, key?: string): boolean => {
    const measured = validateBca(d)
    if (E.isLeft(measured)) return false
    setQueuedAway(true)
    const payload = { userId: customerId, centerId: centre.id, measurements: measured.right }
    void offline.queue({ kind: 'RECORD_BCA', centreId: centre.id, customerId, payload, ...(key === undefined ? {} : { key }) }).then((queued) => {
      if (queued) onClose()
      else setQueuedAway(false)
    })
    return true
  }
  const record = useUseCaseMutation(useUseCase('recordBca'), {
    invalidates: () => [careKeys.bca(customerId)],
    onSuccess: (r) => {
      attemptKey.renew()
      toast.success(r.message)
      onClose()
    },
    onError: (f, _e, v) => {
      if (offline.mayQueue(f)) queueBca(v.draft, v.attemptKey)
      else attemptKey.renew()
    },
  })
  const errors = fieldErrorsOf<BcaField>(failureOf(record.error))
  const refusal = record.isError && !queuedAway && Object.keys(errors).length === 0 ? failureMessage(record.error) : undefined
  return (
    <Modal
      title={RECORD_BCA_TITLE}
      onClose={onClose}
      footer={
        <SubmitButton type="submit" form="record-bca" disabled={record.isPending} onClick={() => undefined}>
          {SUBMIT}
        </SubmitButton>
      }
    >
      <form
        id="record-bca"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (offline.offline() && queueBca(draft)) return
          record.mutate({ userId: customerId, centerId: centre.id, draft, attemptKey: attemptKey.current() })
        }}
      >
        <FormGrid>
          {FIELDS.map((f) => (
            <TextField
              key={f.field}
              label={f.label}
              inputMode="decimal"
              value={draft[f.field]}
              error={errors[f.field]}
              onChange={(v) => setDraft((d) => ({ ...d, [f.field]: v }))}
            />
          ))}
        </FormGrid>
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
      </form>
    </Modal>
  )
}

const Last = styled.p`
  margin: 0 0 8px;
  color: ${theme.color.muted};
`
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 8px;
  margin: 0;
  div {
    background: ${theme.color.surfaceMuted};
    border-radius: 8px;
    padding: 8px;
  }
  dt {
    font-size: 12px;
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`
const Problem = styled.p`
  color: ${theme.color.danger};
  margin: 12px 0 0;
`
