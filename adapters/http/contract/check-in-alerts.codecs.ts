import * as t from 'io-ts'
import { IntFromString } from './codec-helpers'
import { CheckInAlertWire } from './check-in.codecs'

/*
 * Alerts at check-in and the self check-in kiosk: the wire shapes (ours: the spec has no such calls).
 */

export { CheckInAlertWire } from './check-in.codecs'

const LevelWire = t.keyof({ off: null, warn: null, block: null })
export const CheckInAlertLevelsWire = t.type({
  membershipPaused: LevelWire,
  paymentDue: LevelWire,
  recentInjury: LevelWire,
  trialsUsedUp: LevelWire,
  membershipEnding: LevelWire,
  birthday: t.keyof({ off: null, warn: null }),
})

// ---- GET v1/checkInAlerts/settings?centerId ----
export const AlertSettingsQuery = t.type({ centerId: IntFromString })
export const CentreAlertSettingsWire = t.type({ centerId: t.number, saved: t.boolean, levels: CheckInAlertLevelsWire, renewalWithinDays: t.number })
export type CentreAlertSettingsWire = t.TypeOf<typeof CentreAlertSettingsWire>

// ---- PUT v1/checkInAlerts/settings: unchecked levels and days, checked by the server with the core's rule ----
export const SaveAlertSettingsBody = t.type({
  centerId: t.number,
  levels: t.partial({
    membershipPaused: t.string,
    paymentDue: t.string,
    recentInjury: t.string,
    trialsUsedUp: t.string,
    membershipEnding: t.string,
    birthday: t.string,
  }),
  renewalWithinDays: t.union([t.number, t.string]),
})
export type SaveAlertSettingsBody = t.TypeOf<typeof SaveAlertSettingsBody>

// ---- GET v1/checkInAlerts/member?userId&centerId ----
export const MemberAlertsQuery = t.type({ userId: t.string, centerId: IntFromString })
export const MemberAlertsWire = t.type({ alerts: t.array(CheckInAlertWire) })
export type MemberAlertsWire = t.TypeOf<typeof MemberAlertsWire>

// ---- POST v1/kiosk/otp ----
export const KioskOtpBody = t.type({ centerId: t.number, phone: t.string })
export const KioskOtpWire = t.type({ message: t.string })

// ---- POST v1/kiosk/checkIn: the proof is a union by `kind`: a phone and its OTP, or a scanned member pass or card ----
export const KioskPhoneOtpProof = t.type({ kind: t.literal('phoneOtp'), phone: t.string, otp: t.string })
export const KioskPassProof = t.type({ kind: t.literal('pass'), code: t.string })
export const KioskProofWire = t.union([KioskPhoneOtpProof, KioskPassProof])
export const KioskCheckInBody = t.type({ centerId: t.number, proof: KioskProofWire })
export type KioskCheckInBody = t.TypeOf<typeof KioskCheckInBody>
export const KioskWelcomeWire = t.type({ firstName: t.string })
export type KioskWelcomeWire = t.TypeOf<typeof KioskWelcomeWire>
