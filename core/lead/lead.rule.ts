import * as E from 'fp-ts/Either'
import type { Either } from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { EpochMs } from '../shared/brands'
import { FOLLOW_UP_MAX_DAYS_AHEAD, FOLLOW_UP_MIN_DAYS_AHEAD } from '../shared/constants'
import type { ValidationFailed } from '../shared/errors'
import {
  COMMENT_REQUIRED,
  COMMENT_TAG_REQUIRED,
  FOLLOW_UP_DATE_OUT_OF_RANGE,
  FOLLOW_UP_DATE_REQUIRED,
  FOLLOW_UP_TIME_REQUIRED,
  LEAD_OWNER_REQUIRED,
  LEAD_QUALITY_REQUIRED,
} from '../shared/messages'
import {
  calendarDayIndex,
  centreDayIndex,
  centreInstant,
  clockTimeOf,
  collect,
  fail,
  fieldOf,
  ok,
  oneOf,
  required,
  trimmedText,
  type Check,
  withinTextBound,
} from '../shared/field-check'
import type { LeadQuality } from './record-pitch.rule'
import { PT_LEAD_CHOICES, RECORD_LEAD_CHOICES, offersSkipFollowUp } from './lead-follow-up.rule'

/** Is a 'yyyy-MM-dd' follow-up date within yesterday .. today + 45 days, today being the Kolkata day of now? */
export const followUpDateAllowed = (date: string, now: EpochMs): boolean => {
  const day = calendarDayIndex(date)
  const today = centreDayIndex(now)
  return day !== undefined && day >= today + FOLLOW_UP_MIN_DAYS_AHEAD && day <= today + FOLLOW_UP_MAX_DAYS_AHEAD
}

type FollowUp = { readonly skipFollowUp: boolean; readonly nextFollowUpTime?: EpochMs }

const followUpChecks = (draft: unknown, quality: LeadQuality | undefined, now: EpochMs) => {
  const skip = fieldOf(draft, 'skipFollowUp') === true && offersSkipFollowUp(quality)
  if (skip) return { followUpDate: ok<string | undefined>(undefined), followUpTime: ok<string | undefined>(undefined), skip }
  const rawDate = trimmedText(fieldOf(draft, 'followUpDate'))
  const dateCheck: Check<string | undefined> =
    rawDate === undefined || calendarDayIndex(rawDate) === undefined
      ? fail(FOLLOW_UP_DATE_REQUIRED)
      : followUpDateAllowed(rawDate, now)
        ? ok(rawDate)
        : fail(FOLLOW_UP_DATE_OUT_OF_RANGE)
  return {
    followUpDate: dateCheck,
    followUpTime: required<string | undefined>(clockTimeOf(fieldOf(draft, 'followUpTime')), FOLLOW_UP_TIME_REQUIRED),
    skip,
  }
}

const followUpOf = (skip: boolean, date: string | undefined, time: string | undefined): FollowUp =>
  skip || date === undefined || time === undefined ? { skipFollowUp: true } : { skipFollowUp: false, nextFollowUpTime: centreInstant(date, time) }

export type RecordLeadField = 'commentTag' | 'comment' | 'leadQuality' | 'followUpDate' | 'followUpTime'
export type LeadUpdate = FollowUp & {
  readonly commentTag: string
  /** '' when absent. */
  readonly comment: string
  readonly leadQuality: LeadQuality
}

/**
 * Record Lead (part 3 §5): comment tag, comment, lead quality; follow-up date (yesterday to 45
 * days ahead, Asia/Kolkata) and time ('HH:mm') unless skip follow-up is ticked on a COLD lead.
 * nextFollowUpTime is the Kolkata instant of that date and time, absent when skipped.
 */
const validateRecordLeadChecks = (draft: unknown, now: EpochMs): Either<ValidationFailed<RecordLeadField>, LeadUpdate> => {
  const quality = oneOf(RECORD_LEAD_CHOICES, fieldOf(draft, 'leadQuality'))
  const f = followUpChecks(draft, quality, now)
  return pipe(
    collect({
      commentTag: required(trimmedText(fieldOf(draft, 'commentTag')), COMMENT_TAG_REQUIRED),
      comment: required(trimmedText(fieldOf(draft, 'comment')), COMMENT_REQUIRED),
      leadQuality: required(quality, LEAD_QUALITY_REQUIRED),
      followUpDate: f.followUpDate,
      followUpTime: f.followUpTime,
    }),
    E.map((v) => ({
      commentTag: v.commentTag,
      comment: v.comment,
      leadQuality: v.leadQuality,
      ...followUpOf(f.skip, v.followUpDate, v.followUpTime),
    })),
  )
}

export type PtLeadField = RecordLeadField | 'leadOwner'
export type PtLeadUpdate = LeadUpdate & {
  /** The chosen PT trainer; absent when the lead is already owned or NOT_INTERESTED. */
  readonly leadOwner?: string
}

/**
 * PT lead (part 3 §5): lead owner required unless the lead is already owned or the quality is
 * NOT_INTERESTED ('Lead Owner Required'); quality, follow-up date and time (same window and
 * COLD-only skip as Record Lead) and comment tag required; comment optional, sent as ''.
 */
const validatePtLeadChecks = (
  draft: unknown,
  now: EpochMs,
  alreadyOwned: boolean,
): Either<ValidationFailed<PtLeadField>, PtLeadUpdate> => {
  const quality = oneOf(PT_LEAD_CHOICES, fieldOf(draft, 'leadQuality'))
  const f = followUpChecks(draft, quality, now)
  const ownerNeeded = alreadyOwned !== true && quality !== 'NOT_INTERESTED'
  const owner = trimmedText(fieldOf(draft, 'leadOwner'))
  return pipe(
    collect({
      leadOwner: ownerNeeded ? required<string | undefined>(owner, LEAD_OWNER_REQUIRED) : ok(undefined),
      commentTag: required(trimmedText(fieldOf(draft, 'commentTag')), COMMENT_TAG_REQUIRED),
      leadQuality: required(quality, LEAD_QUALITY_REQUIRED),
      followUpDate: f.followUpDate,
      followUpTime: f.followUpTime,
    }),
    E.map((v) => ({
      commentTag: v.commentTag,
      comment: trimmedText(fieldOf(draft, 'comment')) ?? '',
      leadQuality: v.leadQuality,
      ...(v.leadOwner === undefined ? {} : { leadOwner: v.leadOwner }),
      ...followUpOf(f.skip, v.followUpDate, v.followUpTime),
    })),
  )
}

/** validateRecordLeadChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateRecordLead = (...args: Parameters<typeof validateRecordLeadChecks>): ReturnType<typeof validateRecordLeadChecks> =>
  withinTextBound(args[0], validateRecordLeadChecks(...args))

/** validatePtLeadChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validatePtLead = (...args: Parameters<typeof validatePtLeadChecks>): ReturnType<typeof validatePtLeadChecks> =>
  withinTextBound(args[0], validatePtLeadChecks(...args))
