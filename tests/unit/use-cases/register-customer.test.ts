import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../../composition/test/container'
import { seedCentres } from '../../../sandbox/seed/centres'
import { MAIN_GYM, seedDemoWorld } from '../../support/profile-world'

/** 2026-11-25 12:00 in Kolkata. */
const NOW = Date.UTC(2026, 10, 25, 6, 30)
const details = {
  centers: seedCentres(NOW).map((c) => centreFromWire(c.wire)),
  userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' },
  gymPtEnabledCenter: [],
}
const portal = () => createTestPortal({ centreDetails: details, now: NOW, seedProfile: seedDemoWorld })
const centre = { centerId: MAIN_GYM.id, centerServiceId: MAIN_GYM.centerServiceId }

describe('Register New User (part 2 §2)', () => {
  it('registers a walk-in whose phone finds nobody; the phone then finds that customer with the name given', async () => {
    const { useCases } = portal()
    const phone = '9123400001'
    const missing = await useCases.lookupCustomer({ input: phone, centre, suppressPitch: true })()
    expect(E.isLeft(missing) && missing.left._tag).toBe('UserNotFound')
    const r = await useCases.registerCustomer({ phone, firstName: ' Walk ', lastName: 'In' })()
    if (E.isLeft(r)) throw new Error(JSON.stringify(r.left))
    expect(r.right).toMatchObject({ firstName: 'Walk', lastName: 'In' })
    const found = await useCases.lookupCustomer({ input: phone, centre, suppressPitch: true })()
    if (E.isLeft(found)) throw new Error(found.left.message)
    expect(found.right.customer).toMatchObject({ id: r.right.userId, firstName: 'Walk', phone })
  })

  it('a phone that already has a customer answers that customer, creating nobody', async () => {
    const { useCases } = portal()
    const first = await useCases.registerCustomer({ phone: '9123400002', firstName: 'Asha' })()
    const again = await useCases.registerCustomer({ phone: '9123400002', firstName: 'Someone' })()
    expect(E.isRight(first) && E.isRight(again) && again.right.userId === first.right.userId).toBe(true)
  })

  it('refuses a phone that is not 10 digits and a blank first name, every field at once, before any call', async () => {
    const { useCases } = portal()
    const r = await useCases.registerCustomer({ phone: '98765', firstName: '  ' })()
    expect(r).toEqual(E.left({ _tag: 'ValidationFailed', errors: { phone: 'Invalid Phone Number', firstName: 'First name is required' } }))
  })
})
