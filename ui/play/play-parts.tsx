import styled from 'styled-components'
import { hasPermission } from '../../core/access/permission.rule'
import type { Centre } from '../../core/centre/centre'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import type { ReportColumn, ReportRow } from '../../core/reports/report'
import { clockTimeLabel, timeSpanLabel } from '../../core/classes/class-time.rule'
import {
  PLAY_BOOKING_STATUS_LABELS,
  PLAY_COL_ATTENDED,
  PLAY_COL_LEVEL,
  PLAY_COL_MEMBER,
  PLAY_COL_SPORT,
  PLAY_COL_STATUS,
  PLAY_COL_TIME,
  PLAY_LEVEL_LABELS,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'

/** Query keys of the play desk: an action names what it changed by prefix. */
export const playKeys = {
  day: (centerServiceId: number, day: string) => ['play', centerServiceId, 'bookings', day] as const,
  all: (centerServiceId: number) => ['play', centerServiceId, 'bookings'] as const,
}

/** The selected play centre, today on its clock, and whether the staff member may mark attendance. */
export const usePlayDesk = (): { readonly centre: Centre | undefined; readonly today: string; readonly canMark: boolean } => {
  const { state } = useStaffAccess()
  const today = useUseCase('centreToday')()
  const centre = state.status === 'ready' ? state.access.selected : undefined
  const canMark = state.status === 'ready' && hasPermission(state.access.permissions, 'PLAY_PARTNER_SESSION', 'EDIT')
  return { centre, today, canMark }
}

/** One day's bookings of the selected play centre. */
export const usePlayDay = (centre: Centre | undefined, day: string) => {
  const load = useUseCase('loadPlayBookings')
  const sid = centre?.centerServiceId ?? 0
  return useUseCaseQuery(playKeys.day(sid, day), () => load({ centerServiceId: sid, day }), { enabled: centre !== undefined })
}

/** The bookings table's columns (the report table widget: sort, search, paging, CSV). */
export const PLAY_BOOKING_COLUMNS: readonly ReportColumn[] = [
  { key: 'time', label: PLAY_COL_TIME, type: 'text' },
  { key: 'sport', label: PLAY_COL_SPORT, type: 'text' },
  { key: 'member', label: PLAY_COL_MEMBER, type: 'text' },
  { key: 'status', label: PLAY_COL_STATUS, type: 'text' },
  { key: 'level', label: PLAY_COL_LEVEL, type: 'text' },
]
export const PLAY_ATTENDED_COLUMNS: readonly ReportColumn[] = [
  { key: 'time', label: PLAY_COL_TIME, type: 'text' },
  { key: 'sport', label: PLAY_COL_SPORT, type: 'text' },
  { key: 'member', label: PLAY_COL_MEMBER, type: 'text' },
  { key: 'level', label: PLAY_COL_LEVEL, type: 'text' },
  { key: 'attended', label: PLAY_COL_ATTENDED, type: 'text' },
]

/** A booking as the tables read it: times on the centre's clock, codes in staff words. */
export const playRow = (b: PlayDeskBooking): ReportRow => ({
  time: timeSpanLabel(b.startTime, b.endTime),
  sport: b.sportName,
  member: b.memberName,
  status: PLAY_BOOKING_STATUS_LABELS[b.status],
  level: PLAY_LEVEL_LABELS[b.level],
  attended: b.attendedAt === null ? '' : clockTimeLabel(b.attendedAt),
})

export const ScreenHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
  }
`

export const Muted = styled.p`
  margin: 0 0 12px;
  color: ${theme.color.muted};
`
