import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { Clock } from '../shared/clock.port'
import type { GatewayError } from '../shared/errors'
import { NO_CONFIG_PRESENT } from '../shared/messages'
import type { PaymentTerminal } from '../payment/payment-terminal.port'
import type { GroupBuyChecker } from './group-buy-checker.port'
import type { OrderDesk } from './order-desk.port'
import type { PackCatalog } from './pack-catalog.port'

export type LookupDeps = {
  readonly catalog: PackCatalog
  readonly terminal: PaymentTerminal
  readonly orders: OrderDesk
  readonly groupBuy: GroupBuyChecker
  readonly clock: Clock
}

/** A refusal with the catalogue's message ('No Config present', group-buy refusals...). */
export type Refused = { readonly _tag: 'Refused'; readonly message: string }
export const refused = (message: string): Refused => ({ _tag: 'Refused', message })

export const noConfig = <A>(te: TaskEither<GatewayError, A>): TaskEither<Refused | GatewayError, A> =>
  pipe(
    te,
    TE.mapLeft((e): Refused | GatewayError => (e._tag === 'NotFound' ? refused(NO_CONFIG_PRESENT) : e)),
  )
