import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { LeadBook } from '../../core/lead/lead-book.port'
import { epochMs } from '../../core/shared/brands'
import { LeadCaptureWire, LeadSearchWire } from './contract/lead.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'
import { opt } from './wire-mapping'

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
      TE.map((w) => ({
        isLMSPilotCenter: w.isLMSPilotCenter,
        leads: w.leads.map((l) => ({
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
        })),
      })),
    ),
})
