import type { TaskEither } from 'fp-ts/TaskEither'
import { PITCH_RECORDED } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { PitchReceipt, WalkInPitch } from './lead'
import type { PitchDesk } from './pitch-desk.port'
import { pitchFailedWith } from './lead-actions'

/** Records a pitch for a scheduled walk-in: 'Pitch Recorded', else 'Record Pitch unsuccessful' and the server's reason. */
export const recordWalkInPitch =
  (d: { readonly pitches: PitchDesk }) =>
  (p: WalkInPitch): TaskEither<ActionFailed<'PitchFailed'>, Done<PitchReceipt>> =>
    act('PitchFailed', pitchFailedWith, PITCH_RECORDED)(d.pitches.recordWalkIn(p))
