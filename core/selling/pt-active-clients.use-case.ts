import type { TaskEither } from 'fp-ts/TaskEither'
import { epochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { ActiveClient, ActiveClientsQuery } from './catalog'
import type { CatalogueDeps } from './selling-catalogue'

/**
 * Active PT clients of a centre: by default as the PT flow asks (sortOrder ASC, sortField
 * MEMBERSHIP_START_TIME, limit 1, running now: startTimeTo and endTimeFrom are now).
 */
export const ptActiveClients =
  (d: Pick<CatalogueDeps, 'catalog' | 'clock'>) =>
  (q: ActiveClientsQuery): TaskEither<GatewayError, readonly ActiveClient[]> => {
    const now = epochMs(d.clock.now())
    return d.catalog.activeClients({
      sortOrder: 'ASC',
      sortField: 'MEMBERSHIP_START_TIME',
      limit: 1,
      startTimeTo: now,
      endTimeFrom: now,
      ...q,
    })
  }
