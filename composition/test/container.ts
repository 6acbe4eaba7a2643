import { Container } from 'inversify'
import type { FeatureLists } from '../../core/access/access'
import type { StaffPermissions } from '../../core/access/staff-access.port'
import type { CentreDetails } from '../../core/centre/centre'
import type { KeyValueStore } from '../../core/shared/key-value-store.port'
import type { UseCases } from '../../core/use-cases'
import { type ManualClock, createManualClock } from '../../adapters/clock/manual-clock'
import { createSequentialIds } from '../../adapters/crypto/ids'
import { createWebCryptoPiiCipher } from '../../adapters/crypto/webcrypto-pii-cipher'
import { createInMemoryCentreDirectory } from '../../adapters/in-memory/centre-directory.in-memory'
import { createInMemoryStaffAccess } from '../../adapters/in-memory/staff-access.in-memory'
import { type InMemoryReporter, createInMemoryReporter } from '../../adapters/reporting/in-memory-reporter'
import { createMemoryStore } from '../../adapters/storage/memory-store'
import { bindCore } from '../core-bindings'
import { TOKENS } from '../tokens'

export type TestPortalOptions = {
  readonly centreDetails: CentreDetails
  /** The staff member's permissions and memberships; none by default. */
  readonly rights?: StaffPermissions
  readonly featureLists?: FeatureLists
  readonly now?: number
}

export type TestPortal = {
  readonly useCases: UseCases
  readonly clock: ManualClock
  readonly reporter: InMemoryReporter
  readonly selection: KeyValueStore
  readonly storage: KeyValueStore
}

/** In-memory adapters and a manual clock: the whole core, wired, with nothing outside the process. */
export const createTestPortal = (o: TestPortalOptions): TestPortal => {
  const c = new Container()
  const clock = createManualClock(o.now ?? Date.UTC(2026, 10, 25, 6, 30))
  const reporter = createInMemoryReporter()
  const selection = createMemoryStore()
  const storage = createMemoryStore()
  c.bind(TOKENS.reporter).toConstantValue(reporter)
  c.bind(TOKENS.centres).toConstantValue(createInMemoryCentreDirectory(o.centreDetails))
  c.bind(TOKENS.staffAccess).toConstantValue(
    createInMemoryStaffAccess(o.rights ?? { permissions: {}, memberships: [] }, o.featureLists ?? {}),
  )
  c.bind(TOKENS.selection).toConstantValue(selection)
  c.bind(TOKENS.storage).toConstantValue(storage)
  c.bind(TOKENS.clock).toConstantValue(clock)
  c.bind(TOKENS.ids).toConstantValue(createSequentialIds())
  c.bind(TOKENS.pii).toConstantValue(createWebCryptoPiiCipher(globalThis.crypto.subtle))
  bindCore(c)
  return { useCases: c.get(TOKENS.useCases), clock, reporter, selection, storage }
}
