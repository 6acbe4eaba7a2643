import type { EpochMs } from '../../core/shared/brands'

const copies = new WeakMap<object, EpochMs>()

/** Marks an answer as the offline copy kept at `savedAt` (what `<QueryBlock>` says 'Offline: as of' of). */
export const markedOfflineCopy = <A extends object>(data: A, savedAt: EpochMs): A => {
  copies.set(data, savedAt)
  return data
}

/** When the server gave this answer, if it is an offline copy; undefined for a fresh answer. */
export const offlineCopySavedAt = (data: unknown): EpochMs | undefined =>
  typeof data === 'object' && data !== null ? copies.get(data) : undefined
