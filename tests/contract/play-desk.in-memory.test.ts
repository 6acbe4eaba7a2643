import { createInMemoryPlayDesk } from '../../adapters/in-memory/play-desk.in-memory'
import { catalogReferenceData } from '../support/catalog-reference'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { playDeskContract } from './play-desk.contract'

const reference = catalogReferenceData(Date.now())

playDeskContract('in-memory', async () => {
  const users = [...reference.play.users]
  let n = 0
  return {
    play: createInMemoryPlayDesk({ ...reference.play, users }, createSystemClockLike()),
    freshUser: async () => {
      n += 1
      users.push(`contract-play-${n}`)
      return `contract-play-${n}`
    },
    // The in-memory desk does not model the sale OTPs (the sandbox enforces them).
    verifyCash: async () => undefined,
  }
})
