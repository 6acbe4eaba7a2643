/**
 * The public API of the domain core, for headless scripts and QA. The README's "Headless API"
 * section documents it.
 */
export * from './shared/brands'
export * from './shared/errors'
export * from './shared/constants'
export * as messages from './shared/messages'
export { CENTRE_TIME_ZONE } from './shared/zone'
export type { Clock } from './shared/clock.port'
export type { KeyValueStore } from './shared/key-value-store.port'
export type { ErrorReporter } from './shared/error-reporter.port'
export type { IdGenerator } from './shared/id-generator.port'
export type { PiiCipher, DecryptionFailed } from './shared/pii-cipher.port'

export type * from './centre/centre'
export type { CentreDirectory } from './centre/centre-directory.port'
export { selectedCentre, searchCentres } from './centre/selected-centre.rule'
export { loadCentreContext, chooseCentre, SELECTED_CENTRE_KEY, type CentreContext } from './centre/load-centre-context.use-case'
export { createUseCases, type UseCases, type UseCaseName, type CorePorts } from './use-cases'
