import { loadStaffAccess } from './access/load-staff-access.use-case'
import { signOut } from './access/sign-out.use-case'
import type { StaffAccessDirectory } from './access/staff-access.port'
import type { CentreDirectory } from './centre/centre-directory.port'
import { chooseCentre, loadCentreContext } from './centre/load-centre-context.use-case'
import type { Clock } from './shared/clock.port'
import type { ErrorReporter } from './shared/error-reporter.port'
import type { IdGenerator } from './shared/id-generator.port'
import type { KeyValueStore } from './shared/key-value-store.port'
import type { PiiCipher } from './shared/pii-cipher.port'

/** Every port the core needs; the composition roots fill it with adapters. */
export type CorePorts = {
  readonly centres: CentreDirectory
  /** The staff member's permissions and the per-centre feature lists. */
  readonly staffAccess: StaffAccessDirectory
  /** Keeps the selected centre (a cookie in the browser). */
  readonly selection: KeyValueStore
  /** Keeps unfinished orders and other local state (localStorage in the browser). */
  readonly storage: KeyValueStore
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly reporter: ErrorReporter
  readonly pii: PiiCipher
}

/** The use cases, bound to their ports: what the UI and headless scripts call. */
export const createUseCases = (p: CorePorts) => ({
  loadCentreContext: loadCentreContext(p),
  chooseCentre: chooseCentre(p),
  loadStaffAccess: loadStaffAccess(p),
  signOut: signOut(p),
  /** Reports an unexpected failure (a crash caught by the UI) through the ErrorReporter port. */
  reportError: (error: unknown, context?: Readonly<Record<string, string>>): void => p.reporter.report(error, context),
})

export type UseCases = ReturnType<typeof createUseCases>
export type UseCaseName = keyof UseCases
