import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as T from 'fp-ts/Task'
import type { TaskEither } from 'fp-ts/TaskEither'
import { SELECTED_CENTRE_KEY } from '../centre/load-centre-context'
import type { GatewayError } from '../shared/errors'
import type { KeyValueStore } from '../shared/key-value-store.port'
import type { StaffAccessDirectory } from './staff-access.port'

export type SignOutDeps = {
  readonly selection: KeyValueStore
  readonly storage: KeyValueStore
  readonly staffAccess: Pick<StaffAccessDirectory, 'endSession'>
}

/** Forgets the centre choice and every key of the portal's local store; answers the keys removed. */
const forgetDevice = (d: SignOutDeps): readonly string[] => {
  const removed = [...d.storage.keys()]
  for (const k of removed) d.storage.remove(k)
  d.selection.remove(SELECTED_CENTRE_KEY)
  return [...removed, SELECTED_CENTRE_KEY]
}

/**
 * Signs out: ends the server session (a POST, never a GET a link could trigger), then forgets
 * everything the portal kept on this device (centre choice, stored orders, cached data, decrypted
 * PII) whether or not the server answered. Answers the keys it removed, or the server's error
 * (after forgetting the device all the same).
 */
export const signOut =
  (d: SignOutDeps) =>
  (): TaskEither<GatewayError, readonly string[]> =>
    pipe(
      d.staffAccess.endSession(),
      T.map((ended) => {
        const removed = forgetDevice(d)
        return pipe(
          ended,
          E.map(() => removed),
        )
      }),
    )
