import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { PlaySlot } from './play'
import type { CatalogueDeps } from './selling-catalogue'

/** Every sport's sessions of a day at a play centre (full and past ones too: the day's picture). */
export const playSessions =
  (d: Pick<CatalogueDeps, 'play'>) =>
  (q: { readonly centerServiceId: number; readonly day: string }): TaskEither<GatewayError, readonly PlaySlot[]> =>
    d.play.sessions(q)
