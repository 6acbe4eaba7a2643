import type { CentreDay } from '../shared/centre-day-of'
import type { OfflineCopy } from './offline-copy.rule'

/** The staff member whose copies a device holds, and what the shell needs to start without a network. */
export type OfflineHolder = { readonly staffId: string; readonly access: unknown }

/**
 * Where a device keeps the copies it reads offline (IndexedDB in the browser). Every operation
 * settles: a store that cannot be used answers nothing kept, never a failure the desk must handle.
 */
export interface OfflineCopyStore {
  readonly put: (copy: OfflineCopy) => Promise<void>
  readonly get: (staffId: string, centreId: number, key: string) => Promise<OfflineCopy | undefined>
  /** The staff member the device holds copies for (one at a time), and their shell access. */
  readonly holder: () => Promise<OfflineHolder | undefined>
  readonly setHolder: (holder: OfflineHolder) => Promise<void>
  /** Removes a staff member's copies (and the holder when it is them). */
  readonly forgetStaff: (staffId: string) => Promise<void>
  /** Removes the copies kept before this centre day. */
  readonly forgetBefore: (day: CentreDay) => Promise<void>
}
