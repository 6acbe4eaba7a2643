import { type AddOnSaleItem, addOnStartWindow } from './add-on-sale.rule'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { TaskEither } from 'fp-ts/TaskEither'
import type { EpochMs } from '../shared/brands'
import type { Clock } from '../shared/clock.port'

import type { GatewayError } from '../shared/errors'
import { MEMBER_ALREADY_IN_GROUP, NO_CONFIG_PRESENT, PURCHASED_IN_PAST, USER_NOT_ELIGIBLE } from '../shared/messages'
import type { PaymentTerminal } from '../payment/payment-terminal.port'
import type { AddOnQuery, CardMachineConfig, CatalogPtPack, PremiumConfig, PtPackLevel, PtPacksQuery, Sport, ValidStartQuery } from './catalog'
import { visibleBootcampSlots } from './bootcamp-slots.rule'
import type { GroupBuyChecker } from './group-buy-checker.port'
import type { OrderDesk, RecurringLink, RecurringLinkRequest } from './order-desk.port'
import type { AddOnPack, BootcampSlot, MembershipExchange } from './pack'
import type { PackCatalog } from './pack-catalog.port'
import { exchangeApplicable } from './plan-options.rule'
import { academyStartDateBounds } from './play-academy.rule'

export type LookupDeps = {
  readonly catalog: PackCatalog
  readonly terminal: PaymentTerminal
  readonly orders: OrderDesk
  readonly groupBuy: GroupBuyChecker
  readonly clock: Clock
}

/** A refusal with the catalogue's message ('No Config present', group-buy refusals...). */
export type Refused = { readonly _tag: 'Refused'; readonly message: string }
const refused = (message: string): Refused => ({ _tag: 'Refused', message })

const noConfig = <A>(te: TaskEither<GatewayError, A>): TaskEither<Refused | GatewayError, A> =>
  pipe(
    te,
    TE.mapLeft((e): Refused | GatewayError => (e._tag === 'NotFound' ? refused(NO_CONFIG_PRESENT) : e)),
  )

/** PT packs of a centre by trainer level (GYM_PT_PRODUCT or the GYM_PT_PPC_PRODUCT trial). */
export const ptPacks =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: PtPacksQuery): TaskEither<GatewayError, readonly PtPackLevel[]> =>
    d.catalog.ptPacks(q)

/** Play PT packs of a play centre. */
export const playPtPacks =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly userId: string; readonly centerServiceId: number }): TaskEither<GatewayError, readonly CatalogPtPack[]> =>
    d.catalog.playPtPacks(q)

/** Add-on packs for a membership (by its duration). */
export const addOnPacks =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: AddOnQuery): TaskEither<GatewayError, readonly AddOnPack[]> =>
    d.catalog.addOnPacks(q)

export const sports =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly centerServiceId?: number }): TaskEither<GatewayError, readonly Sport[]> =>
    d.catalog.sports(q)

/** The premium upgrade config of a pack for a user; 'No Config present' when there is none. */
export const premiumConfig =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly packId: string; readonly userId: string }): TaskEither<Refused | GatewayError, PremiumConfig> =>
    noConfig(d.catalog.premiumConfig(q))

/** The card machines of a centre; 'No Config present' when it has none. */
export const cardMachines =
  (d: Pick<LookupDeps, 'terminal'>) =>
  (q: { readonly centerId: number }): TaskEither<Refused | GatewayError, CardMachineConfig> =>
    noConfig(d.terminal.cardMachines(q))

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

export type ExchangeRequest = {
  readonly membershipId: string
  /** End of the membership exchanged: under 30 days left, the exchange is not applicable. */
  readonly membershipEnd: EpochMs
  readonly packId: string
  readonly userId: string
}

/** The exchange (upgrade) offer; not applicable (no call) when under 30 days remain. */
export const membershipExchange =
  (d: Pick<LookupDeps, 'catalog' | 'clock'>) =>
  (r: ExchangeRequest): TaskEither<GatewayError, MembershipExchange | undefined> => {
    const now = d.clock.now()
    if (!exchangeApplicable(r.membershipEnd, now)) return TE.right(undefined)
    return d.catalog.membershipExchange({ membershipId: r.membershipId, exchangeTime: now, packId: r.packId, userId: r.userId })
  }

/** A recurring payment link (valid 24 hours). */
export const recurringLink =
  (d: Pick<LookupDeps, 'orders'>) =>
  (r: RecurringLinkRequest): TaskEither<GatewayError, RecurringLink> =>
    d.orders.recurringLink(r)

/** Bootcamp slots that can be chosen (full ones hidden). */
export const bootcampSlots =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly centerServiceId: number }): TaskEither<GatewayError, readonly BootcampSlot[]> =>
    pipe(d.catalog.bootcampSlots(q), TE.map(visibleBootcampSlots))

/** Saves the chosen slot as the user's BOOTCAMP_PREFERENCE. */
export const saveBootcampPreference =
  (d: Pick<LookupDeps, 'catalog'>) =>
  (q: { readonly userId: string; readonly slotId: string }): TaskEither<GatewayError, void> =>
    d.catalog.saveBootcampPreference(q)

/**
 * Whether a phone may join the group buy: eligible, else 'Purchased a membership in the past' or
 * 'user is not eligible' (the server's reason when it gives one of those).
 */
export const groupBuyEligibility =
  (d: Pick<LookupDeps, 'groupBuy'>) =>
  (q: { readonly userId: string; readonly phone: string; readonly centerId: number; readonly phonesInGroup?: readonly string[] }): TaskEither<Refused | GatewayError, true> => {
    if ((q.phonesInGroup ?? []).includes(q.phone)) return TE.left(refused(MEMBER_ALREADY_IN_GROUP))
    return pipe(
      d.groupBuy.eligibility({ userId: q.userId, phone: q.phone, centerId: q.centerId }),
      TE.chainW((e) =>
        e.eligible ? TE.right(true as const) : TE.left(refused(e.reason === PURCHASED_IN_PAST ? PURCHASED_IN_PAST : USER_NOT_ELIGIBLE)),
      ),
    )
  }

