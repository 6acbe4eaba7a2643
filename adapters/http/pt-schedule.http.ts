import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PtPackMembership } from '../../core/pt/pt-pack'
import type { PtSchedule } from '../../core/pt/pt-schedule.port'
import type { PtSession } from '../../core/pt/pt-session'
import { epochMs } from '../../core/shared/brands'
import { PT_SERVICE, TENANT } from '../../core/shared/constants'
import { PATHS, pathWith } from './contract/paths'
import { type PtPackWire, PtPacksWire, PtSessionResultWire, type PtSessionWire, PtSessionsWire, PtSlotsWire } from './contract/pt.codecs'
import type { HttpClient } from './http-client'
import { opt } from './wire-mapping'

export const ptPackFromWire = (w: PtPackWire): PtPackMembership => ({
  id: w.id,
  name: w.name,
  status: w.status,
  start: epochMs(w.start),
  end: epochMs(w.end),
  benefits: w.benefits,
  trainerName: w.trainerDetails.name,
  centerId: w.centerId,
  ...opt('preferredTrainerId', w.metadata.preferredTrainerId),
  ...opt('preferredCenterId', w.metadata.preferredCenterId),
})

export const ptSessionFromWire = (w: PtSessionWire): PtSession => ({
  id: String(w.id),
  startTime: epochMs(w.startTime),
  endTime: epochMs(w.endTime),
  status: w.status,
  centerId: w.centerId,
  identityId: w.identityId,
  bookingCode: w.bookingCode,
  metadata: w.metadata,
})

const session = (w: { session: PtSessionWire }): PtSession => ptSessionFromWire(w.session)

export const createHttpPtSchedule = (http: HttpClient): PtSchedule => ({
  ptPacks: (userId) => pipe(http.send({ path: PATHS.ptPacks, params: { userId } }, PtPacksWire), TE.map((w) => w.ptPacks.map(ptPackFromWire))),
  playPtPacks: (userId) => pipe(http.send({ path: PATHS.playPtPacks, params: { userId } }, PtPacksWire), TE.map((w) => w.ptPacks.map(ptPackFromWire))),
  sessions: (q) =>
    pipe(
      http.send(
        {
          path: PATHS.ptSessions,
          params: { userId: q.userId, tenant: TENANT, service: PT_SERVICE, page: q.page, size: q.size, statuses: q.statuses === undefined ? undefined : q.statuses.join(',') },
        },
        PtSessionsWire,
      ),
      TE.map((w) => w.sessions.map(ptSessionFromWire)),
    ),
  slots: (centerId, trainerId, from, to) =>
    pipe(
      http.send({ path: PATHS.ptSlots, params: { centerId, identityId: trainerId, startTime: from, endTime: to, service: PT_SERVICE } }, PtSlotsWire),
      TE.map((w) => w.slots.map((s) => ({ startTime: epochMs(s.startTime), endTime: epochMs(s.endTime), status: s.status }))),
    ),
  book: (b) =>
    pipe(
      http.send(
        {
          path: PATHS.ptSessions,
          data: { centerId: b.centerId, startTime: b.startTime, endTime: b.endTime, identityId: b.trainerId, service: PT_SERVICE, userId: b.userId, source: 'PORTAL', sessionBookingSource: 'PORTAL' },
        },
        PtSessionResultWire,
      ),
      TE.map(session),
    ),
  reschedule: (sessionId, startTime, endTime) =>
    pipe(http.send({ path: PATHS.ptReschedule, data: { startTime, endTime, oldSessionId: Number(sessionId) } }, PtSessionResultWire), TE.map(session)),
  cancel: (sessionId) => pipe(http.send({ path: pathWith(PATHS.ptCancel, { sessionId }), method: 'POST' }, PtSessionResultWire), TE.map(session)),
  start: (sessionId) => pipe(http.send({ path: pathWith(PATHS.ptStart, { sessionId }), method: 'POST' }, PtSessionResultWire), TE.map(session)),
})
