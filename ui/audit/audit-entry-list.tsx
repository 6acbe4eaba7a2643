import styled from 'styled-components'
import type { AuditEntry } from '../../core/audit/audit-entry'
import { auditActionWords, auditChangesWords, auditSubjectWords } from '../../core/audit/audit-words.rule'
import { formatDateTime } from '../../core/shared/display-format'
import { AUDIT_NEXT_PAGE, AUDIT_PREVIOUS_PAGE, AUDIT_REMARKS_LABEL, auditPageOf } from '../../core/audit/messages'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'

/**
 * Entries of the audit trail, newest first, as a list that reads on a phone: when and who, what
 * they did (in words), what it was about, each change 'field: before → after' and the remarks.
 * `showSubject` adds what the entry was about and the member (the trail search; a member's History
 * is about the member already).
 */
export const AuditEntryList = ({ entries, showSubject = false, label }: { entries: readonly AuditEntry[]; showSubject?: boolean; label: string }) => (
  <List aria-label={label}>
    {entries.map((e) => (
      <Item key={e.id}>
        <Head>
          <strong>{auditActionWords(e.action)}</strong>
          <time dateTime={new Date(e.at).toISOString()}>{formatDateTime(e.at)}</time>
        </Head>
        <Meta>
          {e.staffName}
          {e.centreName === null ? '' : ` · ${e.centreName}`}
          {showSubject ? ` · ${auditSubjectWords(e.subject)} ${e.subjectId}${e.memberId !== null && e.memberId !== e.subjectId ? ` (member ${e.memberId})` : ''}` : ''}
        </Meta>
        <Changes>
          {auditChangesWords(e.changes).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Changes>
        {e.remarks === null ? null : (
          <Remarks>
            {AUDIT_REMARKS_LABEL}: {e.remarks}
          </Remarks>
        )}
      </Item>
    ))}
  </List>
)

/** Previous and next page of a paged list, with 'Page n of m'. */
export const AuditPager = ({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) => {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <Pager aria-label={auditPageOf(page, pages)}>
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {AUDIT_PREVIOUS_PAGE}
      </Button>
      <span>{auditPageOf(page, pages)}</span>
      <Button type="button" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {AUDIT_NEXT_PAGE}
      </Button>
    </Pager>
  )
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`
const Item = styled.li`
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: 10px 12px;
  min-width: 0;
  overflow-wrap: anywhere;
`
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
  time {
    color: ${theme.color.muted};
    font-size: 14px;
  }
`
const Meta = styled.p`
  margin: 4px 0 0;
  color: ${theme.color.muted};
  font-size: 14px;
`
const Changes = styled.ul`
  margin: 6px 0 0;
  padding-left: 18px;
  font-size: 14px;
`
const Remarks = styled.p`
  margin: 6px 0 0;
  font-size: 14px;
`
const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-top: 12px;
`
