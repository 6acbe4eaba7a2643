import * as TE from 'fp-ts/TaskEither'
import { type ReactNode, useReducer } from 'react'
import type { MembershipExchange } from '../../core/selling/pack'
import type { Centre } from '../../core/centre/centre'
import type { SellablePack } from '../../core/selling/catalog'
import type { SellPackRequest } from '../../core/selling/sell-pack.use-case'
import { saleErrorMessage } from '../../core/selling/sell-pack.errors'
import { shownBenefits } from '../../core/selling/benefit-list.rule'
import { emiNote, upgradeChecked } from '../../core/selling/plan-options.rule'
import { startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { epochMs } from '../../core/shared/brands'
import { PAYMENT_IN_ANOTHER_TAB } from '../../core/shared/messages'
import { failureOf, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { useFormMutation } from '../widgets/use-form-mutation'
import { usePaymentInAnotherTab } from './purchase/payment-channel'
import { usePurchase } from './purchase/use-purchase'
import { initialSellPackState, offerIdsOf, paymentOf, sellPackReducer, shownFailure, startDayOf, terminalOf } from './sell-pack-form'
import { useSaleOtpStep } from './use-sale-otp-step'

/** A sale as the selling use cases take it (the OTP comes with the cash step). */
type SaleRequest = Omit<SellPackRequest, 'otp'>
import type { SaleCustomer } from './use-sale-customer'

/** Extra parts of a sale that PT, add-on, academy and bootcamp flows bring. */
export type SaleContext = Pick<SaleRequest, 'trainerIdentityId' | 'preferredSport' | 'bootcampSlotId' | 'source' | 'isOnboardingSession' | 'pt' | 'esoOfferIds' | 'addOnFor'>

export type SellPackModalProps = {
  readonly customer: SaleCustomer
  readonly centre: Centre
  /** The pack, or the packs to choose from. */
  readonly packs: readonly SellablePack[]
  readonly initialPackId?: string
  /** The staff member selling (their own phone receives the cash OTP). */
  readonly staff: { readonly id: string; readonly phone?: string }
  /** Cash is offered (cashPaymentAvailable of part 2 §6). */
  readonly cashAllowed: boolean
  /** The add-on feature flag is on at this centre. */
  readonly addOnsEnabled: boolean
  /** PT, add-on, academy or bootcamp details of the sale. */
  readonly context?: SaleContext
  /** Upgrade to premium: the customer's current membership, exchanged for the new pack (part 2 §4). */
  readonly upgradeFrom?: { readonly membershipId: string; readonly end: number }
  /** Bootcamp and source sales: the slot choice, rendered by its own flow (the sale waits for `context.bootcampSlotId`). */
  readonly slotChooser?: ReactNode
  /** After the sale ends well: the order id (the screen goes on to /user). */
  readonly onDone: (r: { readonly orderId: string; readonly userId: string }) => void
  readonly onClose: () => void
}

const dayToEpoch = (day: string): number => startOfCentreDay(day)

/**
 * The Sell Pack modal's form (part 2 §2): its state (`sellPackReducer`), the blocks it loads (price,
 * start-date window, card machines, add-ons, the upgrade's exchange), its actions (the cash sale
 * with its OTP step, the card-machine purchase, spot offers, the recurring link) and the values
 * the sections show.
 */
export const useSellPackForm = (p: SellPackModalProps) => {
  const { customer, centre, packs, staff } = p
  const toast = useToast()
  const computePrice = useUseCase('computePrice')
  const startDateWindow = useUseCase('startDateWindow')
  const cardMachines = useUseCase('cardMachines')
  const addOnPacks = useUseCase('addOnPacks')
  const sellPack = useUseCase('sellPack')
  const recurringLink = useUseCase('recurringLink')
  const rememberSale = useUseCase('rememberSale')
  const applySpotOffer = useUseCase('applySpotOffer')
  const membershipExchange = useUseCase('membershipExchange')
  const purchase = usePurchase(centre.centerServiceId)
  const otherTab = usePaymentInAnotherTab(centre.centerServiceId)
  const otp = useSaleOtpStep((message) => toast.success(message))

  const [state, dispatch] = useReducer(sellPackReducer, p.initialPackId ?? packs[0]?.id ?? '', initialSellPackState)
  const pack = packs.find((x) => x.id === state.packId) ?? packs[0]
  const esoOfferIds = offerIdsOf(state, p.context?.esoOfferIds)
  const users = state.group?.length ?? 1
  const upgradeFrom = p.upgradeFrom

  const exchange = useUseCaseQuery(
    ['selling', customer.userId, 'exchange', { packId: packs.find((x) => x.id === state.packId)?.id, from: upgradeFrom?.membershipId }],
    // Not applicable (under 30 days left) answers no exchange: kept as null, a query answer is never undefined.
    () =>
      TE.map((x: MembershipExchange | undefined) => x ?? null)(
        membershipExchange({ membershipId: upgradeFrom?.membershipId ?? '', membershipEnd: epochMs(upgradeFrom?.end ?? 0), packId: state.packId, userId: customer.userId }),
      ),
    { enabled: upgradeFrom !== undefined, keepPrevious: false },
  )
  // The upgrade box is forced off when the exchange is invalid or not applicable (under 30 days left).
  const upgrading = upgradeChecked(state.upgradeAsked, exchange.data ?? undefined, exchange.data !== undefined && exchange.data !== null)
  const exchangeId = upgrading ? upgradeFrom?.membershipId : undefined

  const price = useUseCaseQuery(
    ['selling', customer.userId, 'price', { packId: pack?.id, addOnIds: state.addOnIds, users, exchangeId, esoOfferIds, addOnFor: p.context?.addOnFor?.membershipId }],
    () =>
      computePrice({
        centerId: centre.id,
        centerServiceId: centre.centerServiceId,
        userId: customer.userId,
        packId: pack?.id ?? '',
        addOnIds: state.addOnIds,
        users,
        ...(exchangeId === undefined ? {} : { exchangeMembershipId: exchangeId }),
        ...(p.context?.pt === undefined ? {} : { pt: p.context.pt }),
        ...(esoOfferIds.length === 0 ? {} : { esoOfferIds }),
        ...(p.context?.addOnFor === undefined ? {} : { addOnFor: p.context.addOnFor }),
      }),
    // A total is never shown for another choice: while a new one is worked out (a group chosen, an
    // add-on ticked) the total reads as loading, so nobody collects the old amount.
    { enabled: pack !== undefined, keepPrevious: false },
  )
  const startWindow = useUseCaseQuery(
    ['selling', customer.userId, 'start-window', { packId: pack?.id, addOnFor: p.context?.addOnFor?.membershipId }],
    () =>
      startDateWindow({
        ...(p.context?.addOnFor === undefined ? {} : { addOnFor: p.context.addOnFor }),
        durationSeconds: ((pack?.durationInDays ?? 0) * DAY_MS) / 1000,
        tenant: centre.type,
        userId: customer.userId,
        isPtPack: p.context?.pt !== undefined,
        centerServiceId: centre.centerServiceId,
      }),
    { enabled: pack !== undefined, keepPrevious: false },
  )
  const terminals = useUseCaseQuery(['selling', 'centre', centre.id, 'card-machines'], () => cardMachines({ centerId: centre.id }))
  const addOns = useUseCaseQuery(
    ['selling', customer.userId, 'add-ons', { days: pack?.durationInDays }],
    () => addOnPacks({ centerServiceId: centre.centerServiceId, userId: customer.userId, basePackDuration: pack?.durationInDays ?? 0, isPrePurchaseFlow: true }),
    { enabled: p.addOnsEnabled && pack !== undefined },
  )

  // The start date defaults to the suggested valid start; the only terminal is chosen for the staff member.
  const chosenDay = startDayOf(state, startWindow.data?.firstDay)
  const machines = terminals.data?.cardMachines ?? []
  const tid = terminalOf(
    state,
    machines.map((m) => m.cardMachineTid),
  )
  const total = price.data?.quote.total

  const request = (): SaleRequest => ({
    centre,
    staff,
    userId: customer.userId,
    packId: pack?.id ?? '',
    ...(state.addOnIds.length === 0 ? {} : { addOnIds: state.addOnIds }),
    ...(exchangeId === undefined ? {} : { exchangeMembershipId: exchangeId }),
    ...(state.group === undefined ? {} : { groupMembers: state.group.map((m) => ({ userId: m.userId, phone: m.phone, startDate: m.startDate })) }),
    ...(chosenDay === undefined ? {} : { startDate: epochMs(dayToEpoch(chosenDay)) }),
    payment: paymentOf(state, tid),
    ...(p.context ?? {}),
    ...(esoOfferIds.length === 0 ? {} : { esoOfferIds }),
  })

  // A cash sale: field errors show under the fields; the OTP step answers its own failures; any other refusal is the form's message.
  const cashSale = useFormMutation((v: { readonly otp?: string }) => sellPack({ ...request(), ...(v.otp === undefined ? {} : { otp: v.otp }) }), {
    invalidates: () => [['profile', customer.userId]],
    onSuccess: (sale) => {
      otp.close()
      dispatch({ type: 'cashSold', orderId: sale.orderId })
    },
    onError: (message, f) => {
      if (!otp.failed(f === undefined ? undefined : { _tag: f._tag, message: saleErrorMessage(f) })) dispatch({ type: 'failed', message: f === undefined ? message : saleErrorMessage(f) })
    },
  })
  const sellForCash = (code?: string) =>
    cashSale.mutation.mutate(code === undefined ? {} : { otp: code }, {
      // Field errors end the OTP step: the form shows them.
      onError: (error) => {
        if (failureOf<{ readonly _tag: string }>(error)?._tag === 'ValidationFailed') otp.close()
      },
    })

  const grantSpot = useFormMutation(
    (offerId: string) =>
      TE.map((message: string) => ({ offerId, message }))(
        applySpotOffer({
          offerIds: [offerId],
          user: { userId: customer.userId, ...(customer.phone === undefined ? {} : { phone: customer.phone }) },
          addedBy: staff.id,
          productType: pack?.productType ?? 'GYMFIT_FITNESS_PRODUCT',
        }),
      ),
    {
      onSuccess: (r) => {
        toast.success(r.message)
        dispatch({ type: 'spotOfferApplied', offerId: r.offerId })
      },
    },
  )

  const sendLink = useFormMutation(
    () => recurringLink({ startDate: epochMs(chosenDay === undefined ? 0 : dayToEpoch(chosenDay)), centerServiceId: centre.centerServiceId, userId: customer.userId, productId: pack?.productId ?? '', agentId: staff.id }),
    { onSuccess: (l) => dispatch({ type: 'linkSent', link: l.link }) },
  )

  // A card-machine sale refused before any order was created: its errors show in the form.
  const view = purchase.view
  const shown = shownFailure(view?.kind === 'invalid' ? view.error : undefined, { errors: cashSale.errors, failure: state.failure })

  const submit = () => {
    cashSale.clear()
    dispatch({ type: 'submitted' })
    if (otherTab) {
      dispatch({ type: 'failed', message: PAYMENT_IN_ANOTHER_TAB })
      return
    }
    if (state.mode === 'CASH') {
      sellForCash()
      return
    }
    const r = request()
    void rememberSale(centre.centerServiceId, {
      userId: customer.userId,
      ...(customer.name === undefined ? {} : { customerName: customer.name }),
      packId: r.packId,
      ...(pack === undefined ? {} : { packTitle: pack.title }),
      ...(tid === '' ? {} : { terminalId: tid }),
      ...(r.startDate === undefined ? {} : { startDate: r.startDate }),
    })()
    purchase.start(r)
  }

  return {
    state,
    dispatch,
    pack,
    /** The pack's benefits as the customer sees them. */
    benefits: pack === undefined ? [] : shownBenefits(pack),
    // An add-on is no plan: the EMI note is a membership's.
    emi: pack === undefined || p.context?.addOnFor !== undefined ? undefined : emiNote(pack.durationInDays),
    recurring: pack?.product?.productSubType === 'RECURRING',
    hasGroupOffer: pack?.offers.some((o) => o.isGroupOffer) === true,
    /** Offers applied to this sale (the flow's, then the spot offers granted here). */
    esoOfferIds,
    exchange,
    upgrading,
    price,
    total,
    startWindow,
    chosenDay,
    machines,
    tid,
    addOns,
    otp,
    otherTab,
    purchase,
    cashSale,
    sellForCash,
    grantSpot: grantSpot.mutation,
    sendLink: sendLink.mutation,
    errors: shown.errors,
    failure: shown.failure,
    submit,
  }
}

export type SellPackForm = ReturnType<typeof useSellPackForm>
