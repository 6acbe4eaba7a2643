import { createInMemoryPackCatalog } from '../../adapters/in-memory/pack-catalog.in-memory'
import { paise } from '../../core/shared/brands'
import { createSystemClockLike } from '../support/selling-contract-clock'
import { CONTRACT_CENTRE, CONTRACT_PACK, CONTRACT_PRICE } from '../support/selling-contract'
import { packCatalogContract } from './pack-catalog.contract'

packCatalogContract('in-memory', async () =>
  createInMemoryPackCatalog(
    {
      packs: [
        {
          id: CONTRACT_PACK,
          productId: CONTRACT_PACK,
          centerId: CONTRACT_CENTRE.id,
          title: 'ELITE 1 month',
          durationInDays: 30,
          membershipType: 'ELITE',
          productType: 'FITNESS',
          price: CONTRACT_PRICE,
          listingPrice: CONTRACT_PRICE,
          mrp: paise(442_500),
          offers: [],
        },
      ],
    },
    createSystemClockLike(),
  ),
)
