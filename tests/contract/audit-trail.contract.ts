import { describe, expect, it } from 'vitest'
import type { AuditTrail } from '../../core/audit/audit-trail.port'
import { ok } from './profile-contract-support'

/**
 * What every AuditTrail must do. `make` gives a trail read as the owner persona (Asha Rao, every
 * centre) and `record`, which makes one audited write about a new member at centre 1 (the server
 * records it; the in-memory twin appends the same entry) and answers the member's id.
 */
export type AuditTrailWorld = { readonly trail: AuditTrail; readonly record: () => Promise<string> }

export const auditTrailContract = (name: string, make: () => Promise<AuditTrailWorld>): void => {
  describe(`AuditTrail contract: ${name}`, () => {
    it('finds a recorded write by member at its centre, newest first, with who and what, and in the member’s History', async () => {
      const { trail, record } = await make()
      const member = await record()
      const page = ok(await trail.search({ centreId: 1, memberId: member })())
      expect(page.total).toBe(1)
      expect(page.entries[0]).toMatchObject({ staffId: 'staff-owner', staffName: 'Asha Rao', centreId: 1, subject: 'MEMBER', memberId: member, action: 'RECORD_BCA' })
      const history = ok(await trail.memberHistory({ memberId: member })())
      expect(history.entries.map((e) => e.id)).toContain(page.entries[0]?.id)
      expect(ok(await trail.staff(1)())).toContainEqual({ id: 'staff-owner', name: 'Asha Rao' })
    })

    it('narrows by action and by day, and pages', async () => {
      const { trail, record } = await make()
      const member = await record()
      expect(ok(await trail.search({ centreId: 1, memberId: member, action: 'CHECK_OUT' })()).total).toBe(0)
      expect(ok(await trail.search({ centreId: 1, memberId: member, day: '2020-01-01' })()).total).toBe(0)
      const all = ok(await trail.search({ centreId: 1 })())
      expect(all.pageSize).toBeGreaterThan(0)
      expect(all.entries.length).toBeLessThanOrEqual(all.pageSize)
      const times = all.entries.map((e) => e.at)
      expect([...times].sort((a, b) => b - a)).toEqual(times)
    })

    it('answers NotFound for a centre that is not one of the caller’s', async () => {
      const { trail } = await make()
      const r = await trail.search({ centreId: 99 })()
      expect(r._tag === 'Left' ? r.left._tag : 'Right').toBe('NotFound')
    })
  })
}
