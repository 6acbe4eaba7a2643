import type { EpochMs } from '../shared/brands'

/** Report Issue (/issues, v1/odin/*): an issue's statuses, as odin keeps them. */
export const ISSUE_STATUSES = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const
export type IssueStatus = (typeof ISSUE_STATUSES)[number]

/** What an issue is about (the spec shows no list: docs/decisions/operations.md). */
export const ISSUE_CATEGORIES = ['EQUIPMENT', 'FACILITY', 'HOUSEKEEPING', 'TABLET', 'DOOR_ACCESS', 'OTHERS'] as const
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number]

/** Longest title and description a report holds. */
export const ISSUE_TITLE_MAX = 120
export const ISSUE_DESCRIPTION_MAX = 1000
export const ISSUE_COMMENT_MAX = 120

/** An issue reported at a centre (an odin ticket). */
export type Issue = {
  /** The ticket id staff quote ('ISS-1001'). */
  readonly id: string
  readonly centreId: number
  readonly category: IssueCategory
  /** The free text of an 'Others' category ('' otherwise). */
  readonly categoryComment: string
  readonly title: string
  readonly description: string
  readonly status: IssueStatus
  readonly reportedBy: string
  readonly reportedAt: EpochMs
  /** When the status last changed (the report's own time for a new issue). */
  readonly updatedAt: EpochMs
}

/** A new issue as the form sends it (validated by core/operations/issue-report.rule.ts). */
export type NewIssue = {
  readonly centreId: number
  readonly category: IssueCategory
  readonly categoryComment: string
  readonly title: string
  readonly description: string
}
