import { useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { BULK_UPLOAD_COLUMNS, BULK_UPLOAD_OPTIONAL_COLUMNS, type BulkUploadKind, type BulkUploadRecord } from '../../core/operations/bulk-upload'
import type { BulkDryRun } from '../../core/operations/dry-run-bulk-upload.use-case'
import { MEMBERSHIP_TYPES } from '../../core/shared/constants'
import {
  PARSING_FILE,
  uploadOptionalColumns,
  BULK_APPLY_AGAIN,
  BULK_CHECKING_ROWS,
  BULK_CHOOSE_TYPE,
  BULK_HIDE_CHANGES,
  BULK_MEMBERSHIP_TYPE,
  BULK_NO_ROW_CHANGED,
  BULK_NO_UPLOADS,
  BULK_STATUS_WORDS,
  BULK_UPLOADED_BY,
  BULK_UPLOADED_ON,
  BULK_UPLOAD_A_FILE,
  BULK_UPLOAD_HISTORY,
  BULK_VIEW_CHANGES,
  bulkAlreadyApplied,
  bulkApplyRows,
  bulkChangesOf,
  bulkFirstProblemsShown,
  bulkProblemsIn,
  bulkReady,
  bulkRefused,
  bulkRowChange,
} from '../../core/shared/messages/uploads'
import { useUseCase } from '../app/use-cases.context'
import { failureMessage, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { type Column, DataTable, type ServerPaging } from '../widgets/data-table'
import { type ServerView, serverPaging, useCursorPages } from '../widgets/cursor-pages'
import { BULK_HISTORY_PAGE_SIZE } from '../../core/shared/list-pages.rule'
import { NotificationBanner } from '../widgets/notification-banner'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { useFormMutation } from '../widgets/use-form-mutation'
import { VisuallyHidden } from '../widgets/visually-hidden'
import { Code, Field, FileInput, Hint, Row, Section, Select } from './operations-styles'
import { parseCsvFile } from './parse-csv'
import { useSelectedCentre } from './use-selected-centre'
import { formatCount, formatDateTime } from '../../core/shared/display-format'
import type { ReactNode } from 'react'
import { FieldError } from '../widgets/field'
import { useNetworkOnly } from '../offline/needs-network'

/** At most this many row problems are listed on screen (the count says how many there are). */
const SHOWN_ERRORS = 200

const when = (ms: number): string => formatDateTime(ms)

type Props = { readonly kind: BulkUploadKind; readonly title: string; readonly purpose: ReactNode }

/**
 * One screen for every bulk upload (segment removal, offers revert, membership extend, leads):
 * choose a .csv, read it in chunks with progress, see the dry run (every row's problem with its
 * row number, column and reason, or what will change), then apply every row or none. The history
 * below shows who uploaded what and when, and each upload's changed rows.
 */
export const BulkUploadScreen = ({ kind, title, purpose }: Props) => {
  const centre = useSelectedCentre()
  const dryRun = useUseCase('dryRunBulkUpload')
  const apply = useUseCase('applyBulkUpload')
  const history = useUseCase('bulkUploadHistoryPage')
  const toast = useToast()
  const fileId = useUniqueId()
  const typeId = useUniqueId()
  const fileRef = useRef<HTMLInputElement>(null)
  const [type, setType] = useState('')
  const [reading, setReading] = useState<number | undefined>(undefined)
  const [result, setResult] = useState<BulkDryRun | undefined>(undefined)
  const [applied, setApplied] = useState<string | undefined>(undefined)
  const historyKey = ['operations', kind, centre?.id, 'history'] as const

  // A check is kept in the history (refused or checked): the history shows it at once.
  const [sent, setSent] = useState(0)
  const check = useFormMutation(dryRun, {
    invalidates: () => [historyKey],
    onSuccess: (r) => {
      setSent((n) => n + 1)
      setResult(r)
    },
  })
  const run = useUseCaseMutation(apply, {
    invalidates: () => [historyKey],
    onSuccess: (r) => {
      setSent((n) => n + 1)
      setApplied(r.value.heading === undefined ? r.message : `${r.value.heading}. ${r.message}`)
      setResult(undefined)
      toast.success(r.message)
    },
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  // The history is paged, sorted and searched by the server; a new search, sort, centre, check or upload starts on page 1.
  const [view, setView] = useState<ServerView>({ search: '', sort: undefined })
  const direction = view.sort === undefined ? undefined : view.sort.dir === 'asc' ? ('ASC' as const) : ('DESC' as const)
  const pages = useCursorPages(JSON.stringify([kind, centre?.id, view, sent]))
  const historyQuery = useUseCaseQuery(
    [...historyKey, 'page', view, pages.cursor],
    () =>
      history({
        kind,
        centreId: centre?.id ?? 0,
        pageSize: BULK_HISTORY_PAGE_SIZE,
        ...(view.search === '' ? {} : { search: view.search }),
        ...(direction === undefined ? {} : { sortKey: 'uploadedOn', direction }),
        ...(pages.cursor === undefined ? {} : { cursor: pages.cursor }),
      }),
    { enabled: centre !== undefined },
  )

  const network = useNetworkOnly('UPLOAD')
  const onCheck = async () => {
    if (centre === undefined || network.refused()) return
    setResult(undefined)
    setApplied(undefined)
    const file = fileRef.current?.files?.[0]
    let raw: string[][] = []
    if (file !== undefined && /\.csv$/i.test(file.name)) {
      setReading(0)
      try {
        raw = await parseCsvFile(file, setReading)
      } finally {
        setReading(undefined)
      }
    }
    check.mutation.mutate({ kind, centreId: centre.id, fileName: file?.name ?? '', raw, ...(kind === 'extend' ? { type } : {}) })
  }

  const columns = BULK_UPLOAD_COLUMNS[kind]
  const optional = BULK_UPLOAD_OPTIONAL_COLUMNS[kind]
  const busy = reading !== undefined || check.mutation.isPending
  const ready = result !== undefined && result.errors.length === 0 && result.check !== undefined

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Section aria-labelledby={`${fileId}-h`}>
        <h2 id={`${fileId}-h`}>{BULK_UPLOAD_A_FILE}</h2>
        <Hint>
          {purpose} A .csv file with a header row: {columns.map((c, i) => (
            <span key={c}>
              {i > 0 ? ', ' : ''}
              <Code>{c}</Code>
            </span>
          ))}
          .{optional.length === 0 ? null : uploadOptionalColumns(optional)} Blank lines are skipped. Nothing changes until you apply the checked file.
        </Hint>
        <Row>
          <Field>
            <label htmlFor={fileId}>CSV file</label>
            <FileInput
              id={fileId}
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={check.errors.file === undefined ? undefined : `${fileId}-err`}
              onChange={() => {
                setResult(undefined)
                setApplied(undefined)
              }}
            />
            {check.errors.file === undefined ? null : <FieldError id={`${fileId}-err`}>{check.errors.file}</FieldError>}
          </Field>
          {kind === 'extend' ? (
            <Field>
              <label htmlFor={typeId}>{BULK_MEMBERSHIP_TYPE}</label>
              <Select id={typeId} value={type} onChange={(e) => setType(e.target.value)} aria-describedby={check.errors.type === undefined ? undefined : `${typeId}-err`}>
                <option value="">{BULK_CHOOSE_TYPE}</option>
                {MEMBERSHIP_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
              {check.errors.type === undefined ? null : <FieldError id={`${typeId}-err`}>{check.errors.type}</FieldError>}
            </Field>
          ) : null}
          <Button type="button" onClick={() => void onCheck()} disabled={busy || centre === undefined}>
            Check file
          </Button>
        </Row>
        {network.note}
        <div role="status" aria-live="polite">
          {reading !== undefined ? PARSING_FILE(reading) : check.mutation.isPending ? BULK_CHECKING_ROWS : ''}
        </div>
        {result === undefined ? null : <DryRunReport result={result} />}
        {ready && result.check !== undefined ? (
          <Row>
            <Button type="button" disabled={run.isPending} onClick={() => result.check !== undefined && !network.refused() && run.mutate({ kind, uploadId: result.check.uploadId })}>
              {result.check.alreadyApplied === undefined ? bulkApplyRows(result.check.changes) : BULK_APPLY_AGAIN}
            </Button>
          </Row>
        ) : null}
        {applied === undefined ? null : (
          <NotificationBanner kind="success" onClose={() => setApplied(undefined)}>
            {applied}
          </NotificationBanner>
        )}
      </Section>
      <Section aria-labelledby={`${fileId}-history`}>
        <h2 id={`${fileId}-history`}>{BULK_UPLOAD_HISTORY}</h2>
        <QueryBlock query={historyQuery} empty={{ when: (p) => p.all === 0, message: BULK_NO_UPLOADS }}>
          {(p) => (
            <HistoryTable
              kind={kind}
              rows={p.rows}
              server={serverPaging(pages, p, historyQuery.isFetching, view, setView)}
            />
          )}
        </QueryBlock>
      </Section>
    </>
  )
}

const DryRunReport = ({ result }: { readonly result: BulkDryRun }) => {
  if (result.errors.length > 0)
    return (
      <div>
        <NotificationBanner kind="failure">
          {bulkProblemsIn(result.errors.length, result.fileName)}
        </NotificationBanner>
        <DataTable
          caption="Problems in the file"
          rows={result.errors.slice(0, SHOWN_ERRORS)}
          rowKey={(e) => `${e.row}-${e.column}`}
          columns={[
            { key: 'row', header: 'Row', numeric: true, cell: (e) => e.row },
            { key: 'column', header: 'Column', cell: (e) => e.column },
            { key: 'reason', header: 'Reason', cell: (e) => e.reason },
          ]}
        />
        {result.errors.length > SHOWN_ERRORS ? <Hint>{bulkFirstProblemsShown(SHOWN_ERRORS, result.errors.length)}</Hint> : null}
      </div>
    )
  const c = result.check
  if (c === undefined) return null
  return (
    <NotificationBanner kind="success">
      {c.alreadyApplied !== undefined
        ? bulkAlreadyApplied(result.fileName, when(c.alreadyApplied.uploadedOn), c.alreadyApplied.uploadedBy)
        : bulkReady(result.fileName, c.rows, c.changes, c.unchanged)}
    </NotificationBanner>
  )
}

const HistoryTable = ({ kind, rows, server }: { readonly kind: BulkUploadKind; readonly rows: readonly BulkUploadRecord[]; readonly server: ServerPaging }) => {
  const [open, setOpen] = useState<string | undefined>(undefined)
  const columns: readonly Column<BulkUploadRecord>[] = [
    { key: 'on', header: BULK_UPLOADED_ON, cell: (r) => when(r.uploadedOn), compare: (a, b) => a.uploadedOn - b.uploadedOn },
    { key: 'by', header: BULK_UPLOADED_BY, cell: (r) => r.uploadedBy },
    { key: 'file', header: 'File', cell: (r) => r.fileName },
    ...(kind === 'extend' ? [{ key: 'type', header: 'Type', cell: (r: BulkUploadRecord) => r.type ?? '' }] : []),
    {
      key: 'status',
      header: 'Status',
      cell: (r) => (r.errors > 0 && r.status === 'CHECKED' ? bulkRefused(r.errors) : BULK_STATUS_WORDS[r.status]),
    },
    { key: 'rows', header: 'Rows', numeric: true, cell: (r) => formatCount(r.rows) },
    { key: 'changed', header: 'Changed', numeric: true, cell: (r) => r.changed },
    {
      key: 'audit',
      header: 'Audit',
      cell: (r) => (
        <Button type="button" $variant="secondary" aria-expanded={open === r.uploadId} onClick={() => setOpen(open === r.uploadId ? undefined : r.uploadId)} disabled={r.status !== 'APPLIED'}>
          {open === r.uploadId ? BULK_HIDE_CHANGES : BULK_VIEW_CHANGES}
          <VisuallyHidden>{` of ${r.fileName}`}</VisuallyHidden>
        </Button>
      ),
    },
  ]
  return (
    <DataTable
      caption="Upload history"
      columns={columns}
      rows={rows}
      server={server}
      searchText={(r) => `${r.fileName} ${r.uploadedBy} ${r.type ?? ''}`}
      rowKey={(r) => r.uploadId}
      detail={(r) => (open === r.uploadId ? <AuditChanges kind={kind} r={r} /> : undefined)}
    />
  )
}

/** The rows an applied upload changed, as the audit has them. */
const AuditChanges = ({ kind, r }: { readonly kind: BulkUploadKind; readonly r: BulkUploadRecord }) => {
  const audit = useUseCase('bulkUploadAudit')
  const q = useUseCaseQuery(['operations', kind, 'audit', r.uploadId, r.status], () => audit({ kind, uploadId: r.uploadId }))
  return (
    <QueryBlock query={q} empty={{ when: (a) => a.changes.length === 0, message: BULK_NO_ROW_CHANGED }}>
      {(a) => (
        <ul aria-label={bulkChangesOf(a.fileName)}>
          {a.changes.map((c) => (
            <li key={c.row}>{bulkRowChange(c.row, c.change)}</li>
          ))}
        </ul>
      )}
    </QueryBlock>
  )
}
