import { useState } from 'react'
import styled from 'styled-components'
import type { PqsMetricRow } from '../../core/performance/performance'
import {
  EMPTY_TABLE,
  PQS_COUNTS,
  PQS_DETAIL,
  PQS_MEMBER,
  PQS_NO,
  PQS_REFERENCE,
  PQS_WHEN,
  PQS_YES,
  REPORT_NEXT_PAGE,
  REPORT_PREVIOUS_PAGE,
  reportPageOf,
} from '../../core/shared/messages'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { formatDateTime } from '../../core/shared/display-format'
import { DataTable } from '../widgets/data-table'

/** Rows a page: as the report tables. */
export const PQS_PAGE_SIZE = 25

const WHEN = { format: formatDateTime }

/**
 * The records behind a PQS metric, newest first, 25 a page ('current / total'); keyed by its answer
 * by the screen, so a new answer starts on page 1. A plain table (not
 * the report table with its search and CSV): this route's chunk must stay under its budget with a chart.
 */
export const PqsRows = ({ rows, caption }: { readonly rows: readonly PqsMetricRow[]; readonly caption: string }) => {
  const [page, setPage] = useState(0)
  const pages = Math.max(1, Math.ceil(rows.length / PQS_PAGE_SIZE))
  const shown = rows.slice(page * PQS_PAGE_SIZE, (page + 1) * PQS_PAGE_SIZE)
  if (rows.length === 0) return <p>{EMPTY_TABLE}</p>
  return (
    <>
      <DataTable
        caption={caption}
        maxHeight={360}
        rows={shown}
        rowKey={(r) => `${r.reference}-${r.at}`}
        columns={[
          { key: 'when', header: PQS_WHEN, cell: (r) => WHEN.format(r.at) },
          { key: 'reference', header: PQS_REFERENCE, rowHeader: true, cell: (r) => r.reference },
          { key: 'member', header: PQS_MEMBER, cell: (r) => r.member },
          { key: 'detail', header: PQS_DETAIL, cell: (r) => r.detail },
          { key: 'counts', header: PQS_COUNTS, cell: (r) => (r.counted ? PQS_YES : PQS_NO) },
        ]}
      />
      <Pager>
        <Button type="button" $variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {REPORT_PREVIOUS_PAGE}
        </Button>
        <span aria-live="polite" data-testid="pqs-page">
          {reportPageOf(page + 1, pages)}
        </span>
        <Button type="button" $variant="secondary" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
          {REPORT_NEXT_PAGE}
        </Button>
      </Pager>
    </>
  )
}

const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-top: 10px;
  color: ${theme.color.text};
  font-variant-numeric: tabular-nums;
  span {
    white-space: nowrap;
  }
`
