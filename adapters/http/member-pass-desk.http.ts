import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { MemberCard, MemberPassDesk, ScanRefused } from '../../core/check-in/member-pass-desk.port'
import { epochMs } from '../../core/shared/brands'
import type { GatewayError } from '../../core/shared/errors'
import { MEMBER_PASS_PATHS, MemberCardAnswerWire, type MemberCardWire, ScanCheckInWire, userIdOfScanRefusal } from './contract/member-pass.codecs'
import type { HttpClient } from './http-client'
import { checkInFromWire } from './wire-mapping'

const cardOf = (w: MemberCardWire): MemberCard => ({
  cardNumber: w.cardNumber,
  code: w.code,
  issuedAt: epochMs(w.issuedAt),
  ...(w.revokedAt === null ? {} : { revokedAt: epochMs(w.revokedAt) }),
})

/** A refusal of the scan (any 4xx but a lost session): its reason, and the member it named, if any. */
const refusalOf = (e: GatewayError): GatewayError | ScanRefused => {
  if (e._tag === 'Rejected' || e._tag === 'Forbidden' || e._tag === 'NotFound') {
    const userId = e._tag === 'Rejected' ? userIdOfScanRefusal(e.code) : undefined
    return userId === undefined ? { _tag: 'ScanRefused', message: e.message } : { _tag: 'ScanRefused', message: e.message, userId }
  }
  return e
}

/** Check-in by a scanned pass or card, and the member's printed card, over HTTP. */
export const createHttpMemberPassDesk = (http: HttpClient): MemberPassDesk => ({
  checkInByScan: (code, centerId) =>
    pipe(
      http.send({ path: MEMBER_PASS_PATHS.scanCheckIn, data: { code, centerId } }, ScanCheckInWire),
      TE.mapLeft(refusalOf),
      TE.map((w) => ({
        checkIn: checkInFromWire(w.checkIn),
        member: {
          userId: w.member.userId,
          firstName: w.member.firstName,
          lastName: w.member.lastName,
          ...(w.member.profilePictureUrl === null || w.member.profilePictureUrl === '' ? {} : { photoUrl: w.member.profilePictureUrl }),
        },
        warnings: (w.alerts ?? []).filter((a) => a.severity === 'warn'),
      })),
    ),
  memberCard: (userId) =>
    pipe(
      http.send({ path: MEMBER_PASS_PATHS.memberCard, params: { userId } }, MemberCardAnswerWire),
      TE.map((w) => (w.card === null ? undefined : cardOf(w.card))),
    ),
  issueCard: (userId) =>
    pipe(
      http.send({ path: MEMBER_PASS_PATHS.issueMemberCard, data: { userId } }, MemberCardAnswerWire),
      TE.chainW((w) => (w.card === null ? TE.left({ _tag: 'MalformedResponse' as const, message: 'The server issued no card.' }) : TE.right(cardOf(w.card)))),
    ),
  revokeCard: (userId) =>
    pipe(
      http.send({ path: MEMBER_PASS_PATHS.revokeMemberCard, data: { userId } }, MemberCardAnswerWire),
      TE.chainW((w) => (w.card === null ? TE.left({ _tag: 'MalformedResponse' as const, message: 'The server revoked no card.' }) : TE.right(cardOf(w.card)))),
    ),
})
