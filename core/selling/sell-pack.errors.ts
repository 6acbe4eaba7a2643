import type { GatewayError, ValidationFailed } from '../shared/errors'
import { ADD_ON_NOT_FOUND, INVALID_OTP, ORDER_NOT_CREATED, OTP_SENT, PACK_DETAILS_NOT_FOUND, otpNotSent } from '../shared/messages'
import type { SaleField } from './sale-validation.rule'

export type PackNotFound = { readonly _tag: 'PackNotFound'; readonly message: string }
export type AddOnNotFound = { readonly _tag: 'AddOnNotFound'; readonly message: string; readonly addOnId: string }
/** The OTP was sent: ask the staff member for it and sell again with it. */
export type OtpSent = { readonly _tag: 'OtpSent'; readonly message: string; readonly phone: string }
export type OtpNotSent = { readonly _tag: 'OtpNotSent'; readonly message: string }
export type InvalidOtp = { readonly _tag: 'InvalidOtp'; readonly message: string }
/** The staff member has no phone of their own to receive the OTP. */
export type OwnPhoneMissing = { readonly _tag: 'OwnPhoneMissing'; readonly message: string }
export type OrderNotCreated = { readonly _tag: 'OrderNotCreated'; readonly message: string }

export const packNotFound = (): PackNotFound => ({ _tag: 'PackNotFound', message: PACK_DETAILS_NOT_FOUND })
export const addOnNotFound = (addOnId: string): AddOnNotFound => ({ _tag: 'AddOnNotFound', message: ADD_ON_NOT_FOUND, addOnId })
export const otpSent = (phone: string): OtpSent => ({ _tag: 'OtpSent', message: OTP_SENT, phone })
export const otpNotSentError = (server?: string): OtpNotSent => ({ _tag: 'OtpNotSent', message: otpNotSent(server) })
export const invalidOtp = (): InvalidOtp => ({ _tag: 'InvalidOtp', message: INVALID_OTP })
export const orderNotCreated = (): OrderNotCreated => ({ _tag: 'OrderNotCreated', message: ORDER_NOT_CREATED })

/** Failures of preparing a sale (pack, add-ons, start date, validation). */
export type PrepareSaleError = PackNotFound | AddOnNotFound | ValidationFailed<SaleField> | GatewayError

export type SellPackError =
  | PrepareSaleError
  | OtpSent
  | OtpNotSent
  | InvalidOtp
  | OwnPhoneMissing
  | OrderNotCreated

/** One line for any sale failure: the message, or every field error of a validation failure. */
export const saleErrorMessage = (e: SellPackError): string =>
  e._tag === 'ValidationFailed' ? Object.values(e.errors).join('; ') : e.message
