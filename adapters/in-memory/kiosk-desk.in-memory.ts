import * as E from 'fp-ts/Either'
import { kioskAlertView } from '../../core/check-in/check-in-alerts.rule'
import type { KioskDesk, KioskProof } from '../../core/check-in/kiosk-desk.port'
import { epochMs } from '../../core/shared/brands'
import { HOUR_MS } from '../../core/shared/constants'
import { type GatewayError, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { OtpService } from '../../core/selling/otp-service.port'
import { worldCheckInDecision } from './check-in-alerts.world'
import { type InMemoryProfileWorld, customerByPhone, nextId } from './profile-world'
import { run } from './run'
import type { InMemoryPassHolders } from './member-pass-desk.in-memory'

const KIOSK_OTP = { namespace: 'KIOSK', context: 'KIOSK_CHECK_IN' } as const

/** The self check-in kiosk over the in-process world and an OTP service, with the sandbox's rules. */
export const createInMemoryKioskDesk = (w: InMemoryProfileWorld, otp: OtpService, passes?: InMemoryPassHolders): KioskDesk => {
  /** The member a proof names: a phone and its code, or a scanned pass or card (the desk's checks, in a member's words). */
  const memberOf = async (centerId: number, proof: KioskProof): Promise<E.Either<GatewayError, NonNullable<ReturnType<typeof customerByPhone>>>> => {
    if (proof.kind === 'pass') {
      if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const holder = passes === undefined ? E.left(M.PASS_NOT_VALID) : passes.holderOfScan(proof.code)
      if (E.isLeft(holder)) return E.left(rejected(holder.left === M.PASS_EXPIRED ? M.KIOSK_PASS_EXPIRED : holder.left === M.PASS_ALREADY_USED ? M.KIOSK_PASS_USED : holder.left === M.PASS_NOT_VALID || holder.left === M.SCAN_NOT_A_CODE ? M.KIOSK_PASS_NOT_VALID : M.KIOSK_SEE_FRONT_DESK))
      const u = w.customers.get(holder.right)
      return u === undefined ? E.left(rejected(M.KIOSK_SEE_FRONT_DESK)) : E.right(u)
    }
    const u = memberAt(centerId, proof.phone)
    if (E.isLeft(u)) return u
    const verified = await otp.verify({ ...KIOSK_OTP, phone: proof.phone }, proof.otp)()
    return E.isLeft(verified) ? E.left(rejected(M.INVALID_OTP, verified.left._tag === 'Rejected' ? verified.left.code : undefined)) : u
  }
  const memberAt = (centerId: number, phone: string) => {
    if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
    const u = customerByPhone(w, phone)
    return u === undefined ? E.left(notFound(M.KIOSK_PHONE_UNKNOWN)) : E.right(u)
  }
  return {
    sendOtp: (centerId, phone) => async () => {
      const u = memberAt(centerId, phone)
      return E.isLeft(u) ? u : otp.send({ ...KIOSK_OTP, phone })()
    },
    checkIn: (centerId, proof) => async () => {
      const u = await memberOf(centerId, proof)
      if (E.isLeft(u)) return u
      return run(() => {
        const now = w.clock.now()
        const view = kioskAlertView(worldCheckInDecision(w, u.right.id, centerId))
        if (!view.canCheckIn) return E.left(rejected(view.message, 'CHECK_IN_BLOCKED'))
        const current = [...w.memberships.values()].filter((m) => m.userId === u.right.id && m.kind === 'GYM' && m.membership.start <= now && now <= m.membership.end)
        if (current.length === 0 || current.every((m) => m.membership.status === 'PAUSED')) return E.left(rejected(M.KIOSK_SEE_FRONT_DESK))
        for (const c of w.checkIns.values())
          if (c.userId === u.right.id && c.state === 'validated' && c.checkOutTime === undefined && c.startTime <= now && c.endTime > now) return E.left(rejected(M.KIOSK_ALREADY_CHECKED_IN))
        const id = String(nextId(w))
        w.checkIns.set(id, {
          id,
          centerId,
          state: 'validated',
          startTime: now,
          endTime: epochMs(now + 2 * HOUR_MS),
          validatedAt: now,
          checkInTime: now,
          firstName: u.right.firstName,
          lastName: u.right.lastName,
          userId: u.right.id,
          checkInType: 'other',
          userCheckinCount: 1,
          flags: [],
          hasEditLeadModalConfig: false,
        })
        return E.right({ firstName: u.right.firstName })
      })()
    },
  }
}
