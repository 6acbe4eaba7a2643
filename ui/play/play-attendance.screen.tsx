import styled from 'styled-components'
import type { PlayDeskBooking } from '../../core/play/play-desk-booking'
import { clockTimeLabel, timeSpanLabel } from '../../core/classes/class-time.rule'
import { dayHeadingLabel } from '../../core/classes/class-time.rule'
import {
  PLAY_ATTENDANCE_HINT,
  PLAY_LEVEL_LABELS,
  PLAY_LOADING,
  PLAY_MARK_PRESENT,
  PLAY_NO_TO_MARK,
  PLAY_PRESENT,
  playMarkPresentLabel,
  playMarkedPresent,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseMutation } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { useCurrentRoute } from '../shell/current-route.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { Muted, ScreenHeader, playKeys, usePlayDay, usePlayDesk } from './play-parts'

/**
 * /play-attendance: today's confirmed places at the play centre, earliest session first, each with
 * Mark present (PLAY_PARTNER_SESSION EDIT) or the time it was marked. Waitlisted players have no
 * place and are not listed here (the bookings screen shows them).
 */
export default function PlayAttendanceScreen() {
  const { route } = useCurrentRoute()
  const { centre, today, canMark } = usePlayDesk()
  const query = usePlayDay(centre, today)
  const mark = useUseCase('markPlayAttendance')
  const toast = useToast()
  const sid = centre?.centerServiceId ?? 0
  const mutation = useUseCaseMutation((b: PlayDeskBooking) => mark({ centerServiceId: sid, bookingId: b.bookingId }), {
    invalidates: () => [playKeys.all(sid)],
    onSuccess: (b) => toast.success(playMarkedPresent(b.memberName)),
    onError: (_f, error) => toast.error(error),
  })
  return (
    <section aria-labelledby="page-title">
      <ScreenHeader>
        <PageTitle>{route.title}</PageTitle>
        <strong>{dayHeadingLabel(today)}</strong>
      </ScreenHeader>
      <Muted>{PLAY_ATTENDANCE_HINT}</Muted>
      <QueryBlock query={query} loadingLabel={PLAY_LOADING} empty={{ when: (l) => l.every((b) => b.status !== 'CONFIRMED'), message: PLAY_NO_TO_MARK }}>
        {(list) => (
          <Rows aria-label={route.title}>
            {list
              .filter((b) => b.status === 'CONFIRMED')
              .map((b) => (
                <Row key={b.bookingId}>
                  <div>
                    <strong>{b.memberName}</strong>
                    <Small>
                      {b.sportName} · {timeSpanLabel(b.startTime, b.endTime)} · {PLAY_LEVEL_LABELS[b.level]}
                    </Small>
                  </div>
                  {b.attendedAt !== null ? (
                    <Present>
                      {PLAY_PRESENT} · {clockTimeLabel(b.attendedAt)}
                    </Present>
                  ) : canMark ? (
                    <Button
                      type="button"
                      aria-label={playMarkPresentLabel(b.memberName, b.sportName, clockTimeLabel(b.startTime))}
                      disabled={mutation.isPending && mutation.variables?.bookingId === b.bookingId}
                      onClick={() => mutation.mutate(b)}
                    >
                      {PLAY_MARK_PRESENT}
                    </Button>
                  ) : null}
                </Row>
              ))}
          </Rows>
        )}
      </QueryBlock>
    </section>
  )
}

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`
const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 14px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
`
const Small = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 14px;
`
const Present = styled.span`
  padding: 4px 10px;
  border-radius: 999px;
  background: ${theme.color.successSoft};
  color: ${theme.color.successStrong};
  font-weight: 600;
  font-size: 14px;
`
