import type { OfflineDesk } from '../offline/offline-desk.port'

/** Loads the desk without a network for a staff member (the browser's); never provided in tests and the CLI. */
export type OfflineDeskLoader = (staffId: string) => Promise<OfflineDesk>

let provide: (load: OfflineDeskLoader) => void = () => undefined
const provided = new Promise<OfflineDeskLoader>((resolve) => {
  provide = resolve
})

/**
 * The browser's composition root hands its loader in once it has loaded (after the first screen's
 * paint; a module slot rather than a React context, so the first screen carries none of it); the
 * screens that queue, and the sync badge, wait for it (ui/offline/offline-desk.tsx). Kept in core/shared so it
 * travels in a chunk both already load.
 */
export const provideOfflineDesk = (load: OfflineDeskLoader): void => provide(load)

export const offlineDeskLoader = (): Promise<OfflineDeskLoader> => provided
