import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { centreFromWire } from '../../../adapters/http/centre-directory.http'
import { createTestPortal } from '../../../composition/test/container'
import type { CustomerDirectory } from '../../../core/customer/customer-directory.port'
import { searchUserByPhone } from '../../../core/customer/search-user-by-phone.use-case'
import { unavailable } from '../../../core/shared/errors'
import { PHONE_LOOKUP_FAILED } from '../../../core/shared/messages'
import { seedCentres } from '../../../sandbox/seed/centres'
import { DEMO, seedDemoWorld } from '../../support/profile-world'

const NOW = Date.UTC(2026, 10, 25, 6, 30)
const details = {
  centers: seedCentres(NOW).map((c) => centreFromWire(c.wire)),
  userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' },
  gymPtEnabledCenter: [],
}

describe('searchUserByPhone (the check-in lists find a member by mobile number)', () => {
  it("answers the id of the phone's customer, and undefined for a phone nobody has, recording no pitch", async () => {
    const { useCases } = createTestPortal({ centreDetails: details, now: NOW, seedProfile: seedDemoWorld })
    const found = await useCases.searchUserByPhone(DEMO.activeOver30.phone)()
    expect(found).toEqual({ _tag: 'Right', right: DEMO.activeOver30.id })
    expect(await useCases.searchUserByPhone('9123456780')()).toEqual({ _tag: 'Right', right: undefined })
    // Nobody was created for the unknown phone.
    expect(await useCases.searchUserByPhone('9123456780')()).toEqual({ _tag: 'Right', right: undefined })
  })

  it('fails with its own words when the directory cannot answer', async () => {
    const down = { userByPhone: () => TE.left(unavailable('timeout')) } as unknown as CustomerDirectory
    const r = await searchUserByPhone({ customers: down })('9000000004')()
    expect(r._tag === 'Left' && r.left).toMatchObject({ _tag: 'PhoneLookupFailed', message: PHONE_LOOKUP_FAILED })
  })
})
