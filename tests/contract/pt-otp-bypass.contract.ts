import { describe, expect, it } from 'vitest'
import type { PtOtpBypassList } from '../../core/selling/pt-otp-bypass.port'
import { ok } from './profile-contract-support'

/** What every PtOtpBypassList must do: the sandbox configures no whitelist, so both answer an empty list. */
export const ptOtpBypassContract = (name: string, make: () => Promise<PtOtpBypassList>): void => {
  describe(`PtOtpBypassList contract: ${name}`, () => {
    it('answers an empty whitelist when none is configured (never a failure)', async () => {
      expect(ok(await (await make()).emails()())).toEqual([])
    })
  })
}
