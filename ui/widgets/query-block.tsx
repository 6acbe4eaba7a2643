import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import styled from 'styled-components'
import { formatTime } from '../../core/shared/display-format'
import { TRY_AGAIN, offlineAsOf } from '../../core/shared/messages'
import { offlineCopySavedAt } from '../app/offline-mark'
import { failureIsForbidden, failureIsRetryable, failureMessage } from '../app/use-use-case-query'
import { theme } from '../theme/theme'
import { Button } from './button'
import { Loader } from './loader'

type Props<A> = {
  readonly query: UseQueryResult<A, Error>
  /** What to say while the first answer loads (the previous answer stays on screen on a refetch). */
  readonly loadingLabel?: string
  /**
   * The block's lasting frame (its headings, captions and labels: what does not depend on the
   * answer), drawn above the loading indicator while the first answer loads, so the screen has
   * its shape at once and does not move when the answer comes (and a phone paints what it reads
   * first before the call's round trips). Not drawn on a failure.
   */
  readonly frame?: ReactNode
  /** When the answer is empty, this is shown instead of `children` (e.g. the spec's 'No Call Trails'). */
  readonly empty?: { readonly when: (data: A) => boolean; readonly message: ReactNode }
  readonly children: (data: A) => ReactNode
}

/**
 * One block of a screen, in its own state: loading, error (with the core's message and, when the
 * failure is temporary, a retry that refetches only this block), empty, or its content. A failing
 * block never blanks the page. A block the staff member may not see (a 403) says so, with no retry.
 * A block drawn from the copy kept on this device (the server could not be reached) says since when.
 */
export const QueryBlock = <A,>({ query, loadingLabel, frame, empty, children }: Props<A>) => {
  if (query.data !== undefined) {
    const savedAt = offlineCopySavedAt(query.data)
    const note = savedAt === undefined ? null : <OfflineNote role="status">{offlineAsOf(formatTime(savedAt))}</OfflineNote>
    if (empty !== undefined && empty.when(query.data))
      return (
        <>
          {note}
          <Empty>{empty.message}</Empty>
        </>
      )
    return (
      <>
        {note}
        {children(query.data)}
      </>
    )
  }
  if (query.isError) {
    if (!failureIsRetryable(query.error))
      return (
        <Refused role={failureIsForbidden(query.error) ? 'status' : 'alert'} $quiet={failureIsForbidden(query.error)}>
          <span>{failureMessage(query.error)}</span>
        </Refused>
      )
    return (
      <Failed role="alert">
        <span>{failureMessage(query.error)}</span>
        <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
          {TRY_AGAIN}
        </Button>
      </Failed>
    )
  }
  if (query.isPending && query.fetchStatus === 'idle') return frame ?? null
  const loader = <Loader {...(loadingLabel === undefined ? {} : { label: loadingLabel })} />
  return frame === undefined ? (
    loader
  ) : (
    <>
      {frame}
      {loader}
    </>
  )
}

/** The copy's time: plain and readable, not an error (the desk keeps working). */
const OfflineNote = styled.p`
  margin: 0 0 8px;
  padding: 4px 10px;
  border-radius: 6px;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  color: ${theme.color.text};
  font-size: 13px;
  font-weight: 600;
  width: fit-content;
`
const Empty = styled.p`
  margin: 0;
  padding: 16px 0;
  color: ${theme.color.muted};
`
const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  padding: 12px 0;
  color: ${theme.color.danger};
`
/** A failure no retry can help: said plainly; a block the person may not see is not painted as an error. */
const Refused = styled.p<{ $quiet: boolean }>`
  margin: 0;
  padding: 12px 0;
  color: ${(p) => (p.$quiet ? theme.color.muted : theme.color.danger)};
`
