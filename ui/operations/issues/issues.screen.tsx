import { useState } from 'react'
import * as E from 'fp-ts/Either'
import { validateIssueReport } from '../../../core/operations/issue-report.rule'
import { useOfflineQueue } from '../../offline/use-offline-queue'
import styled from 'styled-components'
import { ISSUE_CATEGORIES, ISSUE_COMMENT_MAX, ISSUE_DESCRIPTION_MAX, ISSUE_TITLE_MAX, type Issue, type IssueStatus } from '../../../core/operations/issue'
import { operationsTimeLabel } from '../../../core/operations/operations-time.rule'
import {
  EMPTY_TABLE,
  ISSUE_CATEGORY,
  ISSUE_CATEGORY_COMMENT,
  ISSUE_CHOOSE,
  ISSUE_COLUMN_REPORTED,
  ISSUE_COLUMN_STATUS,
  ISSUE_COLUMN_TICKET,
  ISSUE_DESCRIPTION,
  ISSUE_SUBMIT,
  ISSUE_TITLE,
  ISSUES_OF_CENTRE,
  REPORT_NEW_ISSUE,
  issueReportedBy,
} from '../../../core/shared/messages'
import { useUseCase } from '../../app/use-cases.context'
import { useUseCaseQuery } from '../../app/use-use-case-query'
import { useToast } from '../../feedback/toast'
import { useCurrentRoute } from '../../shell/current-route.context'
import { theme } from '../../theme/theme'
import { DataTable } from '../../widgets/data-table'
import { PageTitle } from '../../widgets/page-title'
import { QueryBlock } from '../../widgets/query-block'
import { SubmitButton } from '../../widgets/submit-button'
import { useFormMutation } from '../../widgets/use-form-mutation'
import { Field, Section, Select } from '../operations-styles'
import { useOperationsDesk } from '../use-operations-desk'
import { enumLabel } from '../../../core/shared/enum-labels'
import { StatusPill, type StatusTone } from '../../widgets/status-pill'
import { FieldError } from '../../widgets/field'

/** Query keys of Report Issue: the centre's list. */
export const issueKeys = { list: (centreId: number) => ['operations', centreId, 'issues'] as const }

const EMPTY = { category: '', categoryComment: '', title: '', description: '' }

/**
 * Report Issue (/issues, v1/odin/*): the form (category, its text for Others, title, what
 * happened; 'This field can't be empty' under each empty field) with EDIT on PARTNER_ISSUE, and the
 * centre's issues, newest first, with their statuses in words. A filed issue shows 'Ticket created
 * Successfully: {id}' and heads the list.
 */
export default function IssuesScreen() {
  const { route } = useCurrentRoute()
  const { centre, can } = useOperationsDesk()
  const load = useUseCase('loadIssues')
  const centreId = centre?.id ?? 0
  const issues = useUseCaseQuery(issueKeys.list(centreId), () => load({ centreId }), { enabled: centre !== undefined })
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      {centre !== undefined && can('PARTNER_ISSUE', 'EDIT') ? <ReportIssueForm centreId={centre.id} /> : null}
      <Section aria-labelledby="issues-list">
        <h2 id="issues-list">{ISSUES_OF_CENTRE}</h2>
        <QueryBlock query={issues} empty={{ when: (l) => l.length === 0, message: EMPTY_TABLE }}>
          {(list) => <IssueTable issues={list} />}
        </QueryBlock>
      </Section>
    </section>
  )
}

