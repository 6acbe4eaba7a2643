import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { ValidationFailed } from '../shared/errors'
import { injuryTicketCreated } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, done, reasonOf } from '../shared/outcome'
import type { Issue } from './issue'
import { type IssueDraft, type IssueField, validateIssueReport } from './issue-report.rule'
import type { IssuesDeps } from './issues'

export type ReportIssueRequest = { readonly centreId: number; readonly draft: IssueDraft }
export type ReportIssueError = ValidationFailed<IssueField> | ActionFailed<'IssueNotReported'>

/**
 * Report Issue: validates the form, files the issue and answers the ticket message
 * ('Ticket created Successfully: {id}', as a filed injury, since both are odin tickets); a refusal
 * shows the server's message.
 */
export const reportIssue =
  (d: IssuesDeps) =>
  (r: ReportIssueRequest): TaskEither<ReportIssueError, Done<Issue>> =>
    pipe(
      TE.fromEither(validateIssueReport(r.centreId, r.draft)),
      TE.chainW((issue) => pipe(d.issues.report(issue), TE.mapLeft((e) => actionFailed('IssueNotReported', reasonOf(e), e)))),
      TE.map((issue) => done(injuryTicketCreated(issue.id), issue)),
    )
