import { createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { catalogReferenceData } from '../support/catalog-reference'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { packCatalogContract } from './pack-catalog.contract'

const reference = catalogReferenceData(Date.now())

packCatalogContract('in-memory', async () => {
  const users = [...reference.catalog.users]
  let n = 0
  return {
    catalog: createInMemoryPackCatalog({ ...reference.catalog, users }, createSystemClockLike()),
    freshUser: async () => {
      n += 1
      const userId = `contract-user-${n}`
      users.push(userId)
      return { userId, phone: `98${String(n).padStart(8, '0')}` }
    },
  }
})
