import * as t from 'io-ts'
import { IntFromString, boundedText, optional } from './codec-helpers'
import { PageFields, PageInfoWire } from './paging.codecs'

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
/** A lead as the leads desk reads it: with the customer's name and the next follow-up. */
export const LeadDeskLeadWire = t.intersection([
  LeadWire,
  t.partial({ customerName: optional(t.string), nextFollowUpTime: optional(t.number) }),
])
export type LeadDeskLeadWire = t.TypeOf<typeof LeadDeskLeadWire>

/** Lead search by userIds, centerIds (centre service ids), leadCategories, leadStatuses; empty list = any. */
export const LeadSearchBody = t.type({
  userIds: t.array(t.string),
  centerIds: t.array(t.number),
  leadCategories: t.array(t.string),
  leadStatuses: t.array(t.string),
})
export type LeadSearchBody = t.TypeOf<typeof LeadSearchBody>
export const LeadSearchWire = t.type({ leads: t.array(LeadDeskLeadWire), isLMSPilotCenter: t.boolean })
export type LeadSearchWire = t.TypeOf<typeof LeadSearchWire>

// ---- Leads desk ----

export const LeadInteractionWire = t.intersection([
  t.type({ at: t.number, kind: t.string, byName: t.string, comment: t.string }),
  t.partial({ leadQuality: optional(t.string), commentTag: optional(t.string), nextFollowUpTime: optional(t.number) }),
])
export type LeadInteractionWire = t.TypeOf<typeof LeadInteractionWire>

/** POST v1/ownerEntities/fetchLeadHistory. */
export const LeadHistoryBody = t.type({ userId: t.string, centerServiceId: t.number })
export const LeadHistoryWire = t.type({ lead: LeadDeskLeadWire, interactions: t.array(LeadInteractionWire) })
export type LeadHistoryWire = t.TypeOf<typeof LeadHistoryWire>

/** GET v1/ownerEntities/fetchUpdateLeadConfig?centerServiceId. */
export const UpdateLeadConfigQuery = t.type({ centerServiceId: IntFromString })
export const UpdateLeadConfigWire = t.type({
  product: t.string,
  commentTags: t.record(t.string, t.array(t.string)),
  leadQualities: t.array(t.keyof({ HOT: null, WARM: null, COLD: null, NOT_INTERESTED: null })),
})
export type UpdateLeadConfigWire = t.TypeOf<typeof UpdateLeadConfigWire>

const Quality = t.keyof({ HOT: null, WARM: null, COLD: null, NOT_INTERESTED: null })

/** POST v1/ownerEntities/updatePMSLead (part 3 §3 lead update payload). */
export const LeadUpdateBody = t.intersection([
  t.type({ taskInstanceId: t.string, userId: t.string, commentTag: t.string, comment: t.string, leadQuality: Quality, skipFollowUp: t.boolean }),
  t.partial({ nextFollowUpTime: optional(t.number) }),
])
export type LeadUpdateBody = t.TypeOf<typeof LeadUpdateBody>
export const LeadDeskAnswerWire = t.type({ message: t.string })

/** GET v1/leads/getPTLeadModalConfig?userId&centerServiceId. */
export const PtLeadModalConfigQuery = t.type({ userId: t.string, centerServiceId: IntFromString })
export const PtLeadModalConfigWire = t.type({
  assessmentPilot: t.boolean,
  trainers: t.array(t.type({ identityId: t.string, name: t.string })),
  commentTags: t.array(t.string),
  lead: optional(LeadDeskLeadWire),
})
export type PtLeadModalConfigWire = t.TypeOf<typeof PtLeadModalConfigWire>

/** POST v1/leads/submitLead: the lead update payload plus the PT_PITCH activity (part 3 §3). */
export const SubmitLeadBody = t.intersection([
  t.type({
    userId: t.string,
    centerServiceId: t.number,
    userActivityEventType: t.literal('PT_PITCH'),
    vertical: t.literal('PT'),
    activityDate: t.string,
    activityStartTime: t.number,
    updateLeadFlag: t.boolean,
    leadQuality: Quality,
    comment: t.string,
    skipFollowUp: t.boolean,
  }),
  t.partial({
    activityOwner: optional(t.string),
    taskInstanceId: optional(t.string),
    commentTag: optional(t.string),
    nextFollowUpTime: optional(t.number),
  }),
])
export type SubmitLeadBody = t.TypeOf<typeof SubmitLeadBody>
export const SubmitLeadWire = t.type({ message: t.string, leadId: t.number })

/** POST v1/leads/transferLeads. */
export const TransferLeadsBody = t.type({
  centerServiceId: t.number,
  fromAssigneeId: t.string,
  toAssigneeId: t.string,
  leadIds: t.array(t.number),
  dryRun: t.boolean,
})
export type TransferLeadsBody = t.TypeOf<typeof TransferLeadsBody>
export const TransferLeadsWire = t.type({ leadIds: t.array(t.number), dryRun: t.boolean, toAssigneeName: t.string, message: t.string })
export type TransferLeadsWire = t.TypeOf<typeof TransferLeadsWire>

/** GET v1/pitch/walkins?centerId&fromDay: walk-ins scheduled at a centre for 7 days from fromDay. */
export const ScheduledWalkInsQuery = t.type({ centerId: IntFromString, fromDay: t.string })
export const ScheduledWalkInWire = t.type({
  id: t.number,
  userId: t.string,
  customerName: t.string,
  centerId: t.number,
  scheduledAt: t.number,
  pitchedAt: optional(t.number),
  pitchRemarks: optional(t.string),
})
export type ScheduledWalkInWire = t.TypeOf<typeof ScheduledWalkInWire>
export const ScheduledWalkInsWire = t.type({ walkIns: t.array(ScheduledWalkInWire) })
export type ScheduledWalkInsWire = t.TypeOf<typeof ScheduledWalkInsWire>

// ---- My Leads, a page at a time (docs/api/paging.md) ----

/** POST v1/leads/search/page: My Leads' page of a centre (centre service id), its filters and the page's choices. */
export const LeadPageBody = t.intersection([
  t.type({ centerServiceId: t.number }),
  t.partial({ quality: boundedText(20), followUp: t.keyof({ OVERDUE: null, TODAY: null, UPCOMING: null, NONE: null }), mine: t.boolean }),
  PageFields,
])
export type LeadPageBody = t.TypeOf<typeof LeadPageBody>
export const LeadPageWire = t.intersection([t.type({ leads: t.array(LeadDeskLeadWire), all: t.number }), PageInfoWire])
export type LeadPageWire = t.TypeOf<typeof LeadPageWire>
export const LEAD_PAGE_PATH = 'v1/leads/search/page'
