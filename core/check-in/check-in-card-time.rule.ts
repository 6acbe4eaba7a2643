import type { EpochMs } from '../shared/brands'
import { centreMinuteOfDay } from '../shared/centre-day'
import type { CheckIn } from './check-in'
import { timeLabel } from './check-in-window.rule'

/** The instant a card's 'Checked in at' shows: the check-in time, else when it was validated, else its start (a booking). */
export const checkedInAt = (c: Pick<CheckIn, 'checkInTime' | 'validatedAt' | 'startTime'>): EpochMs => c.checkInTime ?? c.validatedAt ?? c.startTime

/** 'h:mm A' on the centre's clock (Asia/Kolkata), e.g. '7:05 PM', whatever the machine's zone. */
export const centreClockTime = (t: EpochMs): string => timeLabel(centreMinuteOfDay(t))
