import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import type { IdGenerator } from '../shared/id-generator.port'
import type { KeyValueStore } from '../shared/key-value-store.port'
import type { PackCatalog } from './pack-catalog.port'
import type { PlayDesk } from './play-desk.port'
import { endSaleAttempt, saleKeyFor } from './sale-key'
import { endOfFailedWrite } from './sale-attempt.rule'

/**
 * Catalogue look-ups and play centre sales (part 2 §7): each a thin use case over the
 * PackCatalog and PlayDesk ports, with the spec's defaults filled in and keys from the IdGenerator.
 */
export type CatalogueDeps = {
  readonly catalog: PackCatalog
  readonly play: PlayDesk
  readonly clock: Clock
  readonly ids: IdGenerator
  readonly storage: KeyValueStore
}

/**
 * One attempt of a write under the sale's kept key (the attempt rule): a refusal frees the sale for
 * a new attempt with a new key; no answer keeps the key, so the next attempt asks for the same one.
 */
export const attempt = <A>(
  d: Pick<CatalogueDeps, 'clock' | 'ids' | 'storage'>,
  fingerprint: string,
  write: (key: string) => TaskEither<GatewayError, A>,
  key: string = saleKeyFor(d, fingerprint),
): TaskEither<GatewayError, A> =>
  pipe(
    write(key),
    TE.orElseFirstIOK((e) => () => endSaleAttempt(d, fingerprint, key, endOfFailedWrite(e))),
  )
