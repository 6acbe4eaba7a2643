import { createInMemoryOtpService } from '../../adapters/in-memory/otp-service.in-memory'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { otpServiceContract } from './otp-service.contract'

otpServiceContract('in-memory', async () => ({ otp: createInMemoryOtpService(createSystemClockLike(), () => '123456'), code: '123456' }))
