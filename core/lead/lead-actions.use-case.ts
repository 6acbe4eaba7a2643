import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import { LEAD_CAPTURE_FAILED, LEAD_CAPTURED, PITCH_RECORDED, PITCH_RECORDED_SUCCESSFULLY, RECORD_PITCH_FAILED } from '../shared/messages'
import { type ActionFailed, type Done, act, actionFailed, fetchAs, reasonOf, serverSays } from '../shared/outcome'
import type { LeadCapture, LeadSearch, LeadSearchResult, Pitch, PitchReceipt, WalkInPitch } from './lead'
import type { LeadBook } from './lead-book.port'
import type { PitchDesk } from './pitch-desk.port'

/** Captures a PT lead: 'Lead captured Successfully', else 'Lead capture Failed'. */
export const captureLead =
  (d: { readonly leads: LeadBook }) =>
  (l: LeadCapture): TaskEither<ActionFailed<'LeadCaptureFailed'>, Done<number>> =>
    act('LeadCaptureFailed', () => LEAD_CAPTURE_FAILED, LEAD_CAPTURED)(d.leads.capture(l))

export const searchLeads =
  (d: { readonly leads: LeadBook }) =>
  (q: LeadSearch): TaskEither<ActionFailed<'LeadsUnavailable'>, LeadSearchResult> =>
    fetchAs('LeadsUnavailable', serverSays)(d.leads.search(q))

/** 'Record Pitch unsuccessful' with the server's reason when it gives one. */
const pitchFailedWith = (reason: string): string => `${RECORD_PITCH_FAILED} ${reason}`.trim()

/** Records a pitch: 'Pitch recorded successfully', else 'Record Pitch unsuccessful' and the server's reason. */
export const recordPitch =
  (d: { readonly pitches: PitchDesk }) =>
  (p: Pitch): TaskEither<ActionFailed<'PitchFailed'>, Done<PitchReceipt>> =>
    pipe(
      d.pitches.record(p),
      TE.mapLeft((e) => actionFailed('PitchFailed', pitchFailedWith(reasonOf(e)), e)),
      TE.map((receipt) => ({ message: PITCH_RECORDED_SUCCESSFULLY, value: receipt })),
    )

/** Records a pitch for a scheduled walk-in: 'Pitch Recorded', else 'Record Pitch unsuccessful' and the server's reason. */
export const recordWalkInPitch =
  (d: { readonly pitches: PitchDesk }) =>
  (p: WalkInPitch): TaskEither<ActionFailed<'PitchFailed'>, Done<PitchReceipt>> =>
    act('PitchFailed', pitchFailedWith, PITCH_RECORDED)(d.pitches.recordWalkIn(p))
