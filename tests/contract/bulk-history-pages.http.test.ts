import { describe, expect, it } from 'vitest'
import { createHttpBulkUploadDesk } from '../../adapters/http/bulk-upload-desk.http'
import { createHttpListPages } from '../../adapters/http/list-pages.http'
import * as M from '../../core/shared/messages'
import { httpClientAs } from '../support/sandbox-client'
import { ok } from './profile-contract-support'

/*
 * The bulk upload history's pages over HTTP against the shared sandbox (docs/api/paging.md): every
 * upload once, newest first, with the count found; a cursor edited by hand, or of another list
 * (another search, another kind), and a page size out of bounds are refused with the contract's
 * message. Each run's uploads carry a file name no other suite uses, and the pages are searched by it.
 */

const left = (r: { _tag: string; left?: { message: string } }): string | undefined => (r._tag === 'Left' ? r.left?.message : undefined)

describe('bulk upload history pages over HTTP', () => {
  it('pages a kind’s history by the contract, newest first, and refuses foreign and tampered cursors', async () => {
    const http = await httpClientAs('owner')
    const desk = createHttpBulkUploadDesk(http)
    const pages = createHttpListPages(http)
    const token = `hist${Math.random().toString(36).slice(2, 10)}`
    const ids: string[] = []
    // Checked uploads (a dry run: nothing changes) are kept in the history.
    for (let i = 0; i < 5; i += 1) {
      const { uploadId } = ok(await desk.begin({ kind: 'segment', centreId: 1, fileName: `${token}-${i}.csv`, rows: 1 })())
      ok(await desk.addRows('segment', uploadId, [{ row: 2, cells: ['700150', '7101'] }])())
      ok(await desk.check('segment', uploadId)())
      ids.push(uploadId)
    }
    const read: { uploadId: string; uploadedOn: number; fileName: string }[] = []
    let cursor: string | undefined
    let first: { total: number; all: number } | undefined
    do {
      const p = ok(await pages.bulkHistory({ kind: 'segment', centreId: 1, search: token.toUpperCase(), pageSize: 2, ...(cursor === undefined ? {} : { cursor }) })())
      expect(p.rows.length).toBeLessThanOrEqual(2)
      expect(p.total).toBe(5)
      first ??= p
      read.push(...p.rows)
      cursor = p.next
    } while (cursor !== undefined)
    expect(read.map((r) => r.uploadId).sort()).toEqual([...ids].sort())
    for (let i = 1; i < read.length; i += 1) expect((read[i - 1]?.uploadedOn ?? 0) >= (read[i]?.uploadedOn ?? 0)).toBe(true)
    expect(first?.all).toBeGreaterThanOrEqual(5)

    const next = ok(await pages.bulkHistory({ kind: 'segment', centreId: 1, search: token, pageSize: 2 })()).next ?? ''
    expect(next).not.toBe('')
    const tampered = `${next.slice(0, -2)}${next.endsWith('AA') ? 'BB' : 'AA'}`
    expect(left(await pages.bulkHistory({ kind: 'segment', centreId: 1, search: token, cursor: tampered })())).toBe(M.PAGE_CURSOR_INVALID)
    expect(left(await pages.bulkHistory({ kind: 'segment', centreId: 1, search: `${token}-1`, cursor: next })())).toBe(M.PAGE_CURSOR_FOREIGN)
    expect(left(await pages.bulkHistory({ kind: 'offer', centreId: 1, search: token, cursor: next })())).toBe(M.PAGE_CURSOR_FOREIGN)
    expect(left(await pages.bulkHistory({ kind: 'segment', centreId: 1, pageSize: 0 })())).toBeDefined()
  })
})
