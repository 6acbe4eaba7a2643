import { ISSUE_CATEGORY_LABELS, ISSUE_STATUS_LABELS } from '../shared/messages'
import type { Issue } from './issue'
import { operationsTimeLabel } from './operations-time.rule'

/** The columns of the issue list as a table (the CLI's `issues --csv`). */
export const ISSUE_TABLE_COLUMNS = ['Ticket', 'Category', 'Title', 'What happened', 'Status', 'Reported by', 'Reported on', 'Last update'] as const

/** The issues as rows of words (statuses and categories as staff say them, times on the centre's clock), header first. */
export const issuesTable = (issues: readonly Issue[]): string[][] => [
  [...ISSUE_TABLE_COLUMNS],
  ...issues.map((i) => [
    i.id,
    `${ISSUE_CATEGORY_LABELS[i.category] ?? i.category}${i.categoryComment === '' ? '' : `: ${i.categoryComment}`}`,
    i.title,
    i.description,
    ISSUE_STATUS_LABELS[i.status] ?? i.status,
    i.reportedBy,
    operationsTimeLabel(i.reportedAt),
    operationsTimeLabel(i.updatedAt),
  ]),
]
