import { SALE_OTP_NAMESPACE } from '../shared/constants'
import type { OtpTarget } from './otp-service.port'

/** The OTP context of a group-buy member's phone verification (the spec does not name it; our choice). */
export const GROUP_BUY_OTP_CONTEXT = 'GROUP_BUY'

/** Where a group-buy member's OTP goes: the member's own phone. */
export const groupBuyOtpTarget = (phone: string): OtpTarget => ({ phone, namespace: SALE_OTP_NAMESPACE, context: GROUP_BUY_OTP_CONTEXT })
