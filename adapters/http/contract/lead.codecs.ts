import * as t from 'io-ts'
import { optional } from './codec-helpers'

/** POST v1/leads/capture (part 3 §3 captured lead). centerId is the centre service id. */
export const LeadCaptureBody = t.intersection([
  t.type({
    userId: t.string,
    assigneeId: t.string,
    assigneeType: t.literal('TRAINER'),
    centerId: t.number,
    leadCategory: t.literal('PT_LEAD'),
    leadType: t.string,
    leadStatus: t.literal('ACTIVE'),
    createdBy: t.string,
  }),
  t.partial({ comment: optional(t.string), assigneeName: optional(t.string) }),
])
export type LeadCaptureBody = t.TypeOf<typeof LeadCaptureBody>
export const LeadCaptureWire = t.type({ message: t.string, leadId: t.number })
export type LeadCaptureWire = t.TypeOf<typeof LeadCaptureWire>

export const LeadWire = t.type({
  leadId: t.number,
  userId: t.string,
  assigneeId: t.string,
  assigneeName: t.string,
  assigneeType: t.string,
  centerId: t.number,
  leadCategory: t.string,
  leadType: t.string,
  leadStatus: t.string,
  comment: t.string,
  createdBy: t.string,
  createdAt: t.number,
  taskInstanceId: optional(t.string),
  leadQuality: optional(t.string),
  commentTag: optional(t.string),
  taskAssignee: optional(t.type({ fullName: t.string })),
})
export type LeadWire = t.TypeOf<typeof LeadWire>

/** Lead search by userIds, centerIds (centre service ids), leadCategories, leadStatuses; empty list = any. */
export const LeadSearchBody = t.type({
  userIds: t.array(t.string),
  centerIds: t.array(t.number),
  leadCategories: t.array(t.string),
  leadStatuses: t.array(t.string),
})
export type LeadSearchBody = t.TypeOf<typeof LeadSearchBody>
export const LeadSearchWire = t.type({ leads: t.array(LeadWire), isLMSPilotCenter: t.boolean })
export type LeadSearchWire = t.TypeOf<typeof LeadSearchWire>
