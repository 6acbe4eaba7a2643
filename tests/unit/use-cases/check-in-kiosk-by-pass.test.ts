import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { kioskCheckInByPass } from '../../../core/check-in/kiosk-check-in-by-pass.use-case'
import type { KioskDesk, KioskProof } from '../../../core/check-in/kiosk-desk.port'
import { encodeCardCode } from '../../../core/check-in/member-pass.rule'
import { KIOSK_PASS_NOT_VALID } from '../../../core/shared/messages'

/** A kiosk desk that records the proofs it is given and welcomes everyone. */
const recordingDesk = () => {
  const proofs: KioskProof[] = []
  const kiosk: KioskDesk = {
    sendOtp: () => TE.right(undefined),
    checkIn: (_centerId, proof) => {
      proofs.push(proof)
      return TE.right({ firstName: 'Tara' })
    },
  }
  return { kiosk, proofs }
}

describe('checking in at the kiosk by a scanned pass', () => {
  it('passes a pass or card code on to the server as a pass proof, trimmed', async () => {
    const d = recordingDesk()
    const code = encodeCardCode('ABCD2345EFGH')
    expect(await kioskCheckInByPass(d)({ centerId: 1, code: ` ${code}\n` })()).toEqual({ _tag: 'Right', right: { firstName: 'Tara' } })
    expect(d.proofs).toEqual([{ kind: 'pass', code }])
  })

  it('refuses text that is no pass or card code in words a member reads, asking the server nothing', async () => {
    const d = recordingDesk()
    for (const text of ['', 'hello', '9000000009'])
      expect(await kioskCheckInByPass(d)({ centerId: 1, code: text })()).toEqual({ _tag: 'Left', left: { _tag: 'Rejected', message: KIOSK_PASS_NOT_VALID } })
    expect(d.proofs).toEqual([])
  })
})
