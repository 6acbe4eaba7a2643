import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { KioskDesk } from '../../core/check-in/kiosk-desk.port'
import { KioskOtpWire, KioskWelcomeWire } from './contract/check-in-alerts.codecs'
import type { HttpClient } from './http-client'
import { CHECK_IN_ALERT_PATHS } from './contract/check-in-alerts-paths'

/** The self check-in kiosk over HTTP: POST v1/kiosk/otp and POST v1/kiosk/checkIn (the proof passed on as it is). */
export const createHttpKioskDesk = (http: HttpClient): KioskDesk => ({
  sendOtp: (centerId, phone) =>
    pipe(
      http.send({ path: CHECK_IN_ALERT_PATHS.kioskOtp, data: { centerId, phone } }, KioskOtpWire),
      TE.map(() => undefined),
    ),
  checkIn: (centerId, proof) =>
    pipe(
      http.send({ path: CHECK_IN_ALERT_PATHS.kioskCheckIn, data: { centerId, proof } }, KioskWelcomeWire),
      TE.map((w) => ({ firstName: w.firstName })),
    ),
})
