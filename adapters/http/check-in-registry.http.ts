import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { CheckedIn, CheckInRegistry } from '../../core/check-in/check-in-registry.port'
import { CheckInResultWire, CheckInTrainersWire, PastCheckInsWire, ValidatePasscodeWire } from './contract/check-in.codecs'
import { CheckInListFast } from './contract/check-in-list.fast-codec'
import { PATHS, pathWith } from './contract/paths'
import { checkInsFromWireFast } from './check-in-list.mapping'
import { COUNTRY_CODE } from '../../core/shared/constants'
import type { HttpClient } from './http-client'
import { checkInFromWire } from './wire-mapping'

const idOf = (checkInId: string): number => Number(checkInId)

/** A check-in's answer: the check-in and the alerts that warned (the server's words). */
const checkedIn = (w: CheckInResultWire): CheckedIn => ({ checkIn: checkInFromWire(w.checkIn), warnings: (w.alerts ?? []).filter((a) => a.severity === 'warn') })

export const createHttpCheckInRegistry = (http: HttpClient): CheckInRegistry => ({
  list: (q) =>
    pipe(
      http.send(
        {
          path: PATHS.checkIns,
          params: {
            centerId: q.centerId,
            includeUserDetails: true,
            pageNumber: 1,
            pageSize: q.pageSize,
            startTimeFrom: q.from,
            startTimeTo: q.to,
            states: q.states === undefined ? undefined : q.states.join(','),
          },
        },
        // 10,000 records per answer: the one-pass decoder and the assignment-based mapping.
        CheckInListFast,
      ),
      TE.map((w) => checkInsFromWireFast(w.checkIns)),
    ),
  past: (userId, centerId, from, to) =>
    pipe(
      http.send({ path: PATHS.pastCheckIns, params: { userId, centerId, startTimeFrom: from, startTimeTo: to } }, PastCheckInsWire),
      TE.map((w) => w.checkIns.map(checkInFromWire)),
    ),
  checkInMember: (userId, centerId, cityId) =>
    pipe(http.send({ path: PATHS.memberCheckIn, data: { userId, centerId, cityId } }, CheckInResultWire), TE.map(checkedIn)),
  checkInTrial: (v) =>
    pipe(
      http.send(
        {
          path: PATHS.trialCheckIn,
          data: {
            cityId: v.cityId,
            centerId: v.centerId,
            phone: v.phone,
            countryCode: COUNTRY_CODE,
            firstName: v.firstName,
            lastName: v.lastName,
            welcomeMessage: v.welcomeMessage ?? null,
          },
        },
        CheckInResultWire,
      ),
      TE.map(checkedIn),
    ),
  validatePasscode: (checkInId, centerId, passcode) =>
    pipe(
      http.send({ path: pathWith(PATHS.validatePasscode, { checkInId: idOf(checkInId) }), params: { passCode: passcode, centerId } }, ValidatePasscodeWire),
      TE.map((w) => w.valid),
    ),
  checkInByPasscode: (checkInId, centerId, passcode) =>
    pipe(
      http.send({ path: PATHS.passcodeCheckIn, data: { centerId, checkinId: idOf(checkInId), passcode } }, CheckInResultWire),
      TE.map(checkedIn),
    ),
  checkOut: (checkInId, userId) =>
    pipe(
      http.send({ path: pathWith(PATHS.checkout, { checkInId: idOf(checkInId) }), method: 'PUT', params: { userId } }, CheckInResultWire),
      TE.map((w) => checkInFromWire(w.checkIn)),
    ),
  assignTrainer: (checkInId, trainerId, centerId) =>
    pipe(
      http.send({ path: pathWith(PATHS.assignTrainer, { checkInId: idOf(checkInId) }), method: 'PUT', params: { trainerId, centerId } }, CheckInResultWire),
      TE.map((w) => checkInFromWire(w.checkIn)),
    ),
  trainersFor: (checkInId) =>
    pipe(
      http.send({ path: pathWith(PATHS.checkInTrainers, { checkInId: idOf(checkInId) }) }, CheckInTrainersWire),
      TE.map((w) =>
        w.trainers.map((t) => ({
          name: t.name,
          identityId: t.identityId,
          recommended: t.recommended,
          checkInsAssigned: t.checkInsAssigned,
          photoUrls: t.agentAssets.mediaList.map((m) => m.mediaUrl),
        })),
      ),
    ),
})
