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
})

export type UseCases = ReturnType<typeof createUseCases>
export type UseCaseName = keyof UseCases
