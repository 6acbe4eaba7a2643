import * as TE from 'fp-ts/TaskEither'
import type { OtpService, OtpTarget } from '../../core/selling/otp-service.port'
import type { Clock } from '../../core/shared/clock.port'
import { rejected } from '../../core/shared/errors'
import { INVALID_OTP } from '../../core/shared/messages'
import { isTenDigitPhone } from '../../core/shared/phone.rule'

const OTP_TTL_MS = 10 * 60_000
const MAX_CHECKS = 5

type Challenge = { code: string; expiresAt: number; checks: number; used: boolean }

/** OTPs kept in memory with the sandbox's rules: 10 minutes, single use, 5 checks; the SMS goes to `outbox`. */
export const createInMemoryOtpService = (clock: Clock, codes: () => string = () => '123456') => {
  const challenges = new Map<string, Challenge>()
  const outbox: { phone: string; body: string }[] = []
  const keyOf = (t: OtpTarget): string => `${t.namespace}|${t.phone}|${t.context}`
  const service: OtpService = {
    send: (t) => {
      if (!isTenDigitPhone(t.phone)) return TE.left(rejected('The phone number is not valid'))
      const code = codes()
      challenges.set(keyOf(t), { code, expiresAt: clock.now() + OTP_TTL_MS, checks: 0, used: false })
      outbox.push({ phone: t.phone, body: `Your OTP is ${code}` })
      return TE.right(undefined)
    },
    verify: (t, otp) => {
      const c = challenges.get(keyOf(t))
      if (c === undefined) return TE.left(rejected(INVALID_OTP, 'OTP_NOT_REQUESTED'))
      c.checks++
      if (c.checks > MAX_CHECKS) return TE.left(rejected(INVALID_OTP, 'OTP_ATTEMPTS_EXCEEDED'))
      if (c.used) return TE.left(rejected(INVALID_OTP, 'OTP_USED'))
      if (clock.now() > c.expiresAt) return TE.left(rejected(INVALID_OTP, 'OTP_EXPIRED'))
      if (c.code !== otp) return TE.left(rejected(INVALID_OTP, 'OTP_WRONG'))
      c.used = true
      return TE.right(undefined)
    },
  }
  return Object.assign(service, { outbox })
}
