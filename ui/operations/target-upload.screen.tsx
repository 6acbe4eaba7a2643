import { useId, useRef, useState } from 'react'
import type { TargetUploadRow, TargetUploadStatus } from '../../core/operations/target-upload'
import { isCsvFileName } from '../../core/forms/csv-upload.rule'
import { type TargetUploadState, nextTargetUploadState, targetUploadPending } from '../../core/operations/target-upload.rule'
import { useUseCase } from '../app/use-cases.context'
import { failureMessage, useUseCaseQuery } from '../app/use-use-case-query'
import { useToast } from '../feedback/toast'
import { Button } from '../widgets/button'
import { DataTable } from '../widgets/data-table'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { useFormMutation } from '../widgets/use-form-mutation'
import { useUseCaseMutation } from '../app/use-use-case-query'
import { VisuallyHidden } from '../widgets/visually-hidden'
import { Code, ErrorText, Field, FileInput, Hint, Row, Section, Select } from './operations-styles'
import { useSelectedCentre } from './use-selected-centre'

const when = (ms: number): string => new Date(ms).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })
const STATUS_WORDS: Readonly<Record<TargetUploadStatus, string>> = {
  UPLOADED: 'Uploaded',
  VALIDATION_SCHEDULED: 'Validation scheduled',
  VALIDATING: 'Validating',
  SUCCESS: 'Targets saved',
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
  const loadHistory = useUseCase('targetUploadHistory')
  const toast = useToast()
  const ids = { entity: useId(), metric: useId(), override: useId(), file: useId(), history: useId() }
  const fileRef = useRef<HTMLInputElement>(null)
  const [entity, setEntity] = useState('')
  const [metric, setMetric] = useState('')
  const [override, setOverride] = useState(false)
  const [state, setState] = useState<TargetUploadState>('idle')
  const [urlRound, setUrlRound] = useState(0)

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
  const history = useUseCaseQuery(historyKey, () => loadHistory({ centreId, ...(entity === '' ? {} : { entity }) }), {
    enabled: centre !== undefined,
    refetchInterval: poll ? 1000 : false,
  })
  const pending = history.data?.some((r) => targetUploadPending(r.status)) ?? false
  if (poll !== pending) setPoll(pending)

  const send = useFormMutation(upload, {
    invalidates: () => [historyKey],
    onSuccess: (r) => {
      setState((s) => nextTargetUploadState(s, 'succeeded'))
      toast.success(r.message)
    },
    onError: (message) => {
      setState((s) => nextTargetUploadState(s, 'failed'))
      toast.error(message)
    },
  })

  const onUpload = () => {
    const file = fileRef.current?.files?.[0]
    if (url.data === undefined) return
    // A file that is not .csv is refused by the use case (a field error); the page stays where it is.
    if (file !== undefined && isCsvFileName(file.name)) setState((s) => nextTargetUploadState(s, 'upload'))
    const go = async () => {
      const text = file === undefined ? '' : await file.text()
      send.mutation.mutate({ centreId, entity, targetMetricIdentifier: metric, url: url.data, override, file: { name: file?.name ?? '', text } })
    }
    void go()
  }

  const uploadAgain = () => {
    setState((s) => nextTargetUploadState(s, 'uploadAgain'))
    setEntity('')
    setMetric('')
    setOverride(false)
    setUrlRound((n) => n + 1)
    if (fileRef.current !== null) fileRef.current.value = ''
  }

  return (
    <>
      <PageTitle>Target Upload</PageTitle>
      <Section aria-labelledby={`${ids.file}-h`}>
        <h2 id={`${ids.file}-h`}>Upload monthly targets</h2>
        {state === 'uploaded' ? (
          <Row>
            <p role="status">{send.mutation.data?.value.pageMessage}</p>
            <Button type="button" onClick={uploadAgain}>
              Upload again
            </Button>
          </Row>
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
                    {send.errors.file === undefined ? null : <ErrorText id={`${ids.file}-err`}>{send.errors.file}</ErrorText>}
                  </Field>
                  <Button type="button" onClick={onUpload} disabled={url.data === undefined || state === 'uploading'}>
                    {state === 'uploading' ? 'Uploading…' : 'Upload'}
                  </Button>
                </Row>
              </>
            )}
          </>
        )}
      </Section>
      <Section aria-labelledby={ids.history}>
        <h2 id={ids.history}>Upload history</h2>
        <QueryBlock query={history} empty={{ when: (rows) => rows.length === 0, message: 'Nothing here' }}>
          {(rows) => <HistoryTable rows={rows} centreId={centreId} />}
        </QueryBlock>
      </Section>
    </>
  )
}

const HistoryTable = ({ rows, centreId }: { readonly rows: readonly TargetUploadRow[]; readonly centreId: number }) => (
  <DataTable
    caption="Upload history"
    rows={rows}
    rowKey={(r) => r.file}
    columns={[
      { key: 'metric', header: 'Target Metric', cell: (r) => r.targetMetric },
      { key: 'owner', header: 'Owner Type', cell: (r) => r.ownerType },
      { key: 'by', header: 'Uploaded By', cell: (r) => r.uploadedBy },
      { key: 'on', header: 'Uploaded On', cell: (r) => when(r.uploadedOn) },
      {
        key: 'status',
        header: 'Status',
        cell: (r) => (
          <>
            {STATUS_WORDS[r.status]}
            {r.override ? ' (Override)' : ''}
            {r.reason === undefined ? null : <div>{r.reason}</div>}
          </>
        ),
      },
      { key: 'file', header: 'File', cell: (r) => <DownloadCell fileName={r.file} centreId={centreId} /> },
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
