import { describe, expect, it } from 'vitest'
import type { NewIssue } from '../../core/operations/issue'
import type { IssueDesk } from '../../core/operations/issue-desk.port'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

const anIssue = (over: Partial<NewIssue> = {}): NewIssue => ({
  centreId: 1,
  category: 'EQUIPMENT',
  categoryComment: '',
  title: 'Rowing machine 2 display dead',
  description: 'The display stays blank; the machine still rows.',
  ...over,
})

/** What every IssueDesk must do (Report Issue, v1/odin/issues). The desk acts as the owner persona, Asha Rao. */
export const issueDeskContract = (name: string, make: () => Promise<IssueDesk>): void => {
  describe(`IssueDesk contract: ${name}`, () => {
    it('files an issue as Open, reported by the signed-in staff member, with a ticket id of its own', async () => {
      const desk = await make()
      const marker = `Leaking tap ${Date.now()}-${Math.round(Math.random() * 1e6)}`
      const a = ok(await desk.report(anIssue({ title: `  ${marker}  ` }))())
      const b = ok(await desk.report(anIssue({ category: 'OTHERS', categoryComment: ' Parking ', title: `${marker} (second)` }))())
      expect(a).toMatchObject({ centreId: 1, category: 'EQUIPMENT', title: marker, status: 'OPEN', reportedBy: 'Asha Rao', categoryComment: '' })
      expect(b).toMatchObject({ category: 'OTHERS', categoryComment: 'Parking' })
      expect(a.id).toMatch(/\S/)
      expect(b.id).not.toBe(a.id)
      expect(a.updatedAt).toBe(a.reportedAt)
    })

    it("lists the centre's issues newest first, with the new ones, and not at another centre", async () => {
      const desk = await make()
      const marker = `Mirror cracked ${Date.now()}-${Math.round(Math.random() * 1e6)}`
      const first = ok(await desk.report(anIssue({ title: `${marker} (first)` }))())
      const second = ok(await desk.report(anIssue({ title: `${marker} (second)`, category: 'HOUSEKEEPING' }))())
      const listed = ok(await desk.list(1)())
      expect(listed.filter((i) => i.title.startsWith(marker)).map((i) => i.id)).toEqual([second.id, first.id])
      expect(listed.find((i) => i.id === second.id)).toEqual(second)
      expect(listed.every((i, n) => n === 0 || (listed[n - 1]?.reportedAt ?? 0) >= i.reportedAt)).toBe(true)
      expect(listed.every((i) => i.centreId === 1)).toBe(true)
      expect(ok(await desk.list(2)()).some((i) => i.title.startsWith(marker))).toBe(false)
    })

    it("refuses a blank title or description and Others without its text, in the form's words", async () => {
      const desk = await make()
      expect(left(await desk.report(anIssue({ title: '   ' }))())).toMatchObject({ _tag: 'Rejected', message: M.FIELD_REQUIRED })
      expect(left(await desk.report(anIssue({ description: '' }))())).toMatchObject({ _tag: 'Rejected', message: M.FIELD_REQUIRED })
      expect(left(await desk.report(anIssue({ category: 'OTHERS', categoryComment: ' ' }))())).toMatchObject({ _tag: 'Rejected', message: M.FIELD_REQUIRED })
      expect(left(await desk.report(anIssue({ title: 'x'.repeat(121) }))())).toMatchObject({ _tag: 'Rejected', message: M.issueTooLong(120) })
    })

    it('answers NotFound for a centre that does not exist', async () => {
      const desk = await make()
      expect(left(await desk.list(99)())?._tag).toBe('NotFound')
      expect(left(await desk.report(anIssue({ centreId: 99 }))())?._tag).toBe('NotFound')
    })
  })
}
