import { useState } from 'react'
import * as E from 'fp-ts/Either'
import { validateInjuryReport } from '../../../core/injury/injury-report.rule'
import { useOfflineQueue } from '../../offline/use-offline-queue'
import styled from 'styled-components'
import type { Centre } from '../../../core/centre/centre'
import {
  changeInjuryField,
  injuryFieldEnabled,
  visibleOthersComments,
  type InjuryFormDraft,
  type InjuryOthersComment,
} from '../../../core/injury/injury-form-state.rule'
import {
  BODY_PARTS,
  FIRST_AID_ITEMS,
  FIRST_AID_PROCEDURES,
  FORMATS_BY_SESSION,
  INJURY_CAUSES,
  INJURY_LEVELS,
  NO_TRAINER,
  PRIOR_HISTORY_OPTIONS,
  SESSION_TYPES,
  SYMPTOM_CATEGORIES,
  injuryLocations,
  type InjuryFormat,
  type SessionType,
} from '../../../core/injury/injury-options'
import type { InjuryField } from '../../../core/injury/injury-report.rule'
import { symptomDetails } from '../../../core/injury/symptom-details'
import { INJURY_LABELS, reportInjuryTitle } from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { dayOf } from '../../widgets/calendar-day'
import { useFormMutation } from '../../widgets/use-form-mutation'
import { CheckboxField, CheckboxGroup, FormGrid, SelectField, TextField } from '../../widgets/form-fields'
import { CareFormModal } from '../care-form-modal'
import { useCareCustomer } from '../care-customer'
import { careKeys } from '../care-keys'
import { useCareStaff } from '../care-staff'
import { DatePicker } from '../../widgets/date-picker'
import { ClockTimePicker } from '../../widgets/time-picker'

/** The time of an injury is chosen to 5 minutes (what a witness can tell). */
const INJURY_TIME_STEP_MINUTES = 5

type Props = {
  readonly customerId: string
  readonly centre: Centre
  readonly onClose: () => void
  /** The injured person's name when the screen already holds it. */
  readonly customerName?: string
}

const opts = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }))
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** Each 'Others' comment sits right after the choice that reveals it. */
const COMMENT_AFTER: Readonly<Partial<Record<InjuryField, InjuryOthersComment>>> = {
  injuryLocation: 'injuryLocationComment',
  impactedBodyPart: 'impactedBodyPartComment',
  symptomsLevel2: 'symptomsLevel2Comment',
  firstAidItem: 'firstAidItemComment',
  firstAidProcedure: 'firstAidProcedureComment',
  priorHistory: 'priorHistoryComment',
}

/**
 * Report Injury (part 3 §2–§5, §9): 'Report Injury (of {injured person})'; every option list of
 * part 3 §9; format waits for the session type, location for session and format, symptom detail
 * for its category; changing the session type clears format and location, changing the symptom
 * category clears the detail; choosing Others reveals a required comment. Every field error shows
 * at once under its field ('This field can't be empty', 'Date is required'). Success: 'Ticket
 * created Successfully: {id}'.
 */
