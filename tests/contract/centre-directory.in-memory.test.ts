import { createInMemoryCentreDirectory } from '../../adapters/in-memory/centre-directory.in-memory'
import { centreFromWire } from '../../adapters/http/centre-directory.http'
import { seedCentres } from '../../sandbox/seed/centres'
import { centreDirectoryContract } from './centre-directory.contract'

const seeded = seedCentres(Date.UTC(2026, 10, 25))
centreDirectoryContract('in-memory', async () =>
  createInMemoryCentreDirectory({
    centers: seeded.map((c) => centreFromWire(c.wire)),
    userContext: { id: 'staff-owner', name: 'Asha Rao', email: 'asha.owner@centres.example' },
    gymPtEnabledCenter: seeded.filter((c) => c.ptEnabled).map((c) => c.wire.id),
  }),
)
