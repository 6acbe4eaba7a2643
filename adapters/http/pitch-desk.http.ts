import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { PitchDesk } from '../../core/lead/pitch-desk.port'
import { PitchWire } from './contract/customer.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'

export const createHttpPitchDesk = (http: HttpClient): PitchDesk => ({
  record: (p) =>
    pipe(
      http.send({ path: PATHS.recordPitch, data: { ...p, status: 'PITCHED' } }, PitchWire),
      TE.map((w) => ({ customerId: w.customerId, message: w.message })),
    ),
  recordWalkIn: (p) => pipe(http.send({ path: PATHS.walkInPitch, data: p }, PitchWire), TE.map((w) => ({ customerId: w.customerId, message: w.message }))),
})
