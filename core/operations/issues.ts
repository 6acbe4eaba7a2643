import type { IssueDesk } from './issue-desk.port'

export type IssuesDeps = { readonly issues: IssueDesk }
