import { useId, useState } from 'react'
import styled from 'styled-components'
import * as E from 'fp-ts/Either'
import type { TrainerSlot } from '../../../core/pt/pt-session'
import { isSlotSelectable } from '../../../core/pt/trainer-slots.rule'
import { validateRescheduleSlot, type ChosenSlot } from '../../../core/forms/reschedule-slot.rule'
import { CONTINUE, NO_FREE_SLOTS, SLOT_BLOCKED, SLOT_BOOKED, SLOT_DAY, TIME_SLOT_REQUIRED } from '../../../core/shared/messages'
import type { CentreDay } from '../../../core/shared/centre-day'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { theme } from '../../theme/theme'
import { addDays, dayLabel, dayOf } from '../../widgets/calendar-day'
import { Modal } from '../../widgets/modal'
import { QueryBlock } from '../../widgets/query-block'
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

const slotLabel = (s: TrainerSlot): string => {
  const time = `${centreClock(s.startTime)} – ${centreClock(s.endTime)}`
  const st = s.status.toUpperCase()
  return st === 'BOOKED' ? `${time} (${SLOT_BOOKED})` : st === 'BLOCKED' ? `${time} (${SLOT_BLOCKED})` : time
}

const hourLabel = (h: number): string => `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`

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
  const groupId = useId()
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
          <Slots role="radiogroup" aria-labelledby={`${groupId}-label`} aria-describedby={error === undefined ? undefined : `${groupId}-error`}>
            <span id={`${groupId}-label`} hidden>
              {title}
            </span>
            {s.buckets
              .filter((b) => b.slots.length > 0)
              .map((b) => (
                <fieldset key={b.fromHour}>
                  <legend>
                    {hourLabel(b.fromHour)} – {hourLabel(b.toHour)}
                  </legend>
                  {b.slots.map((slot) => {
                    const free = isSlotSelectable(slot)
                    return (
                      <label key={slot.startTime} data-free={free}>
                        <input
                          type="radio"
                          name={`${groupId}-slot`}
                          disabled={!free}
                          checked={chosen?.startTime === slot.startTime}
                          onChange={() => {
                            setChosen(slot)
                            setError(undefined)
                          }}
                        />
                        {slotLabel(slot)}
                      </label>
                    )
                  })}
                </fieldset>
              ))}
          </Slots>
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

const Slots = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 12px;
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    margin: 0;
    padding: 8px 10px;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  legend {
    font-weight: 600;
    font-size: 13px;
    padding: 0 4px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 6px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 999px;
    font-size: 14px;
  }
  label[data-free='false'] {
    color: ${theme.color.muted};
    background: ${theme.color.surfaceMuted};
    text-decoration: line-through;
  }
`
const Problem = styled.p`
  color: ${theme.color.danger};
  margin: 12px 0 0;
`
