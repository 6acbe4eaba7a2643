import { type ReactNode, useState } from 'react'
import * as E from 'fp-ts/Either'
import type { Centre } from '../../core/centre/centre'
import type { CheckIn } from '../../core/check-in/check-in'
import { type CheckInButton, checkInButton, checkOutTarget } from '../../core/customer/check-in-button.rule'
import type { Customer } from '../../core/customer/customer'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import { membershipRestrictions, membershipTiming } from '../../core/membership/membership-status.rule'
import { epochMs } from '../../core/shared/brands'
import { useUseCaseMutation, failureMessage } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { OtpModal } from './otp-modal'
import { checkInAlertsKey, profileKeys } from './profile-queries'
import type { CheckInAlert } from '../../core/check-in/check-in-alerts.rule'
import type { CheckedIn } from '../../core/check-in/check-in-registry.port'
import type { Done } from '../../core/shared/outcome'
import { useNow } from './use-now'
import { useOfflineQueue } from '../offline/use-offline-queue'

/** The OTP service context of a member check-in (chosen: the spec does not name it). */
const CHECK_IN_OTP_CONTEXT = 'CHECK_IN'

/** The latest of a list of check-ins (by start time). */
export const latestOf = (list: readonly CheckIn[]): CheckIn | undefined =>
  list.reduce<CheckIn | undefined>((best, c) => (best === undefined || c.startTime > best.startTime ? c : best), undefined)

/** A trial is pending when nothing is current or upcoming and trials are left with status ACTIVE. */
export const trialPendingOf = (m: ProfileMemberships, now: number): boolean =>
  m.memberships.every((x) => membershipTiming(x, epochMs(now)) === 'expired') && m.trialUsage.used < m.trialUsage.maxCount && m.trialUsage.status === 'ACTIVE'

export type CheckInFlow = {
  readonly button: CheckInButton
  /** Why check-in is disabled (a paused membership), when it is. */
  readonly disabledReason?: string
  readonly busy: boolean
  readonly press: () => void
  readonly modal: ReactNode
  /** The alerts that warned at the last check-in made here (the server's words), until the next one. */
  readonly warnings: readonly CheckInAlert[]
  readonly showWarnings: (w: readonly CheckInAlert[]) => void
  /** Why the last check-in tried here was refused (the server's reason), until the next try. */
  readonly refusal?: string
}

/**
 * The check-in card's button (part 1 §4): Checkout ends the active check-in; otherwise OTP
 * verification precedes a member check-in, or a trial check-in when one is pending. Every
 * success refreshes the memberships block (last check-ins, trials), nothing else.
 */
export const useCheckInFlow = (customerId: string, centre: Centre, customer: Customer | undefined, m: ProfileMemberships | undefined): CheckInFlow => {
  const toast = useToast()
  const checkOut = useUseCase('checkOut')
  const checkInAsMember = useUseCase('checkInAsMember')
  const checkInAsTrial = useUseCase('checkInAsTrial')
  const [otpOpen, setOtpOpen] = useState(false)
  const now = useNow()
  const readNow = useUseCase('now')
  const last = m === undefined ? undefined : latestOf(m.lastCheckins)
  const button = checkInButton(last, m === undefined ? false : trialPendingOf(m, now), epochMs(now))
  const paused = m?.memberships.find((x) => membershipTiming(x, epochMs(now)) === 'current' && membershipRestrictions(x).checkInDisabled)
  const invalidates = () => [profileKeys.memberships(customerId, centre.id)]
  const handlers = {
    invalidates,
    onSuccess: (r: { message: string }) => toast.success(r.message),
    onError: (_f: unknown, e: Error) => toast.error(failureMessage(e)),
  }
  // Without a network, a check-out and a check-in (when the profile shows a current, unpaused
  // membership) are queued with their time and sent once the network is back; no OTP then.
  const offline = useOfflineQueue()
  const cityId = customer?.cityId ?? centre.cityId
  const queueCheckOut = (checkInId: string) =>
    void offline.queue({ kind: 'CHECK_OUT', centreId: centre.id, customerId, payload: { checkInId, userId: customerId } })
  const queueCheckIn = () =>
    void offline.queue({
      kind: 'CHECK_IN',
      centreId: centre.id,
      customerId,
      payload: { userId: customerId, centerId: centre.id, cityId },
      ...(m === undefined ? {} : { profile: m.memberships }),
    })
  const [warnings, setWarnings] = useState<readonly CheckInAlert[]>([])
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const checkInHandlers = {
    invalidates: () => [profileKeys.memberships(customerId, centre.id), checkInAlertsKey(customerId, centre.id)],
    onSuccess: (r: Done<CheckedIn>) => {
      toast.success(r.message)
      setRefusal(undefined)
      setWarnings(r.value.warnings)
    },
    onError: (_f: unknown, e: Error) => {
      setWarnings([])
      setRefusal(failureMessage(e))
      toast.error(failureMessage(e))
    },
  }
  const out = useUseCaseMutation((checkInId: string) => checkOut({ checkInId, userId: customerId }), {
    ...handlers,
    onError: (f: unknown, e: Error, checkInId: string) => (offline.mayQueue(f) ? queueCheckOut(checkInId) : toast.error(failureMessage(e))),
  })
  const member = useUseCaseMutation(() => checkInAsMember({ userId: customerId, centerId: centre.id, cityId }), {
    ...checkInHandlers,
    onError: (f: unknown, e: Error) => (offline.mayQueue(f) ? queueCheckIn() : checkInHandlers.onError(f, e)),
  })
  const trial = useUseCaseMutation(
    (c: Customer) => checkInAsTrial({ phone: c.phone, firstName: c.firstName, lastName: c.lastName, centerId: centre.id, cityId: c.cityId ?? centre.cityId }),
    checkInHandlers,
  )
  const press = () => {
    if (button.action === 'checkOut') {
      const target = checkOutTarget(last, readNow())
      if (E.isLeft(target)) toast.error(target.left)
      else if (offline.offline()) queueCheckOut(target.right.id)
      else out.mutate(target.right.id)
    } else if (button.action === 'trialCheckIn') {
      if (customer !== undefined) trial.mutate(customer)
    } else if (offline.offline()) queueCheckIn()
    else setOtpOpen(true)
  }
  const modal =
    otpOpen && customer !== undefined ? (
      <OtpModal
        phone={customer.phone}
        context={CHECK_IN_OTP_CONTEXT}
        onClose={() => setOtpOpen(false)}
        onVerified={() => {
          setOtpOpen(false)
          member.mutate(undefined)
        }}
      />
    ) : null
  const membershipPaused = paused === undefined ? undefined : membershipRestrictions(paused).checkInTooltip
  return {
    button,
    ...(membershipPaused !== undefined && button.action !== 'checkOut' ? { disabledReason: membershipPaused } : {}),
    busy: out.isPending || member.isPending || trial.isPending,
    press,
    modal,
    warnings,
    showWarnings: setWarnings,
    ...(refusal === undefined ? {} : { refusal }),
  }
}
