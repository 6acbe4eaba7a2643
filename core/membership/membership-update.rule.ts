import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import type { EpochMs } from '../shared/brands'
import { START_DATE_LOOK_BACK_DAYS } from '../shared/constants'
import { validationFailed, type ValidationFailed } from '../shared/errors'
import {
  CENTRE_REQUIRED,
  END_DATE_AFTER_START_AND_TODAY,
  END_DATE_AND_REMARKS_REQUIRED,
  MAX_TICKETS_AND_REMARKS_REQUIRED,
  MAX_TICKETS_INVALID,
  START_DATE_AND_REMARKS_REQUIRED,
  START_DATE_TOO_EARLY,
  TRAINER_AND_REMARKS_REQUIRED,
  TOAST_ERROR_DEFAULT,
  TRAINER_REQUIRED,
} from '../shared/messages'
import { centreDayIndex, collect, epochOf, fieldOf, integerOf, numberOf, required, trimmedText, withinTextBound } from '../shared/field-check'

export type MembershipChangeKind = 'END_DATE' | 'START_DATE' | 'TRAINER' | 'MAX_TICKETS' | 'CENTRE'

export type MembershipChange =
  | { readonly kind: 'END_DATE'; readonly endDate: EpochMs; readonly remarks: string }
  | { readonly kind: 'START_DATE'; readonly startDate: EpochMs; readonly remarks: string }
  | { readonly kind: 'TRAINER'; readonly trainerId: string; readonly remarks: string }
  | { readonly kind: 'MAX_TICKETS'; readonly maxTickets: number; readonly remarks: string }
  | { readonly kind: 'CENTRE'; readonly centreId: string; readonly trainerId: string }

export type MembershipUpdateField = 'endDate' | 'startDate' | 'trainerId' | 'maxTickets' | 'centreId' | 'remarks'

/** The membership being edited: its current start and end. */
export type EditedMembership = { readonly start: EpochMs; readonly end: EpochMs }

type Result = Either<ValidationFailed<MembershipUpdateField>, MembershipChange>

const idOf = (v: unknown): string | undefined => (typeof v === 'number' && Number.isFinite(v) ? String(v) : trimmedText(v))
const failWith = (errors: Partial<Record<MembershipUpdateField, string>>): Result => E.left(validationFailed(errors))

/**
 * Membership update (part 1 §5). The combined "X and remarks are required" message sits under
 * the changed field. End date: after the start and later than now. Start date: at most 30
 * calendar days (Asia/Kolkata) before the current start. Max tickets: a whole number, 0 or more.
 * Centre change: centre ('Center is required') and trainer ('Trainer is required').
 */
const validateMembershipUpdateChecks = (
  kind: MembershipChangeKind,
  draft: unknown,
  membership: EditedMembership,
  now: EpochMs,
): Result => {
  const remarks = trimmedText(fieldOf(draft, 'remarks'))
  switch (kind) {
    case 'END_DATE': {
      const endDate = epochOf(fieldOf(draft, 'endDate'))
      if (endDate === undefined || remarks === undefined) return failWith({ endDate: END_DATE_AND_REMARKS_REQUIRED })
      if (!(endDate > membership.start && endDate > now)) return failWith({ endDate: END_DATE_AFTER_START_AND_TODAY })
      return E.right({ kind, endDate, remarks })
    }
    case 'START_DATE': {
      const startDate = epochOf(fieldOf(draft, 'startDate'))
      if (startDate === undefined || remarks === undefined) return failWith({ startDate: START_DATE_AND_REMARKS_REQUIRED })
      if (centreDayIndex(startDate) < centreDayIndex(membership.start) - START_DATE_LOOK_BACK_DAYS)
        return failWith({ startDate: START_DATE_TOO_EARLY })
      return E.right({ kind, startDate, remarks })
    }
    case 'TRAINER': {
      const trainerId = idOf(fieldOf(draft, 'trainerId'))
      if (trainerId === undefined || remarks === undefined) return failWith({ trainerId: TRAINER_AND_REMARKS_REQUIRED })
      return E.right({ kind, trainerId, remarks })
    }
    case 'MAX_TICKETS': {
      const raw = fieldOf(draft, 'maxTickets')
      if (numberOf(raw) === undefined || remarks === undefined) return failWith({ maxTickets: MAX_TICKETS_AND_REMARKS_REQUIRED })
      const maxTickets = integerOf(raw)
      if (maxTickets === undefined || maxTickets < 0) return failWith({ maxTickets: MAX_TICKETS_INVALID })
      return E.right({ kind, maxTickets, remarks })
    }
    case 'CENTRE':
      return E.map((v: { centreId: string; trainerId: string }): MembershipChange => ({ kind: 'CENTRE', ...v }))(
        collect({
          centreId: required(idOf(fieldOf(draft, 'centreId')), CENTRE_REQUIRED),
          trainerId: required(idOf(fieldOf(draft, 'trainerId')), TRAINER_REQUIRED),
        }),
      )
    default:
      return failWith({ remarks: TOAST_ERROR_DEFAULT })
  }
}

/** validateMembershipUpdateChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateMembershipUpdate = (...args: Parameters<typeof validateMembershipUpdateChecks>): ReturnType<typeof validateMembershipUpdateChecks> =>
  withinTextBound(args[1], validateMembershipUpdateChecks(...args))