const ReportIssueForm = ({ centreId }: { centreId: number }) => {
  const toast = useToast()
  const [draft, setDraft] = useState(EMPTY)
  const set = (k: keyof typeof EMPTY) => (v: string) => setDraft((d) => ({ ...d, [k]: v }))
  // Without a network a checked report is queued with its time and sent once the network is back.
  const offline = useOfflineQueue()
  const queueIssue = (): boolean => {
    const checked = validateIssueReport(centreId, draft)
    if (E.isLeft(checked)) return false
    void offline.queue({ kind: 'REPORT_ISSUE', centreId, payload: { issue: checked.right } }).then((queued) => {
      if (queued) setDraft(EMPTY)
    })
    return true
  }
  const { mutation, errors, attempt } = useFormMutation(useUseCase('reportIssue'), {
    invalidates: () => [issueKeys.list(centreId)],
    onSuccess: (r) => {
      toast.success(r.message)
      setDraft(EMPTY)
    },
    onError: (message, failure) => {
      if (!(offline.mayQueue(failure) && queueIssue())) toast.error(message)
    },
  })
  return (
    <Section aria-labelledby="report-issue">
      <h2 id="report-issue">{REPORT_NEW_ISSUE}</h2>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (offline.offline() && queueIssue()) return
          mutation.mutate({ centreId, draft })
        }}
      >
        <Field>
          <label htmlFor="issue-category">{ISSUE_CATEGORY}</label>
          <Select
            id="issue-category"
            value={draft.category}
            aria-invalid={errors.category !== undefined}
            aria-describedby={errors.category === undefined ? undefined : 'issue-category-error'}
            onChange={(e) => setDraft((d) => ({ ...d, category: e.target.value, categoryComment: '' }))}
          >
            <option value="">{ISSUE_CHOOSE}</option>
            {ISSUE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {enumLabel('issueCategory', c)}
              </option>
            ))}
          </Select>
          {errors.category === undefined ? null : <FieldError id="issue-category-error">{errors.category}</FieldError>}
        </Field>
        {draft.category === 'OTHERS' ? (
          <TextInput id="issue-category-comment" label={ISSUE_CATEGORY_COMMENT} value={draft.categoryComment} max={ISSUE_COMMENT_MAX} error={errors.categoryComment} onChange={set('categoryComment')} />
        ) : null}
        <TextInput id="issue-title" label={ISSUE_TITLE} value={draft.title} max={ISSUE_TITLE_MAX} error={errors.title} onChange={set('title')} />
        <Wide>
          <TextInput id="issue-description" label={ISSUE_DESCRIPTION} value={draft.description} max={ISSUE_DESCRIPTION_MAX} error={errors.description} onChange={set('description')} multiline />
        </Wide>
        <Wide>
          <SubmitButton key={attempt} onClick={() => undefined} disabled={mutation.isPending}>
            {ISSUE_SUBMIT}
          </SubmitButton>
        </Wide>
      </Form>
    </Section>
  )
}

const TextInput = ({
  id,
  label,
  value,
  max,
  error,
  onChange,
  multiline = false,
}: {
  id: string
  label: string
  value: string
  max: number
  error: string | undefined
  onChange: (v: string) => void
  multiline?: boolean
}) => {
  const described = error === undefined ? {} : { 'aria-describedby': `${id}-error` }
  const common = { id, value, maxLength: max, 'aria-invalid': error !== undefined, ...described }
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      {multiline ? <TextArea {...common} rows={4} onChange={(e) => onChange(e.target.value)} /> : <Input {...common} type="text" onChange={(e) => onChange(e.target.value)} />}
      {error === undefined ? null : <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Field>
  )
}

const IssueTable = ({ issues }: { issues: readonly Issue[] }) => (
  <DataTable
    caption={ISSUES_OF_CENTRE}
    labelledBy="issues-list"
    rows={issues}
    rowKey={(i) => String(i.id)}
    columns={[
      { key: 'ticket', header: ISSUE_COLUMN_TICKET, cell: (i) => <Ticket>{i.id}</Ticket> },
      {
        key: 'title',
        header: ISSUE_TITLE,
        cell: (i) => (
          <>
            <strong>{i.title}</strong>
            <Muted>
              {enumLabel('issueCategory', i.category)}
              {i.categoryComment === '' ? '' : `: ${i.categoryComment}`}
            </Muted>
            <Description>{i.description}</Description>
          </>
        ),
      },
      { key: 'reported', header: ISSUE_COLUMN_REPORTED, cell: (i) => issueReportedBy(i.reportedBy, operationsTimeLabel(i.reportedAt)) },
      { key: 'status', header: ISSUE_COLUMN_STATUS, cell: (i) => <StatusPill tone={ISSUE_TONES[i.status]}>{enumLabel('issueStatus', i.status)}</StatusPill> },
    ]}
  />
)

const ISSUE_TONES: Readonly<Record<IssueStatus, StatusTone>> = { OPEN: 'warn', IN_PROGRESS: 'info', RESOLVED: 'good', CLOSED: 'neutral' }

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 14px;
  align-items: start;
`
const Wide = styled.div`
  grid-column: 1 / -1;
`
const Input = styled.input`
  min-height: 40px;
  padding: 6px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
  min-width: 0;
`
const TextArea = styled.textarea`
  padding: 8px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  font: inherit;
  resize: vertical;
  min-width: 0;
`
const Ticket = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`
const Muted = styled.span`
  display: block;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Description = styled.span`
  display: block;
  margin-top: 4px;
  max-width: 60ch;
`
