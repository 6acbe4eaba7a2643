import { useState } from 'react'
import { useUniqueId } from '../../app/use-unique-id'
import styled from 'styled-components'
import * as E from 'fp-ts/Either'
import type { TrainerSlot } from '../../../core/pt/pt-session'
import { validateRescheduleSlot, type ChosenSlot } from '../../../core/pt/reschedule-slot.rule'
import { CONTINUE, NO_FREE_SLOTS, SLOT_DAY, TIME_SLOT_REQUIRED } from '../../../core/shared/messages'
import type { CentreDay } from '../../../core/shared/centre-day'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { theme } from '../../theme/theme'
import { addDays, dayLabel, dayOf } from '../../widgets/calendar-day'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
import { SlotGrid } from '../../widgets/slot-grid'
import { SubmitButton } from '../../widgets/submit-button'
import { careKeys } from '../care-keys'
import { centreClock } from '../../widgets/centre-format'
import { SelectField } from '../../widgets/form-fields'

type Props = {
  readonly title: string
  readonly customerId: string
  readonly centerId: number
  readonly trainerId: string
  readonly pending: boolean
  /** The server's refusal, kept on screen with the modal open. */
  readonly refusal?: string | undefined
  readonly onChoose: (slot: ChosenSlot) => void
  readonly onClose: () => void
}

const DAYS_AHEAD = 7

/**
 * Select a slot (part 3 §2 "Other modals"): a day, the trainer's slots in 4-hour buckets, and
 * Continue. Only slots not blocked or booked can be chosen; Continue without one says 'Please
 * choose a time slot to proceed'.
 */
export const SlotPickerModal = ({ title, customerId, centerId, trainerId, pending, refusal, onChoose, onClose }: Props) => {
  const now = useUseCase('now')
  const loadSlots = useUseCase('loadTrainerSlots')
  const today = dayOf(now())
  const [day, setDay] = useState<CentreDay>(today)
  const [chosen, setChosen] = useState<TrainerSlot | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const groupId = useUniqueId()
  const slots = useUseCaseQuery(careKeys.ptSlots(customerId, centerId, trainerId, day), () => loadSlots({ centerId, trainerId, day }), { keepPrevious: false })
  const days = Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i))

  const submit = () => {
    const v = validateRescheduleSlot(chosen)
    if (E.isLeft(v)) {
      setError(v.left.errors.slot ?? TIME_SLOT_REQUIRED)
      return
    }
    setError(undefined)
    onChoose(v.right)
  }

  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <SubmitButton type="button" disabled={pending} onClick={submit}>
          {CONTINUE}
        </SubmitButton>
      }
    >
      <SelectField
        label={SLOT_DAY}
        value={day}
        options={days.map((d) => ({ value: d, label: dayLabel(d) }))}
        onChange={(d) => {
          setDay(d)
          setChosen(undefined)
        }}
      />
      <QueryBlock query={slots} empty={{ when: (s) => s.slots.length === 0, message: NO_FREE_SLOTS }}>
        {(s) => (
          <>
            <span id={`${groupId}-label`} hidden>
              {title}
            </span>
            <Spaced
              buckets={s.buckets}
              name={`${groupId}-slot`}
              chosen={chosen?.startTime}
              onChoose={(slot) => {
                setChosen(slot)
                setError(undefined)
              }}
              clock={centreClock}
              labelledBy={`${groupId}-label`}
              {...(error === undefined ? {} : { describedBy: `${groupId}-error` })}
            />
          </>
        )}
      </QueryBlock>
      {error === undefined ? null : (
        <Problem id={`${groupId}-error`} role="alert">
          {error}
        </Problem>
      )}
      {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
    </Modal>
  )
}

const Spaced = styled(SlotGrid<TrainerSlot>)`
  margin-top: 12px;
`
const Problem = styled.p`
  color: ${theme.color.danger};
  margin: 12px 0 0;
`
