import type { TaskEither } from 'fp-ts/TaskEither'
import { LEAD_CAPTURE_FAILED, LEAD_CAPTURED } from '../shared/messages'
import { type ActionFailed, type Done, act } from '../shared/outcome'
import type { LeadCapture } from './lead'
import type { LeadBook } from './lead-book.port'

/** Captures a PT lead: 'Lead captured Successfully', else 'Lead capture Failed'. */
export const captureLead =
  (d: { readonly leads: LeadBook }) =>
  (l: LeadCapture): TaskEither<ActionFailed<'LeadCaptureFailed'>, Done<number>> =>
    act('LeadCaptureFailed', () => LEAD_CAPTURE_FAILED, LEAD_CAPTURED)(d.leads.capture(l))
