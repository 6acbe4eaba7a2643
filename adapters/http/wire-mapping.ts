import type { CheckIn } from '../../core/check-in/check-in'
import type { Membership } from '../../core/membership/membership'
import { epochMs } from '../../core/shared/brands'
import type { CheckInWire } from './contract/check-in.codecs'
import type { MembershipWire } from './contract/customer.codecs'

/** Keeps a wire field that may be missing or null as an absent optional field. */
export const opt = <K extends string, V>(key: K, v: V | null | undefined): { [P in K]?: V } =>
  (v === undefined || v === null ? {} : { [key]: v }) as { [P in K]?: V }

export const checkInFromWire = (w: CheckInWire): CheckIn => ({
  id: String(w.id),
  state: w.state,
  startTime: epochMs(w.startTime),
  endTime: epochMs(w.endTime),
  firstName: w.firstName ?? '',
  lastName: w.lastName ?? '',
  userId: w.userId,
  checkInType: w.checkInType,
  flags: w.flags,
  hasEditLeadModalConfig: w.modalConfigPayload?.EDIT_LEAD !== undefined && w.modalConfigPayload?.EDIT_LEAD !== null,
  ...(w.validatedAt === undefined || w.validatedAt === null ? {} : { validatedAt: epochMs(w.validatedAt) }),
  ...(w.checkInTime === undefined || w.checkInTime === null ? {} : { checkInTime: epochMs(w.checkInTime) }),
  ...(w.checkOutTime === undefined || w.checkOutTime === null ? {} : { checkOutTime: epochMs(w.checkOutTime) }),
  ...opt('userCheckinCount', w.userCheckinCount),
  ...opt('trainerId', w.trainerId),
  ...opt('trainerName', w.trainerName),
  ...opt('guidanceStatus', w.checkInGuidance?.status),
  ...opt('leadType', w.lead?.leadType),
})

export const membershipFromWire = (w: MembershipWire): Membership => ({
  id: w.id,
  name: w.name,
  subTitle: w.subTitle,
  status: w.status,
  start: epochMs(w.start),
  end: epochMs(w.end),
  benefits: w.benefits,
  metadata: { ...opt('preferredTrainerId', w.metadata.preferredTrainerId) },
})
