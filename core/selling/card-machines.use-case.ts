import type { TaskEither } from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/errors'
import type { CardMachineConfig } from './catalog'
import { type LookupDeps, type Refused, noConfig } from './selling-lookups'

/** The card machines of a centre; 'No Config present' when it has none. */
export const cardMachines =
  (d: Pick<LookupDeps, 'terminal'>) =>
  (q: { readonly centerId: number }): TaskEither<Refused | GatewayError, CardMachineConfig> =>
    noConfig(d.terminal.cardMachines(q))
