import { type AddOnSaleItem, addOnStartWindow } from './add-on-sale.rule'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { GatewayError } from '../shared/errors'
import type { ValidStartQuery } from './catalog'
import { academyStartDateBounds } from './play-academy.rule'
import type { LookupDeps } from './selling-lookups'

export type SaleStartDateWindow = {
  readonly suggestedStart: EpochMs
  readonly suggestedDay: string
  readonly windowDays: number
  /** First and last selectable day, 'YYYY-MM-DD' in Asia/Kolkata. */
  readonly firstDay: string
  readonly lastDay: string
}

/** The valid start date and the selection window: a start may be chosen from the suggested day to window days after it. */
export const startDateWindow =
  (d: Pick<LookupDeps, 'catalog' | 'clock'>) =>
  (q: ValidStartQuery & { readonly addOnFor?: AddOnSaleItem }): TaskEither<GatewayError, SaleStartDateWindow> =>
    pipe(
      // An add-on sold against a membership starts within that membership's days (prepareSale's rule).
      q.addOnFor !== undefined
        ? TE.right(addOnStartWindow(q.addOnFor, d.clock.now()))
        : pipe(TE.Do, TE.apS('suggested', d.catalog.validStartDate(q)), TE.apS('windowDays', d.catalog.selectionWindow({ centerServiceId: q.centerServiceId }))),
      TE.map(({ suggested, windowDays }) => {
        const bounds = academyStartDateBounds(suggested.start, windowDays)
        return { suggestedStart: suggested.start, suggestedDay: suggested.day, windowDays, firstDay: bounds.first, lastDay: bounds.last }
      }),
    )
