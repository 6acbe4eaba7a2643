import type { Either } from 'fp-ts/Either'
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { EpochMs } from '../shared/brands'
import type { ValidationFailed } from '../shared/errors'
import {
  CALL_BACK_TIME_OUT_OF_RANGE,
  CALL_BACK_TIME_REQUIRED,
  FOLLOW_UP_REQUIRED,
  REMARKS_ENTER,
  STATUS_REQUIRED,
  SUB_STATUS_REQUIRED,
} from '../shared/messages'
import { collect, epochOf, fail, fieldOf, ok, required, trimmedText, type Check, withinTextBound } from '../shared/field-check'

export const TIME_BASED_CALL_BACK = 'TIME_BASED_CALL_BACK'

/**
 * The task's disposition hierarchy as the form uses it: status -> sub-status -> follow-up
 * options. (The campaign config's exact shape is not shown; adapters map it to this.)
 */
export type DispositionTree = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>

export type ResolveTaskField = 'status' | 'subStatus' | 'followUp' | 'callbackTime' | 'remarks'
export type TaskResolution = {
  readonly status: string
  readonly subStatus?: string
  readonly remark: string
  readonly dispositionConfigData?: { readonly leadReactivateType: string; readonly callbackTime?: EpochMs }
}

const own = <T>(rec: Readonly<Record<string, T>>, key: string | undefined): T | undefined =>
  key !== undefined && Object.prototype.hasOwnProperty.call(rec, key) ? rec[key] : undefined

/** Sub-status options of a status (empty when the hierarchy has none: the field is not shown). */
export const subStatusOptions = (tree: DispositionTree, status: string | undefined): readonly string[] =>
  Object.keys(own(tree, status) ?? {})

/** Follow-up options of a status and sub-status (empty: no follow-up asked). */
export const followUpOptions = (tree: DispositionTree, status: string | undefined, subStatus: string | undefined): readonly string[] => {
  const options = own(own(tree, status) ?? {}, subStatus)
  return Array.isArray(options) ? options : []
}

const choice = (value: string | undefined, options: readonly string[], message: string): Check<string | undefined> =>
  options.length === 0 ? ok(undefined) : value !== undefined && options.includes(value) ? ok(value) : fail(message)

/**
 * Resolve Task (part 1 §5, part 3 §5): status required; sub-status required only when the
 * hierarchy has options; a follow-up option required when options exist; for
 * TIME_BASED_CALL_BACK a call-back time between now and the task expiry (inclusive); remarks
 * required ('Enter Remarks') and trimmed.
 */
const validateResolveTaskChecks = (
  draft: unknown,
  tree: DispositionTree,
  now: EpochMs,
  expiryTime: EpochMs | undefined,
): Either<ValidationFailed<ResolveTaskField>, TaskResolution> => {
  const statuses = Object.keys(tree)
  const status = trimmedText(fieldOf(draft, 'status'))
  const statusOk = status !== undefined && (statuses.length === 0 || statuses.includes(status))
  const subStatus = trimmedText(fieldOf(draft, 'subStatus'))
  const subCheck = statusOk ? choice(subStatus, subStatusOptions(tree, status), SUB_STATUS_REQUIRED) : ok(undefined)
  const followUp = trimmedText(fieldOf(draft, 'followUp'))
  const followCheck =
    statusOk && subCheck.ok ? choice(followUp, followUpOptions(tree, status, subCheck.value), FOLLOW_UP_REQUIRED) : ok(undefined)
  const callback = epochOf(fieldOf(draft, 'callbackTime'))
  const callbackCheck: Check<EpochMs | undefined> =
    !followCheck.ok || followCheck.value !== TIME_BASED_CALL_BACK
      ? ok(undefined)
      : callback === undefined
        ? fail(CALL_BACK_TIME_REQUIRED)
        : callback >= now && (expiryTime === undefined || callback <= expiryTime)
          ? ok(callback)
          : fail(CALL_BACK_TIME_OUT_OF_RANGE)
  return pipe(
    collect({
      status: statusOk ? ok(status) : fail<string>(STATUS_REQUIRED),
      subStatus: subCheck,
      followUp: followCheck,
      callbackTime: callbackCheck,
      remarks: required(trimmedText(fieldOf(draft, 'remarks')), REMARKS_ENTER),
    }),
    E.map((v) => ({
      status: v.status,
      ...(v.subStatus === undefined ? {} : { subStatus: v.subStatus }),
      remark: v.remarks,
      ...(v.followUp === undefined
        ? {}
        : {
            dispositionConfigData: {
              leadReactivateType: v.followUp,
              ...(v.callbackTime === undefined ? {} : { callbackTime: v.callbackTime }),
            },
          }),
    })),
  )
}

/** validateResolveTaskChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateResolveTask = (...args: Parameters<typeof validateResolveTaskChecks>): ReturnType<typeof validateResolveTaskChecks> =>
  withinTextBound(args[0], validateResolveTaskChecks(...args))
