import { describe, expect, it } from 'vitest'
import type { PtOtpBypassList } from '../../core/selling/pt-otp-bypass.port'
import { ok } from './profile-contract-support'

/** The whitelist the sandbox is seeded with (sandbox/seed/sale-otp.ts): the internal centre manager. */
export const SEEDED_PT_OTP_BYPASS = ['farah.internal@centres.example'] as const

/**
 * What every PtOtpBypassList must do: answer the whitelist as configured on the server (the
 * sandbox's seeded one; the in-memory list is given the same), never from the browser's storage.
 */
export const ptOtpBypassContract = (name: string, make: () => Promise<PtOtpBypassList>): void => {
  describe(`PtOtpBypassList contract: ${name}`, () => {
    it('answers the configured whitelist of staff e-mails', async () => {
      expect(ok(await (await make()).emails()())).toEqual([...SEEDED_PT_OTP_BYPASS])
    })

    it('answers the same list to every call (it is read, never changed, by the portal)', async () => {
      const list = await make()
      expect(ok(await list.emails()())).toEqual(ok(await list.emails()()))
    })
  })
}
