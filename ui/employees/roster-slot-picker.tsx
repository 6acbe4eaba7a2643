import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { shiftClockTime } from '../../core/employee/shift-time.rule'
import {
  BOOK_SLOT,
  CANCEL,
  CHOOSE_AGENT_FIRST,
  CONFIRM_SLOT,
  NO_SLOTS_THIS_DAY,
  SLOT_AGENT,
  SLOT_PICKER_DAY,
  SLOT_PICKER_LIST,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { addDays, dayLabel, dayOf } from '../widgets/calendar-day'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SlotGrid } from '../widgets/slot-grid'
import { SubmitButton } from '../widgets/submit-button'
import { useFormMutation } from '../widgets/use-form-mutation'
import { FormActions, FormBody, FormProblem as Problem, Select } from './employee-form'
import { Muted } from './employee-parts'

/** The days the picker offers: today and the six after it (earlier days have no slots left). */
const DAYS_AHEAD = 7

/**
 * Book a slot (part 3 §4 slot window, §5 slots): an agent and a day, the agent's slots from 49
 * minutes before now in the 4-hour buckets, only free ones choosable; confirming without one says
 * 'Please choose a time slot to proceed'. The booking is a one-hour PT session on the roster.
 */
export const RosterSlotPicker = ({
  centerServiceId,
  employees,
  onClose,
}: {
  centerServiceId: number
  employees: readonly { value: string; label: string }[]
  onClose: () => void
}) => {
  const now = useUseCase('now')
  const loadSlots = useUseCase('loadRosterSlots')
  const book = useUseCase('bookRosterSlot')
  const toast = useToast()
  const today = dayOf(now())
  const [agentId, setAgentId] = useState('')
  const [day, setDay] = useState(today)
  const [chosen, setChosen] = useState<number | undefined>(undefined)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const groupId = useUniqueId()
  const slotsKey = ['employees', centerServiceId, 'roster-slots', agentId, day] as const
  const slots = useUseCaseQuery(slotsKey, () => loadSlots({ centerServiceId, agentId, day }), { enabled: agentId !== '', keepPrevious: false })
  const { mutation, errors, attempt, clear } = useFormMutation(() => book({ centerServiceId, agentId, startTime: chosen }), {
    invalidates: () => [['employees', centerServiceId, 'roster'], ['employees', centerServiceId, 'roster-slots'], ['employees', centerServiceId, 'attendance']],
    onSuccess: (r) => {
      toast.success(r.message)
      onClose()
    },
    onError: (message) => {
      setRefusal(message)
      setChosen(undefined)
      void slots.refetch()
    },
  })
  const choose = (startTime: number | undefined) => {
    setChosen(startTime)
    setRefusal(undefined)
    clear()
  }
  const slotError = errors.slot
  return (
    <Modal title={BOOK_SLOT} onClose={onClose}>
      <FormBody
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          mutation.mutate(undefined)
        }}
      >
        <Select
          placeholder
          label={SLOT_AGENT}
          value={agentId}
          options={employees}
          onChange={(v) => {
            setAgentId(v)
            choose(undefined)
          }}
        />
        <Select
          label={SLOT_PICKER_DAY}
          value={day}
          options={Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i)).map((d) => ({ value: d, label: dayLabel(d) }))}
          onChange={(v) => {
            setDay(v)
            choose(undefined)
          }}
        />
        {agentId === '' ? (
          <Muted>{CHOOSE_AGENT_FIRST}</Muted>
        ) : (
          <QueryBlock query={slots} empty={{ when: (s) => s.slots.length === 0, message: NO_SLOTS_THIS_DAY }}>
            {(s) => (
              <SlotGrid
                buckets={s.buckets}
                name={`${groupId}-slot`}
                chosen={chosen}
                onChoose={(slot) => choose(slot.startTime)}
                clock={shiftClockTime}
                label={SLOT_PICKER_LIST}
                {...(slotError === undefined ? {} : { describedBy: `${groupId}-error` })}
              />
            )}
          </QueryBlock>
        )}
        {slotError === undefined ? null : (
          <Problem id={`${groupId}-error`} role="alert">
            {slotError}
          </Problem>
        )}
        {refusal === undefined ? null : <Problem role="alert">{refusal}</Problem>}
        <FormActions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            {CANCEL}
          </Button>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {CONFIRM_SLOT}
          </SubmitButton>
        </FormActions>
      </FormBody>
    </Modal>
  )
}

