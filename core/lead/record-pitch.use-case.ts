import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { PITCH_RECORDED_SUCCESSFULLY } from '../shared/messages'
import { type ActionFailed, type Done, actionFailed, reasonOf } from '../shared/outcome'
import type { Pitch, PitchReceipt } from './lead'
import type { PitchDesk } from './pitch-desk.port'
import { pitchFailedWith } from './lead-actions'

/**
 * Records a pitch: 'Pitch recorded successfully', else 'Record Pitch unsuccessful' and the server's
 * reason. `attemptKey`, the form's attempt key: a resend with it (a lost answer queued offline) is applied once.
 */
export const recordPitch =
  (d: { readonly pitches: PitchDesk }) =>
  (p: Pitch, attemptKey?: string): TaskEither<ActionFailed<'PitchFailed'>, Done<PitchReceipt>> =>
    pipe(
      d.pitches.record(p, attemptKey),
      TE.mapLeft((e) => actionFailed('PitchFailed', pitchFailedWith(reasonOf(e)), e)),
      TE.map((receipt) => ({ message: PITCH_RECORDED_SUCCESSFULLY, value: receipt })),
    )
