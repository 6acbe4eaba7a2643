import { createHttpOtpService } from '../../adapters/http/otp-service.http'
import { startOwnSandbox } from '../support/selling-sandbox'
import { signInTo } from '../support/selling-contract-own'
import { afterAll } from 'vitest'
import { otpServiceContract } from './otp-service.contract'

// A sandbox of its own with a fixed OTP, so the suite knows the code the SMS would carry.
const own = startOwnSandbox(Date.now(), { fixedOtp: '123456' })
afterAll(async () => (await own).close())
otpServiceContract('HTTP against the sandbox', async () => ({ otp: createHttpOtpService(await signInTo((await own).url, 'owner')), code: '123456' }))
