import { createHttpPtOtpBypassList } from '../../adapters/http/pt-otp-bypass.http'
import { httpClientAs } from '../support/sandbox-client'
import { ptOtpBypassContract } from './pt-otp-bypass.contract'

ptOtpBypassContract('HTTP against the sandbox', async () => createHttpPtOtpBypassList(await httpClientAs('owner')))
