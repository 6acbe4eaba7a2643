import type { Issue } from './issue'
import { operationsTimeLabel } from './operations-time.rule'
import { enumLabel } from '../shared/enum-labels'

/** The columns of the issue list as a table (the CLI's `issues --csv`). */
export const ISSUE_TABLE_COLUMNS = ['Ticket', 'Category', 'Title', 'What happened', 'Status', 'Reported by', 'Reported on', 'Last update'] as const

/** The issues as rows of words (statuses and categories as staff say them, times on the centre's clock), header first. */
export const issuesTable = (issues: readonly Issue[]): string[][] => [
  [...ISSUE_TABLE_COLUMNS],
  ...issues.map((i) => [
    i.id,
    `${enumLabel('issueCategory', i.category)}${i.categoryComment === '' ? '' : `: ${i.categoryComment}`}`,
    i.title,
    i.description,
    enumLabel('issueStatus', i.status),
    i.reportedBy,
    operationsTimeLabel(i.reportedAt),
    operationsTimeLabel(i.updatedAt),
  ]),
]
