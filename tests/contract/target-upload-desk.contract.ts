import { describe, expect, it } from 'vitest'
import type { TargetUploadDesk } from '../../core/operations/target-upload-desk.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

export type TargetDeskUnderTest = {
  readonly desk: TargetUploadDesk
  /** Lets the desk's time run on (the sandbox's clock is real time; the in-memory one is manual). */
  readonly wait: (ms: number) => Promise<void>
  /** Reads a download URL's text. */
  readonly read: (url: string) => Promise<string>
}

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)
/** A month no other test of this run has used (the targets of an owner and month are unique). */
const freshMonth = (): string => `${2100 + Math.floor(Math.random() * 800)}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`

const upload = async (u: TargetDeskUnderTest, text: string, override: boolean) => {
  const scope = { centreId: 1, entity: 'CENTER', targetMetricIdentifier: 'RENEWALS' }
  const url = ok(await u.desk.uploadUrl(scope)())
  expect(url).toMatchObject({ entity: 'CENTER', targetMetricIdentifier: 'RENEWALS' })
  ok(await u.desk.putFile(url.uploadUrl, { name: 'targets.csv', text })())
  ok(await u.desk.scheduleValidation({ ...scope, fileName: url.fileName, override })())
  return url.fileName
}

const statusOf = async (u: TargetDeskUnderTest, fileName: string) => ok(await u.desk.history(1, 'CENTER')()).find((r) => r.file === fileName)

/** What every TargetUploadDesk must do (target upload, part 3 §3, §4, §7). */
export const targetUploadDeskContract = (name: string, make: () => Promise<TargetDeskUnderTest>): void => {
  describe(`TargetUploadDesk contract: ${name}`, () => {
    it('lists owner entities and the metrics of one; an unknown entity is NotFound', async () => {
      const { desk } = await make()
      expect(ok(await desk.ownerEntities(1)()).map((e) => e.identifier)).toEqual(['CENTER', 'CENTER_MANAGER', 'TRAINER'])
      expect(ok(await desk.targetMetrics(1, 'CENTER')()).map((m) => m.identifier)).toContain('NEW_MEMBERSHIPS')
      expect(left(await desk.targetMetrics(1, 'NOBODY')())?._tag).toBe('NotFound')
    })

    it('moves an upload through scheduled and validating to success, and a second file for the same month fails without Override', async () => {
      const u = await make()
      const month = freshMonth()
      const text = `ownerIdentifier,month,target\n1001,${month},140\n`
      const first = await upload(u, text, false)
      expect((await statusOf(u, first))?.status).toBe('VALIDATION_SCHEDULED')
      await u.wait(2100)
      expect((await statusOf(u, first))?.status).toBe('VALIDATING')
      await u.wait(2100)
      expect(await statusOf(u, first)).toMatchObject({ status: 'SUCCESS', targetMetric: 'Renewals', ownerType: 'Centre', override: false })

      const second = await upload(u, text, false)
      await u.wait(4200)
      expect(await statusOf(u, second)).toMatchObject({ status: 'FAILED', reason: `Row 2, ownerIdentifier: ${M.TARGET_ALREADY_EXISTS('1001', month)}` })
      const third = await upload(u, text, true)
      await u.wait(4200)
      expect(await statusOf(u, third)).toMatchObject({ status: 'SUCCESS', override: true })

      const dl = ok(await u.desk.downloadUrl(1, third)())
      expect(dl.fileName).toBe(third)
      expect(await u.read(dl.downloadUrl)).toBe(text)
    })

    it('fails a file with a bad row, naming the row, the column and the reason', async () => {
      const u = await make()
      const f = await upload(u, `ownerIdentifier,month,target\n1001,${freshMonth()},12\n1001,13/2026,5\n`, false)
      await u.wait(4200)
      expect(await statusOf(u, f)).toMatchObject({ status: 'FAILED', reason: `Row 3, month: ${M.UPLOAD_MONTH_FORMAT}` })
    })

    it('lists every problem of a file, an owner the centre does not have included, and saves nothing of it', async () => {
      const u = await make()
      const month = freshMonth()
      const f = await upload(u, `ownerIdentifier,month,target\n1001,2026/13,10\n,${month},10\n1001,${month},-5\n1001,${month},7\n1001,${month},8\nnobody-at-all,${month},9\n`, false)
      await u.wait(4200)
      const row = await statusOf(u, f)
      expect(row).toMatchObject({ status: 'FAILED', reason: M.targetFileRefused(5) })
      expect(row?.problems).toEqual([
        { row: 2, column: 'month', reason: M.UPLOAD_MONTH_FORMAT },
        { row: 3, column: 'ownerIdentifier', reason: M.UPLOAD_VALUE_REQUIRED },
        { row: 4, column: 'target', reason: M.UPLOAD_WHOLE_NUMBER(0, 1_000_000_000) },
        { row: 6, column: 'ownerIdentifier', reason: M.UPLOAD_DUPLICATE_ROW(5) },
        { row: 7, column: 'ownerIdentifier', reason: M.targetOwnerUnknown('Centre', 'nobody-at-all') },
      ])
      // Nothing was saved: the good row alone is still new for its month.
      const again = await upload(u, `ownerIdentifier,month,target\n1001,${month},7\n`, false)
      await u.wait(4200)
      expect((await statusOf(u, again))?.status).toBe('SUCCESS')
    })

    it('a trainer target names a trainer of the centre; anyone else is refused', async () => {
      const u = await make()
      const scope = { centreId: 1, entity: 'TRAINER', targetMetricIdentifier: 'PT_SESSIONS' }
      const month = freshMonth()
      const url = ok(await u.desk.uploadUrl(scope)())
      ok(await u.desk.putFile(url.uploadUrl, { name: 't.csv', text: `ownerIdentifier,month,target\nstaff-trainer,${month},20\nstaff-cm,${month},5\n` })())
      ok(await u.desk.scheduleValidation({ ...scope, fileName: url.fileName, override: false })())
      await u.wait(4200)
      const row = ok(await u.desk.history(1, 'TRAINER')()).find((r) => r.file === url.fileName)
      expect(row).toMatchObject({ status: 'FAILED', reason: `Row 3, ownerIdentifier: ${M.targetOwnerUnknown('Trainer', 'staff-cm')}` })
    })

    it('takes one file per upload URL, and schedules only a file that arrived', async () => {
      const { desk } = await make()
      const scope = { centreId: 1, entity: 'TRAINER', targetMetricIdentifier: 'PT_SESSIONS' }
      const url = ok(await desk.uploadUrl(scope)())
      expect(left(await desk.scheduleValidation({ ...scope, fileName: url.fileName, override: false })())?._tag).toBe('Rejected')
      ok(await desk.putFile(url.uploadUrl, { name: 't.csv', text: 'ownerIdentifier,month,target\n' })())
      expect(left(await desk.putFile(url.uploadUrl, { name: 't.csv', text: 'x' })())).toMatchObject({ _tag: 'Rejected', message: M.UPLOAD_EXPIRED })
      expect(left(await desk.uploadUrl({ ...scope, targetMetricIdentifier: 'NOPE' })())?._tag).toBe('NotFound')
      expect(left(await desk.downloadUrl(1, 'no-such.csv')())?._tag).toBe('NotFound')
    })
  })
}
