import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { MemberPassDesk } from '../../core/check-in/member-pass-desk.port'
import * as M from '../../core/shared/messages'
import { DEMO } from '../support/profile-world'
import { ok } from './profile-contract-support'

/** What the contract needs around a desk: a pass as the member's phone shows it, a member free to check in, and a way to check them out again. */
export type MemberPassWorld = {
  readonly desk: MemberPassDesk
  readonly passFor: (userId: string) => Promise<string>
  /** A member with a current membership at the staff member's centres, whom no other suite checks in. */
  readonly member: { readonly id: string; readonly first: string }
  readonly centreId: number
  readonly checkOut: (checkInId: string, userId: string) => Promise<void>
}

/** What every MemberPassDesk must do. */
export const memberPassDeskContract = (name: string, make: () => Promise<MemberPassWorld>): void => {
  describe(`MemberPassDesk contract: ${name}`, () => {
    it('checks the member of a pass in once; the same code again is refused', async () => {
      const w = await make()
      const code = await w.passFor(w.member.id)
      const inn = ok(await w.desk.checkInByScan(code, w.centreId)())
      expect(inn.member).toMatchObject({ userId: w.member.id, firstName: w.member.first })
      expect(inn.checkIn).toMatchObject({ state: 'validated', userId: w.member.id })
      // Only alerts that warn come with a check-in (a blocking one would have refused it).
      expect(inn.warnings.every((a) => a.severity === 'warn')).toBe(true)
      const again = await w.desk.checkInByScan(code, w.centreId)()
      expect(again).toEqual(E.left({ _tag: 'ScanRefused', message: M.PASS_ALREADY_USED }))
      await w.checkOut(inn.checkIn.id, w.member.id)
    })

    it('refuses text that is not a code and a changed code, naming no member', async () => {
      const w = await make()
      expect(await w.desk.checkInByScan('hello', w.centreId)()).toEqual(E.left({ _tag: 'ScanRefused', message: M.SCAN_NOT_A_CODE }))
      const code = await w.passFor(w.member.id)
      const changed = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A')
      expect(await w.desk.checkInByScan(changed, w.centreId)()).toEqual(E.left({ _tag: 'ScanRefused', message: M.PASS_NOT_VALID }))
    })

    it('names the member when the check-in rules refuse them, so the desk can open the profile', async () => {
      const w = await make()
      const r = await w.desk.checkInByScan(await w.passFor(DEMO.paused.id), w.centreId)()
      expect(r).toEqual(E.left({ _tag: 'ScanRefused', message: M.MEMBERSHIP_PAUSED_NO_CHECK_IN, userId: DEMO.paused.id }))
    })

    it('issues a card that scans, revokes it, and refuses the revoked card', async () => {
      const w = await make()
      const card = ok(await w.desk.issueCard(DEMO.paused.id)())
      expect(card.revokedAt).toBeUndefined()
      expect(ok(await w.desk.memberCard(DEMO.paused.id)())?.cardNumber).toBe(card.cardNumber)
      // A good card reaches the member's own rules (paused here).
      expect(await w.desk.checkInByScan(card.code, w.centreId)()).toEqual(E.left({ _tag: 'ScanRefused', message: M.MEMBERSHIP_PAUSED_NO_CHECK_IN, userId: DEMO.paused.id }))
      const revoked = ok(await w.desk.revokeCard(DEMO.paused.id)())
      expect(revoked.revokedAt).toBeDefined()
      expect(await w.desk.checkInByScan(card.code, w.centreId)()).toEqual(E.left({ _tag: 'ScanRefused', message: M.CARD_REVOKED, userId: DEMO.paused.id }))
      const twice = await w.desk.revokeCard(DEMO.paused.id)()
      expect(twice._tag === 'Left' && twice.left.message).toBe(M.MEMBER_CARD_NO_CARD_TO_REVOKE)
    })

    it('answers no card for a member never given one, and refuses an unknown member', async () => {
      const w = await make()
      expect(ok(await w.desk.memberCard(DEMO.none.id)())).toBeUndefined()
      expect((await w.desk.issueCard('999999999')())._tag).toBe('Left')
    })
  })
}
