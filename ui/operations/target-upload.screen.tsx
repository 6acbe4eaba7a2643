import { useRef, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import type { RowError } from '../../core/operations/bulk-upload'
import type { TargetUploadRow, TargetUploadStatus } from '../../core/operations/target-upload'
import { TARGETS_SAVED, TARGET_FILE_VALIDATING, showTargetProblems, targetFileRefused } from '../../core/shared/messages/uploads'
import { isCsvFileName } from '../../core/operations/csv-upload.rule'
import { type TargetUploadState, nextTargetUploadState, targetUploadPending } from '../../core/operations/target-upload.rule'
import { useUseCase } from '../app/use-cases.context'
import { failureMessage, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { DataTable, type ServerPaging } from '../widgets/data-table'
import { type ServerView, serverPaging, useCursorPages } from '../widgets/cursor-pages'
import { TARGET_HISTORY_PAGE_SIZE } from '../../core/shared/list-pages.rule'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { useFormMutation } from '../widgets/use-form-mutation'
import { useUseCaseMutation } from '../app/use-use-case-query'
import { NotificationBanner } from '../widgets/notification-banner'
import { VisuallyHidden } from '../widgets/visually-hidden'
import { Code, Field, FileInput, Hint, Row, Section, Select } from './operations-styles'
import { parseCsvFile } from './parse-csv'
import { useSelectedCentre } from './use-selected-centre'
import { formatDateTime } from '../../core/shared/display-format'
import { enumLabel } from '../../core/shared/enum-labels'
import { FieldError } from '../widgets/field'
import { useNetworkOnly } from '../offline/needs-network'

const when = (ms: number): string => formatDateTime(ms)
const STATUS_WORDS: Readonly<Record<TargetUploadStatus, string>> = {
  UPLOADED: 'Uploaded',
  VALIDATION_SCHEDULED: 'Validation scheduled',
  VALIDATING: 'Validating',
  SUCCESS: TARGETS_SAVED,
  FAILED: 'Failed',
}

/**
 * /troubleshooting/target-upload (part 3 §2 "Target Upload page", §4, §7, §8): owner entity, then
 * its target metric (an upload URL is requested for it), Override, a .csv file; after the upload
 * 'File uploaded' and 'Upload again'; the upload history with its download links.
 */
export default function TargetUploadScreen() {
  const centre = useSelectedCentre()
  const centreId = centre?.id ?? 0
  const loadEntities = useUseCase('loadOwnerEntities')
  const loadMetrics = useUseCase('loadTargetMetrics')
  const requestUrl = useUseCase('requestTargetUploadUrl')
  const upload = useUseCase('uploadTargetFile')
  const loadHistory = useUseCase('targetHistoryPage')
  const toast = useToast()
  const ids = { entity: useUniqueId(), metric: useUniqueId(), override: useUniqueId(), file: useUniqueId(), history: useUniqueId() }
  const fileRef = useRef<HTMLInputElement>(null)
  const [entity, setEntity] = useState('')
  const [metric, setMetric] = useState('')
  const [override, setOverride] = useState(false)
  const [state, setState] = useState<TargetUploadState>('idle')
  const [urlRound, setUrlRound] = useState(0)
  /** The problems of a file refused before it was sent. */
  const [refused, setRefused] = useState<readonly RowError[] | undefined>(undefined)

  const entities = useUseCaseQuery(['operations', 'targets', centreId, 'entities'], () => loadEntities({ centreId }), { enabled: centre !== undefined })
  const metrics = useUseCaseQuery(['operations', 'targets', centreId, 'metrics', entity], () => loadMetrics({ centreId, entity }), { enabled: centre !== undefined && entity !== '' })
  const url = useUseCaseQuery(
    ['operations', 'targets', centreId, 'uploadUrl', entity, metric, urlRound],
    () => requestUrl({ centreId, entity, targetMetricIdentifier: metric }),
    { enabled: centre !== undefined && entity !== '' && metric !== '', keepPrevious: false },
  )
  const historyKey = ['operations', 'targets', centreId, 'history', entity] as const
  // The history refreshes every second while a validation has not finished (the sandbox moves its status on).
  const [poll, setPoll] = useState(false)
  // The history is paged, sorted and searched by the server; a new search, sort, owner entity or upload starts on page 1.
  const [view, setView] = useState<ServerView>({ search: '', sort: undefined })
  const direction = view.sort === undefined ? undefined : view.sort.dir === 'asc' ? ('ASC' as const) : ('DESC' as const)
  const [sent, setSent] = useState(0)
  const pages = useCursorPages(JSON.stringify([centreId, entity, view, sent]))
  const history = useUseCaseQuery(
    [...historyKey, 'page', view, pages.cursor],
    () =>
      loadHistory({
        centreId,
        pageSize: TARGET_HISTORY_PAGE_SIZE,
        ...(entity === '' ? {} : { entity }),
        ...(view.search === '' ? {} : { search: view.search }),
        ...(direction === undefined ? {} : { sortKey: 'uploadedOn', direction }),
        ...(pages.cursor === undefined ? {} : { cursor: pages.cursor }),
      }),
    { enabled: centre !== undefined, refetchInterval: poll ? 1000 : false },
  )
  const pending = history.data?.rows.some((r) => targetUploadPending(r.status)) ?? false
  if (poll !== pending) setPoll(pending)

  const send = useFormMutation(upload, {
    invalidates: () => [historyKey],
    onSuccess: (r) => {
      setSent((n) => n + 1)
      setState((s) => nextTargetUploadState(s, 'succeeded'))
      toast.success(r.message)
    },
    onError: (message, failure) => {
      setState((s) => nextTargetUploadState(s, 'failed'))
      if (failure !== undefined && failure._tag === 'TargetFileRefused') setRefused(failure.problems)
      toast.error(message)
    },
  })
  // The uploaded file's own history row: its validation decides what the page says after 'File uploaded'.
  const uploadedName = state === 'uploaded' ? send.mutation.data?.value.fileName : undefined
  const uploadedRow = uploadedName === undefined ? undefined : history.data?.rows.find((r) => r.file === uploadedName)

  const network = useNetworkOnly('UPLOAD')
  const onUpload = () => {
    const file = fileRef.current?.files?.[0]
    if (url.data === undefined || network.refused()) return
    setRefused(undefined)
    // A file that is not .csv is refused by the use case (a field error); the page stays where it is.
    const csv = file !== undefined && isCsvFileName(file.name)
    if (csv) setState((s) => nextTargetUploadState(s, 'upload'))
    const go = async () => {
      const text = file === undefined ? '' : await file.text()
      const raw = file !== undefined && csv ? await parseCsvFile(file, () => undefined) : undefined
      send.mutation.mutate({ centreId, entity, targetMetricIdentifier: metric, url: url.data, override, file: { name: file?.name ?? '', text }, ...(raw === undefined ? {} : { raw }) })
    }
    void go()
  }

  const uploadAgain = () => {
    setState((s) => nextTargetUploadState(s, 'uploadAgain'))
    setEntity('')
    setMetric('')
    setOverride(false)
    setUrlRound((n) => n + 1)
    setRefused(undefined)
    if (fileRef.current !== null) fileRef.current.value = ''
  }

  return (
    <>
      <PageTitle>Target Upload</PageTitle>
      <Section aria-labelledby={`${ids.file}-h`}>
        <h2 id={`${ids.file}-h`}>Upload monthly targets</h2>
        {state === 'uploaded' ? (
          <>
            {uploadedRow?.status === 'FAILED' ? (
              <NotificationBanner kind="failure">{uploadedRow.reason ?? targetFileRefused(uploadedRow.problems?.length ?? 1)}</NotificationBanner>
            ) : null}
            {uploadedRow?.status === 'FAILED' && (uploadedRow.problems?.length ?? 0) > 1 ? <ProblemsTable problems={uploadedRow.problems ?? []} /> : null}
            <Row>
              <p role="status">
                {uploadedRow?.status === 'FAILED' ? null : (
                  <>
                    <span>{send.mutation.data?.value.pageMessage}</span> <span>{uploadedRow?.status === 'SUCCESS' ? TARGETS_SAVED : TARGET_FILE_VALIDATING}</span>
                  </>
                )}
              </p>
              <Button type="button" onClick={uploadAgain}>
                Upload again
              </Button>
            </Row>
          </>
        ) : (
          <>
            <Hint>
              A .csv file with a header row <Code>ownerIdentifier</Code>, <Code>month</Code> (YYYY-MM), <Code>target</Code>: one target per owner and month. Without
              Override a target that already exists fails the file; with Override it is replaced.
            </Hint>
            <Row>
              <Field>
                <label htmlFor={ids.entity}>Owner entity</label>
                <QueryBlock query={entities}>
                  {(list) => (
                    <Select
                      id={ids.entity}
                      value={entity}
                      onChange={(e) => {
                        setEntity(e.target.value)
                        setMetric('')
                      }}
                    >
                      <option value="">Choose an owner entity</option>
                      {list.map((x) => (
                        <option key={x.identifier} value={x.identifier}>
                          {x.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </QueryBlock>
              </Field>
              {entity === '' ? null : (
                <Field>
                  <label htmlFor={ids.metric}>Target metric</label>
                  <QueryBlock query={metrics}>
                    {(list) => (
                      <Select id={ids.metric} value={metric} onChange={(e) => setMetric(e.target.value)}>
                        <option value="">Choose a target metric</option>
                        {list.map((x) => (
                          <option key={x.identifier} value={x.identifier}>
                            {x.name}
                          </option>
                        ))}
                      </Select>
                    )}
                  </QueryBlock>
                </Field>
              )}
            </Row>
            {metric === '' ? null : (
              <>
                <QueryBlock query={url}>{() => null}</QueryBlock>
                <Row>
                  <label>
                    <input id={ids.override} type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} /> Override
                  </label>
                </Row>
                <Row>
                  <Field>
                    <label htmlFor={ids.file}>Target file (.csv)</label>
                    <FileInput id={ids.file} ref={fileRef} type="file" accept=".csv,text/csv" aria-describedby={send.errors.file === undefined ? undefined : `${ids.file}-err`} />
                    {send.errors.file === undefined ? null : <FieldError id={`${ids.file}-err`}>{send.errors.file}</FieldError>}
                  </Field>
                  <Button type="button" onClick={onUpload} disabled={url.data === undefined || state === 'uploading'}>
                    {state === 'uploading' ? 'Uploading…' : 'Upload'}
                  </Button>
                </Row>
                {network.note}
                {refused === undefined ? null : (
                  <>
                    <NotificationBanner kind="failure">{targetFileRefused(refused.length)}</NotificationBanner>
                    <ProblemsTable problems={refused} />
                  </>
                )}
              </>
            )}
          </>
        )}
      </Section>
      <Section aria-labelledby={ids.history}>
        <h2 id={ids.history}>Upload history</h2>
        <QueryBlock query={history} empty={{ when: (p) => p.all === 0, message: 'Nothing here' }}>
          {(p) => (
            <HistoryTable
              rows={p.rows}
              centreId={centreId}
              server={serverPaging(pages, p, history.isFetching, view, setView)}
            />
          )}
        </QueryBlock>
      </Section>
    </>
  )
}

const HistoryTable = ({ rows, centreId, server }: { readonly rows: readonly TargetUploadRow[]; readonly centreId: number; readonly server: ServerPaging }) => (
  <DataTable
    caption="Upload history"
    rows={rows}
    server={server}
    searchText={(r) => `${r.file} ${r.uploadedBy} ${r.targetMetric}`}
    rowKey={(r) => r.file}
    columns={[
      { key: 'metric', header: 'Target Metric', cell: (r) => enumLabel('targetMetric', r.targetMetric) },
      { key: 'owner', header: 'Owner Type', cell: (r) => enumLabel('targetOwner', r.ownerType) },
      { key: 'by', header: 'Uploaded By', cell: (r) => r.uploadedBy },
      { key: 'on', header: 'Uploaded On', cell: (r) => when(r.uploadedOn), compare: (a, b) => a.uploadedOn - b.uploadedOn },
      {
        key: 'status',
        header: 'Status',
        cell: (r) => (
          <>
            {STATUS_WORDS[r.status]}
            {r.override ? ' (Override)' : ''}
            {r.reason === undefined ? null : <div>{r.reason}</div>}
            {(r.problems?.length ?? 0) > 1 ? (
              <details>
                <summary>{showTargetProblems(r.problems?.length ?? 0)}</summary>
                <ul aria-label={`Problems of ${r.file}`}>
                  {r.problems?.map((p) => (
                    <li key={`${p.row}-${p.column}-${p.reason}`}>{`Row ${p.row}, ${p.column}: ${p.reason}`}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </>
        ),
      },
      { key: 'file', header: 'File', cell: (r) => <DownloadCell fileName={r.file} centreId={centreId} /> },
    ]}
  />
)

const ProblemsTable = ({ problems }: { readonly problems: readonly RowError[] }) => (
  <DataTable
    caption="Problems in the file"
    rows={problems}
    rowKey={(e) => `${e.row}-${e.column}-${e.reason}`}
    columns={[
      { key: 'row', header: 'Row', numeric: true, cell: (e) => e.row },
      { key: 'column', header: 'Column', cell: (e) => e.column },
      { key: 'reason', header: 'Reason', cell: (e) => e.reason },
    ]}
  />
)

/** The download action; once the file URL is fetched it becomes a 'click to download' link. */
const DownloadCell = ({ fileName, centreId }: { readonly fileName: string; readonly centreId: number }) => {
  const fileUrl = useUseCase('targetFileUrl')
  const toast = useToast()
  const get = useUseCaseMutation(fileUrl, {
    onSuccess: (r) => toast.success(r.message),
    onError: (_f, e) => toast.error(failureMessage(e)),
  })
  if (get.data !== undefined)
    return (
      <a href={get.data.value.downloadUrl} download={fileName}>
        click to download<VisuallyHidden>{` ${fileName}`}</VisuallyHidden>
      </a>
    )
  return (
    <Button type="button" $variant="secondary" disabled={get.isPending} onClick={() => get.mutate({ centreId, fileName })}>
      Download<VisuallyHidden>{` ${fileName}`}</VisuallyHidden>
    </Button>
  )
}
