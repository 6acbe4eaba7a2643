import type { EpochMs } from '../shared/brands'
import { GROUP_BUY_MAX, GROUP_BUY_MIN, OTP_DEFAULT_LENGTH } from '../shared/constants'
import { isTenDigitPhone, phoneTyping } from '../shared/phone.rule'
import { INVALID_OTP, MEMBER_ALREADY_IN_GROUP, PURCHASED_IN_PAST, USER_NOT_ELIGIBLE } from '../shared/messages'

/**
 * Group buy (§4, §5) as a pure reducer. Each member goes
 * ENTERING (typing the phone) -> CHECKING (eligibility asked, OTP being sent) -> OTP_SENT -> VERIFIED,
 * then a start date is chosen. Invalid actions leave the state unchanged.
 */
export type GroupMemberStatus = 'ENTERING' | 'CHECKING' | 'OTP_SENT' | 'VERIFIED'

export type GroupBuyMember = {
  /** Digits only, at most 10. */
  readonly phone: string
  readonly status: GroupMemberStatus
  /** Digits only, at most 6. */
  readonly otp: string
  readonly userId?: string
  readonly userName?: string
  /** The membership start date the server suggests for this user. */
  readonly userMembershipStartDate?: EpochMs
  /** The start date chosen for this user. */
  readonly userStartDate?: EpochMs
  readonly error?: string
}

export type GroupBuyState = { readonly members: readonly GroupBuyMember[] }

export type GroupEligibility = 'ELIGIBLE' | 'PURCHASED_IN_PAST' | 'NOT_ELIGIBLE'

export type GroupBuyAction =
  | { readonly type: 'addMember' }
  | { readonly type: 'removeMember'; readonly index: number }
  | { readonly type: 'phoneTyped'; readonly index: number; readonly input: string }
  | { readonly type: 'verifyPhoneRequested'; readonly index: number }
  | {
      readonly type: 'eligibilityChecked'
      readonly index: number
      readonly result: GroupEligibility
      readonly userId?: string
      readonly userName?: string
      readonly userMembershipStartDate?: EpochMs
    }
  /** The eligibility call or the OTP send failed: back to ENTERING with the message. */
  | { readonly type: 'checkFailed'; readonly index: number; readonly message: string }
  | { readonly type: 'otpTyped'; readonly index: number; readonly input: string }
  | { readonly type: 'otpVerified'; readonly index: number }
  | { readonly type: 'otpRejected'; readonly index: number }
  | { readonly type: 'startDateChosen'; readonly index: number; readonly startDate: EpochMs }

const emptyMember = (): GroupBuyMember => ({ phone: '', status: 'ENTERING', otp: '' })

/** A group buy starts with the minimum of 2 members. */
export const startGroupBuy = (): GroupBuyState => ({ members: Array.from({ length: GROUP_BUY_MIN }, emptyMember) })

export const canAddMember = (s: GroupBuyState): boolean => s.members.length < GROUP_BUY_MAX
/** Delete is offered only when more than 2 members remain. */
export const canDeleteMember = (s: GroupBuyState): boolean => s.members.length > GROUP_BUY_MIN
/** A phone can be sent for verification with exactly 10 digits. */
export const canSendPhone = (m: GroupBuyMember): boolean => m.status === 'ENTERING' && isTenDigitPhone(m.phone)
/** An OTP can be verified with exactly 6 digits. */
export const canVerifyMemberOtp = (m: GroupBuyMember): boolean => m.status === 'OTP_SENT' && m.otp.length === OTP_DEFAULT_LENGTH
/** 'Proceed to Purchase' needs every member verified (and 2 to 5 members). */
export const canProceedToPurchase = (s: GroupBuyState): boolean =>
  s.members.length >= GROUP_BUY_MIN && s.members.length <= GROUP_BUY_MAX && s.members.every((m) => m.status === 'VERIFIED')

/** Digits only and at most `max` of them; anything else is not accepted. */
const acceptsDigits = (input: string, max: number): boolean => /^\d*$/.test(input) && input.length <= max

const eligibilityMessage = (r: GroupEligibility): string | undefined =>
  r === 'PURCHASED_IN_PAST' ? PURCHASED_IN_PAST : r === 'NOT_ELIGIBLE' ? USER_NOT_ELIGIBLE : undefined

const withoutError = ({ error: _e, ...m }: GroupBuyMember): GroupBuyMember => m

const updateMember = (s: GroupBuyState, index: number, f: (m: GroupBuyMember) => GroupBuyMember): GroupBuyState => {
  const m = s.members[index]
  if (m === undefined) return s
  const next = f(m)
  return next === m ? s : { members: s.members.map((x, i) => (i === index ? next : x)) }
}

const requestVerification = (s: GroupBuyState, index: number): GroupBuyState =>
  updateMember(s, index, (m) => {
    if (!canSendPhone(m)) return m
    const duplicate = s.members.some((o, i) => i !== index && o.phone === m.phone)
    return duplicate ? { ...m, error: MEMBER_ALREADY_IN_GROUP } : { ...withoutError(m), status: 'CHECKING' }
  })

export const groupBuyReducer = (s: GroupBuyState, a: GroupBuyAction): GroupBuyState => {
  switch (a.type) {
    case 'addMember':
      return canAddMember(s) ? { members: [...s.members, emptyMember()] } : s
    case 'removeMember':
      return canDeleteMember(s) && a.index >= 0 && a.index < s.members.length
        ? { members: s.members.filter((_, i) => i !== a.index) }
        : s
    case 'phoneTyped':
      return updateMember(s, a.index, (m) => {
        const phone = phoneTyping(m.phone, a.input)
        return m.phone === phone ? m : { ...emptyMember(), phone }
      })
    case 'verifyPhoneRequested':
      return requestVerification(s, a.index)
    case 'eligibilityChecked':
      return updateMember(s, a.index, (m) => {
        if (m.status !== 'CHECKING') return m
        const message = eligibilityMessage(a.result)
        if (message !== undefined) return { ...m, status: 'ENTERING', error: message }
        return {
          ...withoutError(m),
          status: 'OTP_SENT',
          ...(a.userId === undefined ? {} : { userId: a.userId }),
          ...(a.userName === undefined ? {} : { userName: a.userName }),
          ...(a.userMembershipStartDate === undefined ? {} : { userMembershipStartDate: a.userMembershipStartDate }),
        }
      })
    case 'checkFailed':
      return updateMember(s, a.index, (m) => (m.status === 'CHECKING' || m.status === 'OTP_SENT' ? { ...m, status: 'ENTERING', otp: '', error: a.message } : m))
    case 'otpTyped':
      return acceptsDigits(a.input, OTP_DEFAULT_LENGTH)
        ? updateMember(s, a.index, (m) => (m.status === 'OTP_SENT' ? { ...m, otp: a.input } : m))
        : s
    case 'otpVerified':
      return updateMember(s, a.index, (m) => (canVerifyMemberOtp(m) ? { ...withoutError(m), status: 'VERIFIED' } : m))
    case 'otpRejected':
      return updateMember(s, a.index, (m) => (m.status === 'OTP_SENT' ? { ...m, otp: '', error: INVALID_OTP } : m))
    case 'startDateChosen':
      return updateMember(s, a.index, (m) => (m.status === 'VERIFIED' ? { ...m, userStartDate: a.startDate } : m))
  }
}
