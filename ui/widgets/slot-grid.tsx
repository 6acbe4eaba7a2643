import styled from 'styled-components'
import type { EpochMs } from '../../core/shared/brands'
import { slotBucketLabel } from '../../core/shared/messages'
import { type SlotBucket, bucketHourWords, isSlotSelectable, slotInWords } from '../../core/pt/trainer-slots.rule'
import { theme } from '../theme/theme'

type Slot = { readonly startTime: EpochMs; readonly endTime: EpochMs; readonly status: string }

type Props<S extends Slot> = {
  readonly buckets: readonly SlotBucket<S>[]
  /** The radio group's name (one per picker). */
  readonly name: string
  readonly chosen: number | undefined
  readonly onChoose: (slot: S) => void
  /** A time on the centre's clock. */
  readonly clock: (t: EpochMs) => string
  readonly label?: string
  readonly labelledBy?: string
  readonly describedBy?: string
  readonly className?: string
}

/**
 * A day's slots in their 4-hour buckets (part 3 §4), one radio group: only free slots can be
 * chosen; a booked or blocked one says so in words and is struck through. Used by the profile's
 * PT slot picker and the roster's slot booking.
 */
export const SlotGrid = <S extends Slot>({ buckets, name, chosen, onChoose, clock, label, labelledBy, describedBy, className }: Props<S>) => (
  <Grid role="radiogroup" aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy} className={className}>
    {buckets
      .filter((b) => b.slots.length > 0)
      .map((b) => (
        <fieldset key={b.fromHour}>
          <legend>{slotBucketLabel(bucketHourWords(b.fromHour), bucketHourWords(b.toHour))}</legend>
          {b.slots.map((slot) => {
            const free = isSlotSelectable(slot)
            return (
              <label key={slot.startTime} data-free={free}>
                <input type="radio" name={name} disabled={!free} checked={chosen === slot.startTime} onChange={() => onChoose(slot)} />
                {slotInWords(clock(slot.startTime), clock(slot.endTime), slot.status)}
              </label>
            )
          })}
        </fieldset>
      ))}
  </Grid>
)

const Grid = styled.div`
  display: grid;
  gap: 10px;
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
    cursor: pointer;
  }
  label[data-free='false'] {
    color: ${theme.color.muted};
    background: ${theme.color.surfaceMuted};
    text-decoration: line-through;
    cursor: not-allowed;
  }
`
