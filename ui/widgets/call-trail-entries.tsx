import { CALL_RECORDING } from '../../core/shared/messages'
import type { CallTrailEntry } from '../../core/task/task'
import { centreDateTime, inWords } from './centre-format'
import { EntryTop, TimelineList } from './timeline-list'

/** Call-trail entries, newest first: status in words, when, who and for which campaign, remarks, recording. */
export const CallTrailEntries = ({ entries }: { entries: readonly CallTrailEntry[] }) => (
  <TimelineList>
    {entries.map((e, i) => (
      <li key={`${e.createdOn}-${i}`}>
        <EntryTop>
          <strong>{inWords(e.status)}</strong>
          <time dateTime={new Date(e.createdOn).toISOString()}>{centreDateTime(e.createdOn)}</time>
        </EntryTop>
        <small>
          {e.agentName} · {e.campaignName}
          {e.subStatus === undefined ? '' : ` · ${inWords(e.subStatus)}`}
        </small>
        {e.remarks === undefined || e.remarks === '' ? null : <span>{e.remarks}</span>}
        {e.recordingUrl === undefined ? null : (
          <a href={e.recordingUrl} target="_blank" rel="noreferrer">
            {CALL_RECORDING}
          </a>
        )}
      </li>
    ))}
  </TimelineList>
)
