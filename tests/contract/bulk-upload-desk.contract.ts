import { describe, expect, it } from 'vitest'
import type { BulkRow, BulkUploadKind } from '../../core/operations/bulk-upload'
import type { BulkUploadDesk } from '../../core/operations/bulk-upload-desk.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

/**
 * A member of the lower half of the seeded range (700001 to 700200) no other test of this run has
 * used (the CLI's upload tests take the upper half of the same shared sandbox).
 */
const used = new Set<number>()
const freshMember = (): number => {
  for (;;) {
    const i = Math.floor(Math.random() * 200)
    if (!used.has(i)) {
      used.add(i)
      return i
    }
  }
}
const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)
const rows = (...cells: (readonly string[])[]): BulkRow[] => cells.map((c, i) => ({ row: i + 2, cells: c }))

const stage = async (desk: BulkUploadDesk, kind: BulkUploadKind, r: readonly BulkRow[], type?: string) => {
  const { uploadId } = ok(await desk.begin({ kind, centreId: 1, fileName: `${kind}.csv`, rows: r.length, ...(type === undefined ? {} : { type }) })())
  ok(await desk.addRows(kind, uploadId, r)())
  return uploadId
}

/** What every BulkUploadDesk must do: stage, dry run (nothing changes), apply all or none, once. */
export const bulkUploadDeskContract = (name: string, make: () => Promise<BulkUploadDesk>): void => {
  describe(`BulkUploadDesk contract: ${name}`, () => {
    it('removes members from a segment once: the same file again changes nothing and names the first upload', async () => {
      const desk = await make()
      const a = String(700_001 + freshMember())
      const b = String(700_001 + freshMember())
      const file = rows([a, '7101'], [b, '7101'])
      const first = await stage(desk, 'segment', file)
      const check = ok(await desk.check('segment', first)())
      expect(check).toMatchObject({ rows: 2, changes: 2, unchanged: 0, errors: [] })
      expect(check.alreadyApplied).toBeUndefined()
      expect(ok(await desk.apply('segment', first)())).toMatchObject({ status: 'APPLIED', changed: 2 })
      const audit = ok(await desk.audit('segment', first)())
      expect(audit.changes.map((c) => c.row)).toEqual([2, 3])
      expect(audit.status).toBe('APPLIED')

      const again = await stage(desk, 'segment', file)
      const check2 = ok(await desk.check('segment', again)())
      expect(check2.changes).toBe(0)
      expect(check2.alreadyApplied?.uploadId).toBe(first)
      expect(ok(await desk.apply('segment', again)())).toMatchObject({ status: 'UNCHANGED', changed: 0 })
      const history = ok(await desk.history('segment', 1)())
      expect(history.slice(0, 2).map((h) => h.uploadId)).toEqual([again, first])
    })

    it('lists a row the data refuses and applies nothing of the file (all or none)', async () => {
      const desk = await make()
      const member = String(700_001 + freshMember())
      const id = await stage(desk, 'offer', rows([member, 'DIWALI-20'], [member, 'NO-SUCH-OFFER']))
      const check = ok(await desk.check('offer', id)())
      expect(check.errors).toEqual([{ row: 3, column: 'offerId', reason: M.UPLOAD_OFFER_NOT_AVAILED }])
      expect(left(await desk.apply('offer', id)())).toMatchObject({ _tag: 'Rejected', message: M.UPLOAD_HAS_ERRORS })
      // The good row was not applied: a file with it alone still changes it.
      const good = await stage(desk, 'offer', rows([member, 'DIWALI-20']))
      expect(ok(await desk.check('offer', good)()).changes).toBe(1)
    })

    it('checks every cell again on the server, whatever the browser sent', async () => {
      const desk = await make()
      const id = await stage(desk, 'extend', rows(['90001', '0'], ['abc', '5']), 'SELECT')
      const check = ok(await desk.check('extend', id)())
      expect(check.errors).toEqual([
        { row: 2, column: 'days', reason: M.UPLOAD_WHOLE_NUMBER(1, 365) },
        { row: 3, column: 'membershipId', reason: M.UPLOAD_DIGITS_REQUIRED },
      ])
    })

    it('extends a membership of the chosen type and refuses one of another type', async () => {
      const desk = await make()
      const i = freshMember()
      const id = 90_001 + i
      const type = ['SELECT', 'ELITE', 'PRO'][i % 3] ?? 'SELECT'
      const other = ['SELECT', 'ELITE', 'PRO'][(i + 1) % 3] ?? 'PRO'
      const wrong = await stage(desk, 'extend', rows([String(id), '10']), other)
      expect(ok(await desk.check('extend', wrong)()).errors).toEqual([{ row: 2, column: 'membershipId', reason: M.uploadMembershipTypeMismatch(type, other) }])
      const right = await stage(desk, 'extend', rows([String(id), '10']), type)
      expect(ok(await desk.check('extend', right)())).toMatchObject({ changes: 1, errors: [] })
      expect(ok(await desk.apply('extend', right)())).toMatchObject({ status: 'APPLIED', changed: 1 })
      expect(ok(await desk.history('extend', 1)())[0]).toMatchObject({ uploadId: right, type, status: 'APPLIED', changed: 1 })
    })

    it('adds leads once: a phone already uploaded at the centre is unchanged', async () => {
      const desk = await make()
      const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      const first = await stage(desk, 'leads', rows(['Ravi Kumar', phone, 'REFERRAL', 'HOT']))
      ok(await desk.check('leads', first)())
      expect(ok(await desk.apply('leads', first)())).toMatchObject({ status: 'APPLIED', changed: 1 })
      // The audit says what was added in words ('Referral', 'Hot'), never the file's codes.
      const said = ok(await desk.audit('leads', first)()).changes.map((c) => c.change).join(' ')
      expect(said.match(/\b[A-Z]{2,}(?:_[A-Z]+)*\b/g) ?? []).toEqual([])
      const other = await stage(desk, 'leads', rows(['Ravi K', phone, 'CULT_APP', 'WARM']))
      expect(ok(await desk.check('leads', other)())).toMatchObject({ changes: 0, unchanged: 1, errors: [] })
    })

    it('a lead is owned as the file says: an unknown owner and a follow-up outside the window are both named on the row', async () => {
      const desk = await make()
      const phone = () => `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`
      const id = await stage(
        desk,
        'leads',
        rows(['Kiran Das', phone(), 'REFERRAL', 'HOT', 'nobody-at-all', '1999-01-01'], ['Anil Rao', phone(), 'CULT_APP', 'WARM', 'vikram.cm@centres.example', ''], ['Nisha Pai', phone(), 'CULT_APP', 'COLD', '', '']),
      )
      const check = ok(await desk.check('leads', id)())
      expect(check.errors).toEqual([
        { row: 2, column: 'owner', reason: M.UPLOAD_OWNER_UNKNOWN },
        { row: 2, column: 'followUpDate', reason: M.FOLLOW_UP_DATE_OUT_OF_RANGE },
      ])
      expect(check.changes).toBe(2)
      expect(left(await desk.apply('leads', id)())).toMatchObject({ _tag: 'Rejected', message: M.UPLOAD_HAS_ERRORS })
    })

    it('an upload whose file had problems in rows not sent is checked, never applied, and its history counts them', async () => {
      const desk = await make()
      const r = rows([String(700_001 + freshMember()), '7101'])
      const { uploadId } = ok(await desk.begin({ kind: 'segment', centreId: 1, fileName: 'half.csv', rows: 1, fileErrors: 2 })())
      ok(await desk.addRows('segment', uploadId, r)())
      expect(ok(await desk.check('segment', uploadId)())).toMatchObject({ changes: 1, errors: [] })
      expect(left(await desk.apply('segment', uploadId)())).toMatchObject({ _tag: 'Rejected', message: M.UPLOAD_HAS_ERRORS })
      expect(ok(await desk.history('segment', 1)()).find((h) => h.uploadId === uploadId)).toMatchObject({ status: 'CHECKED', errors: 2 })
    })

    it('a file in which no row would change says so and is recorded as nothing changed, not applied', async () => {
      const desk = await make()
      const a = String(700_001 + freshMember())
      const b = String(700_001 + freshMember())
      const first = await stage(desk, 'segment', rows([a, '7102'], [b, '7102']))
      ok(await desk.check('segment', first)())
      expect(ok(await desk.apply('segment', first)())).toMatchObject({ status: 'APPLIED', changed: 2 })
      const again = await stage(desk, 'segment', rows([a, '7102']))
      expect(ok(await desk.check('segment', again)())).toMatchObject({ changes: 0, unchanged: 1, errors: [] })
      const applied = ok(await desk.apply('segment', again)())
      expect(applied).toMatchObject({ status: 'NOTHING_CHANGED', changed: 0 })
      expect(applied.alreadyApplied).toBeUndefined()
      expect(ok(await desk.history('segment', 1)()).find((h) => h.uploadId === again)).toMatchObject({ status: 'NOTHING_CHANGED', changed: 0 })
    })

    it('refuses a file that is not .csv, an extend without a type and an unknown upload', async () => {
      const desk = await make()
      expect(left(await desk.begin({ kind: 'segment', centreId: 1, fileName: 'members.xlsx', rows: 1 })())).toMatchObject({ _tag: 'Rejected', message: M.CSV_ONLY })
      expect(left(await desk.begin({ kind: 'extend', centreId: 1, fileName: 'x.csv', rows: 1 })())).toMatchObject({ _tag: 'Rejected', message: M.MEMBERSHIP_TYPE_REQUIRED })
      expect(left(await desk.check('segment', 'UPL-none')())?._tag).toBe('NotFound')
    })

    it('refuses to apply an upload that was not checked, or whose rows did not all arrive', async () => {
      const desk = await make()
      const { uploadId } = ok(await desk.begin({ kind: 'segment', centreId: 1, fileName: 's.csv', rows: 2 })())
      ok(await desk.addRows('segment', uploadId, rows([String(700_001 + freshMember()), '7102']))())
      expect(left(await desk.check('segment', uploadId)())?._tag).toBe('Rejected')
      expect(left(await desk.apply('segment', uploadId)())?._tag).toBe('Rejected')
    })
  })
}
