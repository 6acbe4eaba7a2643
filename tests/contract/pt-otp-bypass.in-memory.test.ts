import { createInMemoryPtOtpBypassList } from '../../adapters/in-memory/pt-otp-bypass.in-memory'
import { ptOtpBypassContract } from './pt-otp-bypass.contract'

ptOtpBypassContract('in-memory', async () => createInMemoryPtOtpBypassList())
