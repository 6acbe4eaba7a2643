import type { OtpService } from './otp-service.port'

export type OtpDeps = { readonly otp: OtpService }
