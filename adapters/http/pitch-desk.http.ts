import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PitchDesk } from '../../core/lead/pitch-desk.port'
import { PitchWire } from './contract/customer.codecs'
import { ScheduledWalkInsWire } from './contract/lead.codecs'
import { PATHS } from './contract/paths'
import { epochMs } from '../../core/shared/brands'
import { opt } from './wire-mapping'
import type { HttpClient } from './http-client'
import { LEAD_DESK_PATHS } from './contract/lead-desk-paths'

export const createHttpPitchDesk = (http: HttpClient): PitchDesk => ({
  record: (p, attemptKey) =>
    pipe(
      http.send({ path: PATHS.recordPitch, data: { ...p, status: 'PITCHED' }, ...(attemptKey === undefined ? {} : { idempotencyKey: attemptKey }) }, PitchWire),
      TE.map((w) => ({ customerId: w.customerId, message: w.message })),
    ),
  recordWalkIn: (p) => pipe(http.send({ path: PATHS.walkInPitch, data: p }, PitchWire), TE.map((w) => ({ customerId: w.customerId, message: w.message }))),
  scheduledWalkIns: (centerId, fromDay) =>
    pipe(
      http.send({ path: LEAD_DESK_PATHS.scheduledWalkIns, params: { centerId, fromDay } }, ScheduledWalkInsWire),
      TE.map((w) =>
        w.walkIns.map((x) => ({
          id: x.id,
          userId: x.userId,
          customerName: x.customerName,
          centerId: x.centerId,
          scheduledAt: epochMs(x.scheduledAt),
          ...(typeof x.pitchedAt === 'number' ? { pitchedAt: epochMs(x.pitchedAt) } : {}),
          ...opt('pitchRemarks', x.pitchRemarks),
        })),
      ),
    ),
})
