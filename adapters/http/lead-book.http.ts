import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { LeadBook } from '../../core/lead/lead-book.port'
import { epochMs } from '../../core/shared/brands'
import type { Lead } from '../../core/lead/lead'
import {
  LeadCaptureWire,
  type LeadDeskLeadWire,
  LeadDeskAnswerWire,
  LeadHistoryWire,
  LEAD_PAGE_PATH,
  LeadPageWire,
  LeadSearchWire,
  PtLeadModalConfigWire,
  SubmitLeadWire,
  TransferLeadsWire,
  UpdateLeadConfigWire,
} from './contract/lead.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'
import { opt } from './wire-mapping'
import { LEAD_DESK_PATHS } from './contract/lead-desk-paths'

export const createHttpLeadBook = (http: HttpClient): LeadBook => ({
  capture: (l) =>
    pipe(
      http.send(
        {
          path: PATHS.leadCapture,
          data: {
            userId: l.userId,
            assigneeId: l.assigneeId,
            assigneeType: 'TRAINER',
            centerId: l.centerServiceId,
            leadCategory: 'PT_LEAD',
            leadType: l.leadType,
            leadStatus: 'ACTIVE',
            createdBy: l.createdBy,
            comment: l.comment ?? null,
            assigneeName: l.assigneeName ?? null,
          },
        },
        LeadCaptureWire,
      ),
      TE.map((w) => w.leadId),
    ),
  search: (q) =>
    pipe(
      http.send(
        { path: PATHS.leadSearch, data: { userIds: q.userIds, centerIds: q.centerServiceIds, leadCategories: q.leadCategories, leadStatuses: q.leadStatuses } },
        LeadSearchWire,
      ),
      TE.map((w) => ({ isLMSPilotCenter: w.isLMSPilotCenter, leads: w.leads.map(leadFromWire) })),
    ),
  page: (q) =>
    pipe(
      http.send(
        {
          path: LEAD_PAGE_PATH,
          data: {
            centerServiceId: q.centerServiceId,
            ...(q.quality === undefined ? {} : { quality: q.quality }),
            ...(q.followUp === undefined ? {} : { followUp: q.followUp }),
            ...(q.mine === true ? { mine: true } : {}),
            ...(q.pageSize === undefined ? {} : { pageSize: q.pageSize }),
            ...(q.cursor === undefined ? {} : { cursor: q.cursor }),
            ...(q.sortKey === undefined ? {} : { sortKey: q.sortKey }),
            ...(q.direction === undefined ? {} : { direction: q.direction }),
            ...(q.search === undefined || q.search.trim() === '' ? {} : { search: q.search.trim() }),
          },
        },
        LeadPageWire,
      ),
      TE.map((w) => ({ leads: w.leads.map(leadFromWire), total: w.total, all: w.all, next: w.next ?? undefined, pageSize: w.pageSize })),
    ),
  // ---- leads desk ----
  history: (userId, centerServiceId) =>
    pipe(
      http.send({ path: LEAD_DESK_PATHS.leadHistory, data: { userId, centerServiceId } }, LeadHistoryWire),
      TE.map((w) => ({
        lead: leadFromWire(w.lead),
        interactions: w.interactions.map((i) => ({
          at: epochMs(i.at),
          kind: i.kind,
          byName: i.byName,
          comment: i.comment,
          ...opt('leadQuality', i.leadQuality),
          ...opt('commentTag', i.commentTag),
          ...(typeof i.nextFollowUpTime === 'number' ? { nextFollowUpTime: epochMs(i.nextFollowUpTime) } : {}),
        })),
      })),
    ),
  updateConfig: (centerServiceId) => http.send({ path: LEAD_DESK_PATHS.updateLeadConfig, params: { centerServiceId } }, UpdateLeadConfigWire),
  update: (u, attemptKey) =>
    pipe(
      http.send(
        { path: LEAD_DESK_PATHS.updateLead, data: { ...u, nextFollowUpTime: u.nextFollowUpTime ?? null }, ...(attemptKey === undefined ? {} : { idempotencyKey: attemptKey }) },
        LeadDeskAnswerWire,
      ),
      TE.map(() => undefined),
    ),
  ptModalConfig: (userId, centerServiceId) =>
    pipe(
      http.send({ path: LEAD_DESK_PATHS.ptLeadModalConfig, params: { userId, centerServiceId } }, PtLeadModalConfigWire),
      TE.map((w) => ({
        assessmentPilot: w.assessmentPilot,
        trainers: w.trainers,
        commentTags: w.commentTags,
        ...(w.lead === undefined || w.lead === null ? {} : { lead: leadFromWire(w.lead) }),
      })),
    ),
  submitPt: (x) => pipe(http.send({ path: LEAD_DESK_PATHS.submitLead, data: x }, SubmitLeadWire), TE.map((w) => w.leadId)),
  transfer: (x) =>
    pipe(
      http.send({ path: LEAD_DESK_PATHS.transferLeads, data: x }, TransferLeadsWire),
      TE.map((w) => ({ leadIds: w.leadIds, dryRun: w.dryRun, toAssigneeName: w.toAssigneeName })),
    ),
})

/** A lead of the wire as the core's Lead (the centre service id is the wire's centerId). */
export const leadFromWire = (l: LeadDeskLeadWire): Lead => ({
  leadId: l.leadId,
  userId: l.userId,
  assigneeId: l.assigneeId,
  assigneeName: l.assigneeName,
  assigneeType: l.assigneeType,
  centerServiceId: l.centerId,
  leadCategory: l.leadCategory,
  leadType: l.leadType,
  leadStatus: l.leadStatus,
  comment: l.comment,
  createdBy: l.createdBy,
  createdAt: epochMs(l.createdAt),
  ...opt('taskInstanceId', l.taskInstanceId),
  ...opt('leadQuality', l.leadQuality),
  ...opt('commentTag', l.commentTag),
  ...opt('customerName', l.customerName),
  ...(typeof l.nextFollowUpTime === 'number' ? { nextFollowUpTime: epochMs(l.nextFollowUpTime) } : {}),
})
