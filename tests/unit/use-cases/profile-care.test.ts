import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../../composition/test/container'
import type { Centre } from '../../../core/centre/centre'
import { referralCategory } from '../../../core/lead/record-referral'
import * as M from '../../../core/shared/messages'
import { seedCentres } from '../../../sandbox/seed/centres'
import { aValidInjuryDraft } from '../../support/care'
import { DEMO, seedDemoWorld } from '../../support/profile-world'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const centres = seedCentres(NOW).map((c) => centreFromWire(c.wire))
const gym = centres.find((c) => c.id === 1) as Centre
const play = centres.find((c) => c.type === 'PLAY') as Centre
const details = { centers: centres, userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' }, gymPtEnabledCenter: [] }
const portal = () => createTestPortal({ centreDetails: details, now: NOW, seedProfile: seedDemoWorld })

describe('reportInjury', () => {
  it("files the form with the customer's id, subCategory Gym for PT, and answers 'Ticket created Successfully: {id}'", async () => {
    const p = portal()
    const r = await p.useCases.reportInjury({ userId: DEMO.activeOver30.id, centre: gym, draft: aValidInjuryDraft() })()
    expect(r._tag).toBe('Right')
    if (r._tag === 'Right') expect(r.right.message).toBe(M.injuryTicketCreated(r.right.value.id))
  })

  it('answers every field error at once and files nothing when the form is incomplete', async () => {
    const r = await portal().useCases.reportInjury({ userId: DEMO.activeOver30.id, centre: gym, draft: aValidInjuryDraft({ description: '', injuryDate: '', impactedBodyPart: 'Others' }) })()
    expect(r._tag === 'Left' && r.left._tag === 'ValidationFailed' ? r.left.errors : undefined).toEqual({
      description: M.FIELD_REQUIRED,
      injuryDate: M.DATE_REQUIRED,
      impactedBodyPartComment: M.FIELD_REQUIRED,
    })
  })

  it("shows the server's message when the report is refused", async () => {
    const r = await portal().useCases.reportInjury({ userId: 'nobody', centre: gym, draft: aValidInjuryDraft() })()
    expect(r._tag === 'Left' ? r.left : undefined).toMatchObject({ _tag: 'InjuryNotReported', message: M.NO_USER_DETAIL_FOUND })
  })
})

describe('recordReferral', () => {
  const req = (draft: unknown, centre: Centre = gym) => ({ referredByUserId: DEMO.activeOver30.id, centre, staffEmail: 'asha.owner@centres.example', draft })

  it("answers 'Referral Successful' when the status is OK, and the server's message as the failure otherwise", async () => {
    const p = portal()
    const ok = await p.useCases.recordReferral(req({ name: ' Ravi ', phone: '9123456780' }))()
    expect(ok._tag === 'Right' ? ok.right.message : ok.left).toBe(M.REFERRAL_SUCCESSFUL)
    const again = await p.useCases.recordReferral(req({ name: 'Ravi', phone: '9123456780' }))()
    expect(again._tag === 'Left' ? again.left : undefined).toMatchObject({ _tag: 'ReferralNotAccepted', message: M.REFERRAL_ALREADY_MADE })
  })

  it("validates the friend's name and phone with the spec's words before calling", async () => {
    const r = await portal().useCases.recordReferral(req({ name: '  ', phone: '98765' }))()
    expect(r._tag === 'Left' && r.left._tag === 'ValidationFailed' ? r.left.errors : undefined).toEqual({ name: M.CUSTOMER_NAME_REQUIRED, phone: M.INVALID_PHONE_NUMBER })
  })

  it("prefixes a failed call with 'Referral cannot be accepted'", async () => {
    const r = await portal().useCases.recordReferral({ ...req({ name: 'Ravi', phone: '9123456781' }), referredByUserId: 'nobody' })()
    expect(r._tag === 'Left' ? r.left : undefined).toMatchObject({ message: M.referralRejected(M.NO_USER_DETAIL_FOUND) })
  })

  it('sends a play centre as category play and every other centre as general', () => {
    expect(referralCategory(play)).toBe('play')
    expect(referralCategory(gym)).toBe('general')
  })
})
