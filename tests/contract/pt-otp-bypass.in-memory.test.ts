import { createInMemoryPtOtpBypassList } from '../../adapters/in-memory/pt-otp-bypass.in-memory'
import { SEEDED_PT_OTP_BYPASS, ptOtpBypassContract } from './pt-otp-bypass.contract'

ptOtpBypassContract('in-memory', async () => createInMemoryPtOtpBypassList(SEEDED_PT_OTP_BYPASS))
