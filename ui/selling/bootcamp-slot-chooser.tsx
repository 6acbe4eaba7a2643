import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import styled from 'styled-components'
import { chosenBootcampSlot } from '../../core/selling/bootcamp-slots.rule'
import {
  CHANGE_SLOT,
  NO_SLOTS_LEFT,
  SELECT_SLOT_TITLE,
  SLOT_CONTINUE,
  SLOT_DATE_LABEL,
  SLOT_LIST_LABEL,
  slotChosen,
  slotLabel,
} from '../../core/shared/messages'
import { useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { QueryBlock } from '../widgets/query-block'
import { FieldError } from '../widgets/field'

type Props = {
  readonly centerServiceId: number
  readonly userId: string
  /** Today on the centre's clock: the first day that can be picked. */
  readonly today: string
  /** The slot id once saved as the preference (undefined until then). */
  readonly onSlot: (slotId: string | undefined) => void
}

/**
 * Select a slot (part 2 §2, §4 "Bootcamp and source sales"): a date, the slots with a place left
 * (full ones hidden), Continue. Continue saves the chosen slot as the user's BOOTCAMP_PREFERENCE and
 * hands its id to the sale; without a choice it says 'Please choose a time slot to proceed'.
 */
export const BootcampSlotChooser = ({ centerServiceId, userId, today, onSlot }: Props) => {
  const id = useUniqueId()
  const bootcampSlots = useUseCase('bootcampSlots')
  const savePreference = useUseCase('saveBootcampPreference')
  const slots = useUseCaseQuery(['selling', 'centre', centerServiceId, 'bootcamp-slots'], () => bootcampSlots({ centerServiceId }))
  const save = useUseCaseMutation((slotId: string) => savePreference({ userId, slotId }), { invalidates: () => [['selling', 'centre', centerServiceId, 'bootcamp-slots']] })
  const [day, setDay] = useState<string | undefined>(today)
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const [saved, setSaved] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)

  const chosen = slots.data?.find((s) => s.bootcampSlotId === saved)
  if (chosen !== undefined)
    return (
      <Box aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{SELECT_SLOT_TITLE}</h3>
        <p>{slotChosen(chosen.fromSlotTime, chosen.toSlotTime, chosen.onBoardingTime)}</p>
        <Button
          type="button"
          onClick={() => {
            setSaved(undefined)
            onSlot(undefined)
          }}
        >
          {CHANGE_SLOT}
        </Button>
      </Box>
    )

  const proceed = () => {
    const r = chosenBootcampSlot(slots.data ?? [], picked)
    if (r._tag === 'Left') {
      setError(r.left)
      return
    }
    setError(undefined)
    save.mutate(r.right.bootcampSlotId, {
      onSuccess: () => {
        setSaved(r.right.bootcampSlotId)
        onSlot(r.right.bootcampSlotId)
      },
      onError: (e) => setError(e.message),
    })
  }

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{SELECT_SLOT_TITLE}</h3>
      <DatePicker label={SLOT_DATE_LABEL} value={day} onChange={setDay} min={today} />
      <QueryBlock query={slots} empty={{ when: (s) => s.length === 0, message: NO_SLOTS_LEFT }}>
        {(list) => (
          <fieldset>
            <legend>{SLOT_LIST_LABEL}</legend>
            {list.map((s) => (
              <Slot key={s.bootcampSlotId}>
                <input
                  type="radio"
                  name={`${id}-slot`}
                  id={`${id}-${s.bootcampSlotId}`}
                  value={s.bootcampSlotId}
                  checked={picked === s.bootcampSlotId}
                  onChange={() => setPicked(s.bootcampSlotId)}
                />
                <label htmlFor={`${id}-${s.bootcampSlotId}`}>{slotLabel(s.fromSlotTime, s.toSlotTime, s.totalSlots - s.consumedSlots)}</label>
              </Slot>
            ))}
          </fieldset>
        )}
      </QueryBlock>
      {error === undefined ? null : <FieldError role="alert">{error}</FieldError>}
      <Button type="button" $variant="primary" disabled={save.isPending} onClick={proceed}>
        {SLOT_CONTINUE}
      </Button>
    </Box>
  )
}

const Box = styled.section`
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: 12px;
  margin: 12px 0;
  display: grid;
  gap: 8px;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 6px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`
const Slot = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 32px;
`
