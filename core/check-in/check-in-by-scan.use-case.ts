import * as E from 'fp-ts/Either'
import type { TaskEither } from 'fp-ts/TaskEither'
import { SCAN_NOT_A_CODE, scanCheckedIn } from '../shared/messages'
import { type Done, done } from '../shared/outcome'
import type { MemberPassDesk, ScanCheckIn, ScanRefused } from './member-pass-desk.port'

export type ScanCheckInDeps = { readonly memberPasses: MemberPassDesk }

/**
 * Checks a member in from a scanned pass or card: nothing scanned is refused here ('This is not a
 * member pass or card code'); the server checks the code's shape, signature, window and use (the
 * desk's listener and the camera pass on only code-shaped text, core rule `scan-burst.rule`). Success says
 * '{name} is checked in'; a refusal carries the server's reason and, when it named the member, their id.
 */
export const checkInByScan =
  (d: ScanCheckInDeps) =>
  (r: { readonly code: string; readonly centerId: number }): TaskEither<ScanRefused, Done<ScanCheckIn>> =>
  async () => {
    const code = r.code.trim()
    if (code === '') return E.left({ _tag: 'ScanRefused', message: SCAN_NOT_A_CODE })
    const answer = await d.memberPasses.checkInByScan(code, r.centerId)()
    if (E.isRight(answer)) {
      const m = answer.right.member
      return E.right(done(scanCheckedIn(`${m.firstName} ${m.lastName}`.trim()), answer.right))
    }
    const e = answer.left
    return E.left(e._tag === 'ScanRefused' ? e : { _tag: 'ScanRefused', message: e.message })
  }
