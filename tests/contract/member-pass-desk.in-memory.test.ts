import * as E from 'fp-ts/Either'
import { createInMemoryCheckInRegistry } from '../../adapters/in-memory/check-in-registry.in-memory'
import { createInMemoryMemberPassDesk } from '../../adapters/in-memory/member-pass-desk.in-memory'
import { DEMO, SPARE_CENTRE } from '../support/profile-world'
import { memberPassDeskContract } from './member-pass-desk.contract'
import { demoWorld } from './profile-contract-support'

memberPassDeskContract('in-memory', async () => {
  const w = demoWorld()
  const desk = createInMemoryMemberPassDesk(w)
  const checkIns = createInMemoryCheckInRegistry(w)
  return {
    desk,
    passFor: async (userId) => desk.issuePass(userId),
    member: DEMO.checkIn,
    centreId: SPARE_CENTRE.id,
    checkOut: async (id, userId) => {
      const r = await checkIns.checkOut(id, userId)()
      if (E.isLeft(r)) throw new Error(r.left.message)
    },
  }
})
