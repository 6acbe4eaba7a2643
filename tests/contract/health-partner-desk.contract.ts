import { describe, expect, it } from 'vitest'
import type { HealthPartnerDesk } from '../../core/operations/health-partner-desk.port'
import { HEALTH_PARTNER_LINK_TTL_MS } from '../../core/operations/health-partner'
import * as M from '../../core/shared/messages'
import { ok } from './profile-contract-support'

export type HealthPartnerUnderTest = {
  readonly desk: HealthPartnerDesk
  /** A member the desk knows, and their name. */
  readonly member: { readonly userId: string; readonly name: string }
  /** Lets time run on. */
  readonly wait: (ms: number) => Promise<void>
}

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)
/** A company-owned centre (the health-partner rule lets it in). */
const CENTRE = 1

/** What every HealthPartnerDesk must do (/tata1mg, v1/tata1mg/generate-hash). */
export const healthPartnerDeskContract = (name: string, make: () => Promise<HealthPartnerUnderTest>): void => {
  describe(`HealthPartnerDesk contract: ${name}`, () => {
    it('generates a member’s link with a SHA-256 hash, valid a day, and lists it first at the centre', async () => {
      const { desk, member, wait } = await make()
      const a = ok(await desk.generateHash(CENTRE, member.userId)())
      expect(a.hash).toMatch(/^[0-9a-f]{64}$/)
      expect(a).toMatchObject({ userId: member.userId, memberName: member.name })
      expect(a.expiresOn - a.generatedOn).toBe(HEALTH_PARTNER_LINK_TTL_MS)
      const url = new URL(a.link)
      expect(url.searchParams.get('hash')).toBe(a.hash)
      expect(url.searchParams.get('userId')).toBe(member.userId)
      await wait(5)
      const b = ok(await desk.generateHash(CENTRE, member.userId)())
      expect(b.hash).not.toBe(a.hash)
      const listed = ok(await desk.links(CENTRE)())
      expect(listed.slice(0, 2).map((l) => l.hash)).toEqual([b.hash, a.hash])
      expect(listed[0]?.generatedBy).toBeTruthy()
    })

    it('refuses a user id nobody has', async () => {
      const { desk } = await make()
      expect(left(await desk.generateHash(CENTRE, '999999999')())).toMatchObject({ _tag: 'NotFound', message: M.healthPartnerMemberUnknown('999999999') })
    })
  })
}
