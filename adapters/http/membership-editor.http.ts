import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { MembershipEditor, MembershipEditRequest } from '../../core/membership/membership-editor.port'
import { type MembershipUpdateBody, MembershipUpdateWire } from './contract/customer.codecs'
import { PATHS } from './contract/paths'
import type { HttpClient } from './http-client'
import { membershipFromWire } from './wire-mapping'

/** The update payload of each change kind (part 1 §3 "Membership update payload"). */
export const membershipUpdateBody = (r: MembershipEditRequest): MembershipUpdateBody => {
  const base = {
    membershipId: r.membership.id,
    membershipName: r.membership.name,
    startDate: r.membership.start,
    endDate: r.membership.end,
    agentId: r.agentId,
    annotation: r.remarks,
  }
  const e = r.edit
  switch (e.kind) {
    case 'END_DATE':
      return { ...base, action: 'END_DATE', endDate: e.endDate, durationSeconds: Math.round((e.endDate - r.membership.start) / 1000) }
    case 'START_DATE':
      return { ...base, action: 'START_DATE', startDate: e.startDate, newStart: Math.round(e.startDate / 1000) }
    case 'TRAINER':
      return { ...base, action: 'TRAINER', trainer: e.trainerId, metadata: { preferredTrainerId: e.trainerId } }
    case 'MAX_TICKETS':
      return { ...base, action: 'MAX_TICKETS', benefit: { maxTickets: e.maxTickets }, idempotenceId: e.idempotenceId }
    case 'CENTRE':
      return { ...base, action: 'CENTER', metadata: { preferredCenterId: e.centerId, preferredTrainerId: e.trainerId } }
  }
}

export const createHttpMembershipEditor = (http: HttpClient): MembershipEditor => ({
  update: (r) => pipe(http.send({ path: PATHS.membershipUpdate, data: membershipUpdateBody(r) }, MembershipUpdateWire), TE.map((w) => membershipFromWire(w.membership))),
})