export const ReportInjuryModal = ({ customerId, centre, onClose, customerName }: Props) => {
  const toast = useToast()
  const staff = useCareStaff()
  const now = useUseCase('now')
  const loadCultTrainers = useUseCase('loadCultTrainers')
  const customer = useCareCustomer(customerId, customerName === undefined)
  const knownName = customerName ?? (customer.data === undefined ? undefined : `${customer.data.firstName} ${customer.data.lastName}`.trim())
  const [draft, setDraft] = useState<InjuryFormDraft>({ firstAidItem: [], injuryDate: dayOf(now()) })
  const [flags, setFlags] = useState({ injuryDuringWorkout: false, trialMember: false })
  const person = draft.injuredPersonInfo === undefined ? (knownName ?? '') : str(draft.injuredPersonInfo)
  const cm = draft.cmDetails === undefined ? staff.name : str(draft.cmDetails)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const filled = () => ({ ...draft, ...flags, injuredPersonInfo: person, cmDetails: cm })
  // Without a network a checked report is queued with its time and sent once the network is back.
  const offline = useOfflineQueue()
  const queueReport = (): boolean => {
    const checked = validateInjuryReport(filled(), centre)
    if (E.isLeft(checked)) return false
    void offline.queue({ kind: 'REPORT_INJURY', centreId: centre.id, customerId, payload: { report: { ...checked.right, userId: customerId } } }).then((queued) => {
      if (queued) onClose()
    })
    return true
  }
  const { mutation: report, errors, attempt } = useFormMutation(useUseCase('reportInjury'), {
    invalidates: () => [careKeys.injuries(customerId, centre.id)],
    onSuccess: (r) => {
      setRefusal(undefined)
      toast.success(r.message)
      onClose()
    },
    onError: (message, failure) => {
      if (!(offline.mayQueue(failure) && queueReport())) setRefusal(message)
    },
  })
  // The trainers of the chosen session type (fetch cult trainers list); 'NA' is always offered.
  const workoutChosen = str(draft.workout)
  const trainers = useUseCaseQuery(
    careKeys.injuryTrainers(customerId, centre.id, workoutChosen),
    () => loadCultTrainers({ centerId: centre.id, workout: workoutChosen, ...(staff.cultEmployeeId === undefined ? {} : { cultEmployeeId: staff.cultEmployeeId }) }),
    { enabled: workoutChosen !== '', keepPrevious: false },
  )
  const set = (field: InjuryField, value: unknown) =>
    setDraft((d) => {
      const next = changeInjuryField(d, field, value)
      // Another session type has other trainers: a trainer already chosen (but 'NA') is chosen again.
      return field === 'workout' && next !== d && next.trainerDetails !== NO_TRAINER ? { ...next, trainerDetails: undefined } : next
    })
  const shownComments = visibleOthersComments(draft)
  const off = (f: InjuryField) => !injuryFieldEnabled(draft, f)
  const workout = draft.workout as SessionType | undefined
  const formats: readonly string[] = workout === undefined ? [] : FORMATS_BY_SESSION[workout]
  const locations = workout === undefined || draft.format === undefined ? [] : injuryLocations(workout, draft.format as InjuryFormat)
  const trainerOptions = [...(workoutChosen === '' ? [] : (trainers.data ?? [])).map((t) => t.name), NO_TRAINER]

  const comment = (after: InjuryField) => {
    const c = COMMENT_AFTER[after]
    return c === undefined || !shownComments.includes(c) ? null : (
      <TextField label={INJURY_LABELS[c]} value={str(draft[c])} error={errors[c]} onChange={(v) => set(c, v)} />
    )
  }
  const select = (f: InjuryField, options: readonly { value: string; label: string }[]) => (
    <>
      <SelectField label={INJURY_LABELS[f as keyof typeof INJURY_LABELS]} value={str(draft[f]) || undefined} options={options} disabled={off(f)} error={errors[f]} onChange={(v) => set(f, v)} />
      {comment(f)}
    </>
  )

  return (
    <CareFormModal
      id="report-injury"
      title={reportInjuryTitle(person === '' ? customerId : person)}
      onClose={onClose}
      width={760}
      pending={report.isPending}
      attempt={attempt}
      refusal={refusal}
      onSubmit={() => {
        setRefusal(undefined)
        if (offline.offline() && queueReport()) return
        report.mutate({ userId: customerId, centre, draft: filled() })
      }}
    >
      <FormGrid>
        <TextField label={INJURY_LABELS.injuredPersonInfo} value={person} error={errors.injuredPersonInfo} onChange={(v) => set('injuredPersonInfo', v)} />
        <CheckRow>
          <CheckboxField label={INJURY_LABELS.trialMember} checked={flags.trialMember} onChange={(v) => setFlags((f) => ({ ...f, trialMember: v }))} />
          <CheckboxField label={INJURY_LABELS.injuryDuringWorkout} checked={flags.injuryDuringWorkout} onChange={(v) => setFlags((f) => ({ ...f, injuryDuringWorkout: v }))} />
        </CheckRow>
        {select('injuryLevel', opts(INJURY_LEVELS))}
        {select('injuryCause', opts(INJURY_CAUSES))}
        {select('workout', opts(SESSION_TYPES))}
        {select('format', opts(formats))}
        {select('injuryLocation', opts(locations))}
        <DatePicker label={INJURY_LABELS.injuryDate} value={str(draft.injuryDate) || undefined} {...(errors.injuryDate === undefined ? {} : { error: errors.injuryDate })} onChange={(v) => set('injuryDate', v ?? '')} />
        <ClockTimePicker label={INJURY_LABELS.injuryTime} step={INJURY_TIME_STEP_MINUTES} value={str(draft.injuryTime)} error={errors.injuryTime} onChange={(v) => set('injuryTime', v)} />
        <TextField label={INJURY_LABELS.cmDetails} value={cm} error={errors.cmDetails} onChange={(v) => set('cmDetails', v)} />
        {select('trainerDetails', opts(trainerOptions))}
        {select('impactedBodyPart', opts(BODY_PARTS))}
        {select('symptomsLevel1', opts(SYMPTOM_CATEGORIES))}
        {select('symptomsLevel2', opts(symptomDetails(draft.symptomsLevel1)))}
        {select('firstAidProcedure', opts(FIRST_AID_PROCEDURES))}
        {select('priorHistory', PRIOR_HISTORY_OPTIONS.map((o) => ({ value: o.value, label: o.label })))}
      </FormGrid>
      <CheckboxGroup
        label={INJURY_LABELS.firstAidItem}
        values={Array.isArray(draft.firstAidItem) ? (draft.firstAidItem as string[]) : []}
        options={FIRST_AID_ITEMS}
        error={errors.firstAidItem}
        onChange={(v) => set('firstAidItem', v)}
      />
      {comment('firstAidItem')}
      <TextField label={INJURY_LABELS.description} multiline value={str(draft.description)} error={errors.description} onChange={(v) => set('description', v)} />
    </CareFormModal>
  )
}

const CheckRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px 16px;
`
