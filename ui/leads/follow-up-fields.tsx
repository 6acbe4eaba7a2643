import type { LeadQuality } from '../../core/lead/record-pitch.rule'
import { followUpDateBounds, offersSkipFollowUp } from '../../core/lead/lead-follow-up.rule'
import type { EpochMs } from '../../core/shared/brands'
import { FOLLOW_UP_DATE_LABEL, FOLLOW_UP_TIME_LABEL, SKIP_FOLLOW_UP_LABEL } from '../../core/shared/messages'
import { DatePicker } from '../widgets/date-picker'
import { ClockTimePicker } from '../widgets/time-picker'
import { Check, Row } from './lead-styles'

/** The follow-up part of a lead form's draft. */
export type FollowUpDraft = { readonly skipFollowUp: boolean; readonly followUpDate: string; readonly followUpTime: string }

/**
 * The next follow-up of a lead (Record lead, PT lead): 'Don’t add follow-up time' where the
 * quality offers it, else the day (within the follow-up window) and the time, each with its error.
 */
export const FollowUpFields = ({
  idPrefix,
  quality,
  now,
  draft,
  errors,
  onChange,
}: {
  readonly idPrefix: string
  readonly quality: LeadQuality | undefined
  readonly now: EpochMs
  readonly draft: FollowUpDraft
  readonly errors: { readonly followUpDate?: string; readonly followUpTime?: string }
  readonly onChange: (change: Partial<FollowUpDraft>) => void
}) => {
  const bounds = followUpDateBounds(now)
  const skip = draft.skipFollowUp && offersSkipFollowUp(quality)
  return (
    <>
      {offersSkipFollowUp(quality) ? (
        <Check>
          <input type="checkbox" checked={draft.skipFollowUp} onChange={(e) => onChange({ skipFollowUp: e.target.checked })} />
          {SKIP_FOLLOW_UP_LABEL}
        </Check>
      ) : null}
      {skip ? null : (
        <Row>
          <DatePicker
            id={`${idPrefix}-date`}
            label={FOLLOW_UP_DATE_LABEL}
            min={bounds.min}
            max={bounds.max}
            value={draft.followUpDate || undefined}
            {...(errors.followUpDate === undefined ? {} : { error: errors.followUpDate })}
            onChange={(d) => onChange({ followUpDate: d ?? '' })}
          />
          <ClockTimePicker id={`${idPrefix}-time`} label={FOLLOW_UP_TIME_LABEL} shortSteps value={draft.followUpTime} error={errors.followUpTime} onChange={(t) => onChange({ followUpTime: t })} />
        </Row>
      )}
    </>
  )
}
