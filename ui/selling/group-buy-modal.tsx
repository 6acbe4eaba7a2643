import { useReducer } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import {
  type GroupBuyAction,
  type GroupBuyState,
  canAddMember,
  canDeleteMember,
  canProceedToPurchase,
  canSendPhone,
  canVerifyMemberOtp,
  groupBuyReducer,
  startGroupBuy,
} from '../../core/selling/group-buy.rule'
import { groupBuyOtpTarget } from '../../core/selling/group-buy-otp'
import type { OrderGroupMember } from '../../core/selling/order-request.builder'
import { epochMs } from '../../core/shared/brands'
import { startOfCentreDay } from '../../core/shared/centre-day'
import {
  ADD_MEMBER,
  DELETE_MEMBER,
  GROUP_BUY_VERIFICATION_TITLE,
  PROCEED_TO_PURCHASE,
  PURCHASED_IN_PAST,
  USER_DETAILS_NOT_FOUND,
  VERIFIED,
  VERIFY_OTP,
  VERIFY_PHONE,
  memberLabel,
  memberOtpLabel,
  memberPhoneLabel,
  memberStartLabel,
} from '../../core/shared/messages'
import { useUseCase } from '../app/use-cases.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { dayOf } from '../widgets/calendar-day'

export type GroupMemberChoice = OrderGroupMember & { readonly name?: string }

type Props = {
  readonly centre: Centre
  /** The buyer's phone fills the first member. */
  readonly buyerPhone?: string
  /** The start-date window of the pack ('YYYY-MM-DD'). */
  readonly firstDay: string
  readonly lastDay: string
  readonly onProceed: (members: readonly GroupMemberChoice[]) => void
  readonly onClose: () => void
}

const initial = (buyerPhone: string | undefined): GroupBuyState => {
  const s = startGroupBuy()
  return buyerPhone === undefined ? s : groupBuyReducer(s, { type: 'phoneTyped', index: 0, input: buyerPhone })
}

/**
 * Group-buy verification (part 2 §4, §5): 2 to 5 members, each verified by phone (eligibility,
 * then an OTP to the member's phone), then a start date each; 'Proceed to Purchase' once every
 * member is verified. Delete is offered only while more than 2 remain.
 */
