/**
 * Binds core areas' use cases ahead of their first call, where the composition root offers it (the
 * browser's deferred record: composition/browser/use-case-areas.ts, `warm`). A screen that knows
 * what it will call a second before it does (the profile, while the header search is typed in)
 * asks for it here, so its blocks' first calls go out at once instead of after a painted frame and
 * the areas' binding. Without a composition root that offers it (tests, Node), it does nothing.
 */
let warmer: (areas: readonly string[]) => Promise<void> = () => Promise.resolve()

/** The composition root's warm-up (main.tsx sets it once). */
export const provideAreaWarmUp = (warm: (areas: readonly string[]) => Promise<void>): void => {
  warmer = warm
}

/** Binds the named core areas' use cases ahead of their first call; resolves once they are bound. */
export const warmAreas = (areas: readonly string[]): Promise<void> => warmer(areas)
