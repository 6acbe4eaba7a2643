import { describe, expect, it } from 'vitest'
import type { KioskDesk } from '../../core/check-in/kiosk-desk.port'
import * as M from '../../core/shared/messages'
import { DEMO, MAIN_GYM } from '../support/profile-world'

const left = (r: { _tag: string; left?: { _tag: string; message: string } }) => (r._tag === 'Left' ? r.left : undefined)

/**
 * What every KioskDesk must do, as the main gym's kiosk (the OTP's code is the outbox's: a full
 * check-in is in tests/sandbox/check-in-alerts.test.ts and the component and end-to-end suites).
 */
export const kioskDeskContract = (name: string, make: () => Promise<KioskDesk>): void => {
  describe(`KioskDesk contract: ${name}`, () => {
    it('sends a code to a member’s phone', async () => {
      expect((await (await make()).sendOtp(MAIN_GYM.id, DEMO.v2.phone)())._tag).toBe('Right')
    })

    it('refuses a wrong code with Invalid OTP and checks nobody in', async () => {
      const kiosk = await make()
      await kiosk.sendOtp(MAIN_GYM.id, DEMO.v2.phone)()
      expect(left(await kiosk.checkIn(MAIN_GYM.id, { kind: 'phoneOtp', phone: DEMO.v2.phone, otp: '000000' })())).toMatchObject({ _tag: 'Rejected', message: M.INVALID_OTP })
    })

    it('refuses a scanned text that is no pass, in words a member reads, and checks nobody in', async () => {
      expect(left(await (await make()).checkIn(MAIN_GYM.id, { kind: 'pass', code: 'hello' })())).toMatchObject({ _tag: 'Rejected', message: M.KIOSK_PASS_NOT_VALID })
    })

    it('sends a phone it does not know to the desk, as NotFound', async () => {
      expect(left(await (await make()).sendOtp(MAIN_GYM.id, '9999999990')())).toMatchObject({ _tag: 'NotFound', message: M.KIOSK_PHONE_UNKNOWN })
    })
  })
}