export const GroupBuyModal = ({ centre, buyerPhone, firstDay, lastDay, onProceed, onClose }: Props) => {
  const lookupCustomer = useUseCase('lookupCustomer')
  const groupBuyEligibility = useUseCase('groupBuyEligibility')
  const sendOtp = useUseCase('sendOtp')
  const verifyOtp = useUseCase('verifyOtp')
  const [state, dispatch] = useReducer((s: GroupBuyState, a: GroupBuyAction) => groupBuyReducer(s, a), buyerPhone, initial)

  const verifyPhone = async (index: number) => {
    const m = state.members[index]
    if (m === undefined || !canSendPhone(m)) return
    dispatch({ type: 'verifyPhoneRequested', index })
    if (state.members.some((o, i) => i !== index && o.phone === m.phone)) return
    const found = await lookupCustomer({ input: m.phone, centre: { centerId: centre.id, centerServiceId: centre.centerServiceId }, suppressPitch: true })()
    if (found._tag === 'Left') return dispatch({ type: 'checkFailed', index, message: USER_DETAILS_NOT_FOUND })
    const user = found.right.customer
    const eligible = await groupBuyEligibility({ userId: user.id, phone: m.phone, centerId: centre.id })()
    if (eligible._tag === 'Left') {
      if (eligible.left._tag === 'Refused')
        return dispatch({ type: 'eligibilityChecked', index, result: eligible.left.message === PURCHASED_IN_PAST ? 'PURCHASED_IN_PAST' : 'NOT_ELIGIBLE' })
      return dispatch({ type: 'checkFailed', index, message: eligible.left.message })
    }
    const sent = await sendOtp(groupBuyOtpTarget(m.phone))()
    if (sent._tag === 'Left') return dispatch({ type: 'checkFailed', index, message: sent.left.message })
    dispatch({ type: 'eligibilityChecked', index, result: 'ELIGIBLE', userId: user.id, userName: `${user.firstName} ${user.lastName}`.trim() })
  }

  const verifyMemberOtp = async (index: number) => {
    const m = state.members[index]
    if (m === undefined || !canVerifyMemberOtp(m)) return
    const r = await verifyOtp(groupBuyOtpTarget(m.phone), m.otp)()
    dispatch(r._tag === 'Right' ? { type: 'otpVerified', index } : { type: 'otpRejected', index })
  }

  const proceed = () => {
    if (!canProceedToPurchase(state)) return
    onProceed(
      state.members.map((m) => ({
        userId: m.userId ?? '',
        phone: m.phone,
        startDate: m.userStartDate ?? epochMs(startOfCentreDay(firstDay)),
        ...(m.userName === undefined ? {} : { name: m.userName }),
      })),
    )
  }

  return (
    <Modal
      title={GROUP_BUY_VERIFICATION_TITLE}
      width={640}
      onClose={onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" disabled={!canAddMember(state)} onClick={() => dispatch({ type: 'addMember' })}>
            {ADD_MEMBER}
          </Button>
          <Button type="button" disabled={!canProceedToPurchase(state)} onClick={proceed}>
            {PROCEED_TO_PURCHASE}
          </Button>
        </>
      }
    >
      <Members>
        {state.members.map((m, i) => {
          const n = i + 1
          return (
            <li key={i} aria-label={memberLabel(n)}>
              <Row>
                <Field>
                  <label htmlFor={`gb-phone-${i}`}>{memberPhoneLabel(n)}</label>
                  <Input
                    id={`gb-phone-${i}`}
                    inputMode="numeric"
                    value={m.phone}
                    disabled={m.status !== 'ENTERING'}
                    onChange={(e) => dispatch({ type: 'phoneTyped', index: i, input: e.target.value })}
                    aria-describedby={m.error === undefined ? undefined : `gb-error-${i}`}
                  />
                </Field>
                {m.status === 'VERIFIED' ? (
                  <Ok>
                    {VERIFIED}
                    {m.userName === undefined ? '' : `: ${m.userName}`}
                  </Ok>
                ) : (
                  <Button type="button" $variant="secondary" disabled={!canSendPhone(m)} onClick={() => void verifyPhone(i)}>
                    {VERIFY_PHONE}
                  </Button>
                )}
                {canDeleteMember(state) ? (
                  <Button type="button" $variant="secondary" onClick={() => dispatch({ type: 'removeMember', index: i })} aria-label={`${DELETE_MEMBER} ${n}`}>
                    {DELETE_MEMBER}
                  </Button>
                ) : null}
              </Row>
              {m.status === 'OTP_SENT' ? (
                <Row>
                  <Field>
                    <label htmlFor={`gb-otp-${i}`}>{memberOtpLabel(n)}</label>
                    <Input id={`gb-otp-${i}`} inputMode="numeric" autoComplete="one-time-code" value={m.otp} onChange={(e) => dispatch({ type: 'otpTyped', index: i, input: e.target.value })} />
                  </Field>
                  <Button type="button" disabled={!canVerifyMemberOtp(m)} onClick={() => void verifyMemberOtp(i)}>
                    {VERIFY_OTP}
                  </Button>
                </Row>
              ) : null}
              {m.status === 'VERIFIED' ? (
                <DatePicker
                  label={memberStartLabel(n)}
                  value={m.userStartDate === undefined ? firstDay : dayOf(m.userStartDate)}
                  min={firstDay}
                  max={lastDay}
                  onChange={(d) => d !== undefined && dispatch({ type: 'startDateChosen', index: i, startDate: epochMs(startOfCentreDay(d)) })}
                />
              ) : null}
              {m.error === undefined ? null : (
                <FieldError id={`gb-error-${i}`} role="alert">
                  {m.error}
                </FieldError>
              )}
            </li>
          )
        })}
      </Members>
    </Modal>
  )
}

const Members = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 14px;
  li {
    display: grid;
    gap: 8px;
    padding-bottom: 12px;
    border-bottom: 1px solid ${theme.color.border};
  }
`
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
`
const Input = styled.input`
  padding: 8px 10px;
  border: 1px solid ${theme.color.control};
  border-radius: 8px;
  width: 180px;
`
const Ok = styled.span`
  color: ${theme.color.success};
  font-weight: 600;
  padding-bottom: 8px;
`
