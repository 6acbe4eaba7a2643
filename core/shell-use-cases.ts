import { loadFeatureLists } from './access/load-feature-lists.use-case'
import { loadStaffAccess } from './access/load-staff-access.use-case'
import { signOut } from './access/sign-out.use-case'
import { chooseCentre } from './centre/choose-centre.use-case'
import { loadCentreContext } from './centre/load-centre-context.use-case'
import { type CentreDay, centreDayOf } from './shared/centre-day-of'
import type { CorePorts } from './ports'
import type { EpochMs } from './shared/brands'

/** The ports the shell's use cases need: the first screen is drawn with these alone. */
/** The shell reads only the time from the Clock port: its timers (rxjs) load with the screens that wait. */
export type ShellPorts = Pick<CorePorts, 'centres' | 'staffAccess' | 'selection' | 'storage' | 'reporter'> & {
  readonly clock: Pick<CorePorts['clock'], 'now'>
}

/**
 * The use cases the shell (centre selector, menu, sign-out, error boundary) calls on the first
 * screen, and the synchronous ones (a synchronous use case cannot wait for a chunk to load).
 * The browser builds these eagerly; every other use case is loaded with the screen that calls it
 * (composition/browser/deferred-use-cases.ts).
 */
export const createShellUseCases = (p: ShellPorts) => ({
  loadCentreContext: loadCentreContext(p),
  chooseCentre: chooseCentre(p),
  loadStaffAccess: loadStaffAccess(p),
  loadFeatureLists: loadFeatureLists(p),
  signOut: signOut(p),
  /** Reports an unexpected failure (a crash caught by the UI) through the ErrorReporter port. */
  reportError: (error: unknown, context?: Readonly<Record<string, string>>): void => p.reporter.report(error, context),
  /** Today on the centre's clock (Asia/Kolkata), from the Clock port. */
  centreToday: (): CentreDay => centreDayOf(p.clock.now()),
  /** Now on the Clock port (screens compare times with it, never with the machine's clock directly). */
  now: (): EpochMs => p.clock.now(),
})

export type ShellUseCases = ReturnType<typeof createShellUseCases>
export type ShellUseCaseName = keyof ShellUseCases
