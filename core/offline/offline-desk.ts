import type { StaffAccess } from '../access/staff-access'
import { SELECTED_CENTRE_KEY } from '../centre/load-centre-context'
import { selectedCentre } from '../centre/selected-centre.rule'
import type { EpochMs } from '../shared/brands'
import { centreDayOf } from '../shared/centre-day-of'
import type { KeyValueStore } from '../shared/key-value-store.port'
import type { OfflineCopyStore } from './offline-copy-store.port'
import { type OfflineScope, isCopyShowable, offlineCopyKeyText, offlineCopyKindOf } from './offline-copy.rule'

/** A copy read back: the answer and when the server gave it. */
export type OfflineRead = { readonly data: unknown; readonly savedAt: EpochMs }

/**
 * What the desk reads without a network, for the data-loading layer and the shell: keeps the
 * listed answers of the signed-in staff member at their centre, reads them back on the same centre
 * day only, keeps the shell's access so the portal starts offline, and forgets a staff member.
 */
export type OfflineDesk = {
  /** Keeps the signed-in staff member's access; a device holds one staff member's copies: another's are removed. */
  readonly keepAccess: (access: StaffAccess) => Promise<void>
  /** The kept access of the staff member the device holds, with the centre chosen on this device. */
  readonly readAccess: () => Promise<StaffAccess | undefined>
  /** Keeps a query's answer when the rules list it (offlineCopyKindOf); anything else is not kept. */
  readonly keep: (scope: OfflineScope, key: readonly unknown[], data: unknown) => Promise<void>
  /** A listed query's copy kept today by this staff member at this centre. */
  readonly read: (scope: OfflineScope, key: readonly unknown[]) => Promise<OfflineRead | undefined>
  /** Removes everything kept for this staff member, or (not known) for the one the device holds: sign-out. */
  readonly forgetStaff: (staffId: string | undefined) => Promise<void>
}

export type OfflineDeskDeps = {
  readonly store: OfflineCopyStore
  readonly now: () => EpochMs
  /** The centre chosen on this device (the shell's selection store). */
  readonly selection: Pick<KeyValueStore, 'get'>
}

const looksLikeAccess = (v: unknown): v is StaffAccess =>
  typeof v === 'object' &&
  v !== null &&
  Array.isArray((v as StaffAccess).centers) &&
  typeof (v as StaffAccess).userContext?.id === 'string' &&
  typeof (v as StaffAccess).permissions === 'object'

export const createOfflineDesk = (d: OfflineDeskDeps): OfflineDesk => {
  const today = () => centreDayOf(d.now())
  /** Staff members signed out on this page: an answer arriving after the sign-out is not kept. */
  const signedOut = new Set<string>()
  return {
    keepAccess: async (access) => {
      const staffId = access.userContext.id
      if (signedOut.has(staffId)) return
      const before = await d.store.holder()
      if (before !== undefined && before.staffId !== staffId) await d.store.forgetStaff(before.staffId)
      await d.store.setHolder({ staffId, access: { ...access, selected: undefined } })
      await d.store.forgetBefore(today())
    },
    readAccess: async () => {
      const held = await d.store.holder()
      if (held === undefined || !looksLikeAccess(held.access) || held.access.userContext.id !== held.staffId) return undefined
      const access = held.access
      return { ...access, selected: selectedCentre(access.centers, d.selection.get(SELECTED_CENTRE_KEY)) }
    },
    keep: async (scope, key, data) => {
      const day = today()
      if (signedOut.has(scope.staffId) || offlineCopyKindOf(key, scope.centreId, day) === undefined) return
      await d.store.put({ ...scope, day, key: offlineCopyKeyText(key), savedAt: d.now(), data })
    },
    read: async (scope, key) => {
      const day = today()
      if (offlineCopyKindOf(key, scope.centreId, day) === undefined) return undefined
      const copy = await d.store.get(scope.staffId, scope.centreId, offlineCopyKeyText(key))
      return copy !== undefined && isCopyShowable(copy, scope, day) ? { data: copy.data, savedAt: copy.savedAt } : undefined
    },
    forgetStaff: async (staffId) => {
      const held = await d.store.holder()
      const who = staffId ?? held?.staffId
      if (who === undefined) return
      signedOut.add(who)
      await d.store.forgetStaff(who)
    },
  }
}
