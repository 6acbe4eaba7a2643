import { describe, expect, it } from 'vitest'
import type { OtpService } from '../../core/selling/otp-service.port'

const phone = (): string => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`

/** What every OtpService must do. `code` is the OTP the service sends (a fixed OTP in tests). */
export const otpServiceContract = (name: string, make: () => Promise<{ otp: OtpService; code: string }>): void => {
  describe(`OtpService contract: ${name}`, () => {
    it('verifies the OTP it sent, once', async () => {
      const { otp, code } = await make()
      const target = { phone: phone(), namespace: 'CENTER_PORTAL', context: 'CONTRACT' }
      expect((await otp.send(target)())._tag).toBe('Right')
      expect((await otp.verify(target, code)())._tag).toBe('Right')
      const again = await otp.verify(target, code)()
      expect(again._tag === 'Left' && again.left.message).toBe('Invalid OTP')
    })

    it("refuses a wrong OTP and an OTP never asked for with 'Invalid OTP'", async () => {
      const { otp, code } = await make()
      const target = { phone: phone(), namespace: 'CENTER_PORTAL', context: 'CONTRACT' }
      const never = await otp.verify(target, code)()
      expect(never._tag === 'Left' && never.left._tag === 'Rejected' && never.left.message).toBe('Invalid OTP')
      await otp.send(target)()
      const wrong = await otp.verify(target, code === '000000' ? '111111' : '000000')()
      expect(wrong._tag === 'Left' && wrong.left.message).toBe('Invalid OTP')
    })
  })
}
