import * as TE from 'fp-ts/TaskEither'
import { type ReactNode, useId, useState } from 'react'
import type { MembershipExchange } from '../../core/selling/pack'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { SaleRequest, SalePayment } from '../../core/selling/prepare-sale.use-case'
import type { SellablePack } from '../../core/selling/catalog'
import type { SaleField } from '../../core/selling/sale-validation.rule'
import type { SellPackError } from '../../core/selling/sell-pack.errors'
import { saleErrorMessage } from '../../core/selling/sell-pack.errors'
import { shownBenefits } from '../../core/selling/benefit-list.rule'
import { emiNote, upgradeChecked } from '../../core/selling/plan-options.rule'
import { startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { formatRupees, rupeesToPaise } from '../../core/shared/money'
import { epochMs } from '../../core/shared/brands'
import {
  ADD_ONS_LABEL,
  BENEFITS_LABEL,
  CARD_MACHINE_MODE,
  CASH_COLLECTED_LABEL,
  CASH_MODE,
  CHOOSE_TERMINAL,
  CLOSE,
  CUSTOMER_LABEL,
  OFFERS_LABEL,
  PACK_LABEL,
  PAYMENT_IN_ANOTHER_TAB,
  PAYMENT_MODE_LABEL,
  PURCHASE_SUCCESSFUL_TITLE,
  RECURRING_LINK_BUTTON,
  RECURRING_LINK_VALIDITY,
  SELL_PACK_BUTTON,
  SELL_PACK_TITLE,
  START_DATE_LABEL,
  TAXES_AND_FEES_TITLE,
  TERMINAL_LABEL,
  TERMS_BULLETS,
  TERMS_DETAILS_LINK,
  TERMS_LINK,
  TERMS_TITLE,
  TOTAL_PAYABLE,
  VIEW_TAXES_AND_FEES,
  DONE,
  BUY_AS_GROUP,
  GROUP_BUY_LABEL,
  groupOfMembers,
  UPGRADE_TO_PREMIUM,
  exchangeDiscountNote,
  EXCHANGE_NOT_APPLICABLE,
  orderReference,
  ADD_ON_START_DATE_LABEL,
  APPLY_SPOT_OFFER,
  SPOT_OFFER_APPLIED_BADGE,
} from '../../core/shared/messages'
import { useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useToast } from '../feedback/toast'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { Field } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { GroupBuyModal, type GroupMemberChoice } from './group-buy-modal'
import { PurchaseModals } from './purchase/purchase-modals'
import { usePaymentInAnotherTab } from './purchase/payment-channel'
import { usePurchase } from './purchase/use-purchase'
import { SaleOtpModal, useSaleOtpStep } from './use-sale-otp-step'

import type { SaleCustomer } from './use-sale-customer'

/** The customer a pack is sold to (found by the selling screens' useSaleCustomer). */
export type { SaleCustomer }

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

type Mode = 'DIGITAL' | 'CASH'

const dayToEpoch = (day: string): number => startOfCentreDay(day)

/**
 * The Sell Pack modal (part 2 §2): pack, price summary with the Taxes and fees breakdown, start
 * date within the allowed window, payment mode (card machine, or cash where the rules allow),
 * terminal, add-ons, offers, benefits, the recurring payment link, Terms and Conditions and the
 * EMI note; the submit ignores repeat clicks. A card-machine payment continues in the purchase
 * flow's modals; cash goes through the OTP to the staff member's own phone where required.
 */
export const SellPackModal = (p: SellPackModalProps) => {
  const { customer, centre, packs, staff } = p
  const id = useId()
  const toast = useToast()
  const computePrice = useUseCase('computePrice')
  const startDateWindow = useUseCase('startDateWindow')
  const cardMachines = useUseCase('cardMachines')
  const addOnPacks = useUseCase('addOnPacks')
  const sellPack = useUseCase('sellPack')
  const recurringLink = useUseCase('recurringLink')
  const rememberSale = useUseCase('rememberSale')
  const purchase = usePurchase(centre.centerServiceId)
  const otherTab = usePaymentInAnotherTab(centre.centerServiceId)
  const otherTabId = `${useId()}-other-tab`

  const [packId, setPackId] = useState(p.initialPackId ?? packs[0]?.id ?? '')
  const pack = packs.find((x) => x.id === packId) ?? packs[0]
  const [day, setDay] = useState<string | undefined>(undefined)
  const [mode, setMode] = useState<Mode>('DIGITAL')
  const [terminalId, setTerminalId] = useState('')
  const [cash, setCash] = useState('')
  const [addOnIds, setAddOnIds] = useState<readonly string[]>([])
  const [fieldErrors, setErrors] = useState<Partial<Record<SaleField, string>>>({})
  const [failure, setFormError] = useState<string | undefined>(undefined)
  const [showTaxes, setShowTaxes] = useState(false)
  const [showTerms, setShowTerms] = useState(false)
  const otp = useSaleOtpStep((message) => toast.success(message))
  const [cashDone, setCashDone] = useState<string | undefined>(undefined)
  const [link, setLink] = useState<string | undefined>(undefined)
  // Spot offers granted here (part 2 §4 Spot offer): they join the sale's esoOfferIds.
  const [spotIds, setSpotIds] = useState<readonly string[]>([])
  const applySpotOffer = useUseCase('applySpotOffer')
  const esoOfferIds = [...(p.context?.esoOfferIds ?? []), ...spotIds]
  const [group, setGroup] = useState<readonly GroupMemberChoice[] | undefined>(undefined)
  const [groupOpen, setGroupOpen] = useState(false)
  const users = group?.length ?? 1
  const [upgradeAsked, setUpgradeAsked] = useState(false)
  const membershipExchange = useUseCase('membershipExchange')
  const upgradeFrom = p.upgradeFrom
  const exchange = useUseCaseQuery(
    ['selling', customer.userId, 'exchange', { packId: packs.find((x) => x.id === packId)?.id, from: upgradeFrom?.membershipId }],
    // Not applicable (under 30 days left) answers no exchange: kept as null, a query answer is never undefined.
    () =>
      TE.map((x: MembershipExchange | undefined) => x ?? null)(
        membershipExchange({ membershipId: upgradeFrom?.membershipId ?? '', membershipEnd: epochMs(upgradeFrom?.end ?? 0), packId, userId: customer.userId }),
      ),
    { enabled: upgradeFrom !== undefined, keepPrevious: false },
  )
  // The upgrade box is forced off when the exchange is invalid or not applicable (under 30 days left).
  const upgrading = upgradeChecked(upgradeAsked, exchange.data ?? undefined, exchange.data !== undefined && exchange.data !== null)
  const exchangeId = upgrading ? upgradeFrom?.membershipId : undefined

  const price = useUseCaseQuery(
    ['selling', customer.userId, 'price', { packId: pack?.id, addOnIds, users, exchangeId, esoOfferIds, addOnFor: p.context?.addOnFor?.membershipId }],
    () =>
      computePrice({
        centerId: centre.id,
        centerServiceId: centre.centerServiceId,
        userId: customer.userId,
        packId: pack?.id ?? '',
        addOnIds,
        users,
        ...(exchangeId === undefined ? {} : { exchangeMembershipId: exchangeId }),
        ...(p.context?.pt === undefined ? {} : { pt: p.context.pt }),
        ...(esoOfferIds.length === 0 ? {} : { esoOfferIds }),
        ...(p.context?.addOnFor === undefined ? {} : { addOnFor: p.context.addOnFor }),
      }),
    { enabled: pack !== undefined },
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
  const chosenDay = day ?? startWindow.data?.firstDay
  const machines = terminals.data?.cardMachines ?? []
  const onlyMachine = machines.length === 1 ? machines[0]?.cardMachineTid : undefined
  const tid = terminalId !== '' ? terminalId : (onlyMachine ?? '')

  const total = price.data?.quote.total
  const recurring = pack?.product?.productSubType === 'RECURRING'
  const benefits = pack === undefined ? [] : shownBenefits(pack)
  // An add-on is no plan: the EMI note is a membership's.
  const emi = pack === undefined || p.context?.addOnFor !== undefined ? undefined : emiNote(pack.durationInDays)

  // A group buy is paid in cash or on the card machine, as one order for every member.
  const payMode: Mode = mode
  const hasGroupOffer = pack?.offers.some((o) => o.isGroupOffer) === true
  const payment = (): SalePayment =>
    payMode === 'CASH'
      ? { mode: 'CASH', cashCollected: rupeesToPaise(Number(cash.trim() === '' ? NaN : cash)) }
      : { mode: 'DIGITAL', ...(tid === '' ? {} : { terminalId: tid }) }

  const request = (): SaleRequest => ({
    centre,
    staff,
    userId: customer.userId,
    packId: pack?.id ?? '',
    ...(addOnIds.length === 0 ? {} : { addOnIds }),
    ...(exchangeId === undefined ? {} : { exchangeMembershipId: exchangeId }),
    ...(group === undefined ? {} : { groupMembers: group.map((m) => ({ userId: m.userId, phone: m.phone, startDate: m.startDate })) }),
    ...(chosenDay === undefined ? {} : { startDate: epochMs(dayToEpoch(chosenDay)) }),
    payment: payment(),
    ...(p.context ?? {}),
    ...(esoOfferIds.length === 0 ? {} : { esoOfferIds }),
  })

  const showFailure = (e: SellPackError | undefined, fallback: string) => {
    if (e?._tag === 'ValidationFailed') {
      setErrors(e.errors)
      setFormError(undefined)
      return
    }
    setErrors({})
    setFormError(e === undefined ? fallback : saleErrorMessage(e))
  }

  const cashSale = useUseCaseMutation((v: { readonly otp?: string }) => sellPack({ ...request(), ...(v.otp === undefined ? {} : { otp: v.otp }) }), {
    invalidates: () => [['profile', customer.userId]],
    onSuccess: (sale) => {
      otp.close()
      setCashDone(sale.orderId)
    },
    onError: (f, err) => {
      const e = f as SellPackError | undefined
      if (!otp.failed(e === undefined ? undefined : { _tag: e._tag, message: saleErrorMessage(e) })) showFailure(e, err.message)
    },
  })

  const grantSpot = useUseCaseMutation(
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
        setSpotIds((ids) => (ids.includes(r.offerId) ? ids : [...ids, r.offerId]))
      },
      onError: (f, err) => toast.error(f ?? err),
    },
  )

  const sendLink = useUseCaseMutation(
    () => recurringLink({ startDate: epochMs(chosenDay === undefined ? 0 : dayToEpoch(chosenDay)), centerServiceId: centre.centerServiceId, userId: customer.userId, productId: pack?.productId ?? '', agentId: staff.id }),
    { onSuccess: (l) => setLink(l.link), onError: (f, err) => toast.error(f ?? err) },
  )

  // A card-machine sale refused before any order was created: its errors show in the form.
  const view = purchase.view
  const refused = view?.kind === 'invalid' ? view.error : undefined
  const errors = refused?._tag === 'ValidationFailed' ? refused.errors : fieldErrors
  const formError = refused === undefined ? failure : refused._tag === 'ValidationFailed' ? undefined : saleErrorMessage(refused)

  const submit = () => {
    setErrors({})
    setFormError(undefined)
    if (otherTab) {
      setFormError(PAYMENT_IN_ANOTHER_TAB)
      return
    }
    if (payMode === 'CASH') {
      cashSale.mutate({})
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

  const orderIdOfView = view?.kind === 'purchase' && 'order' in view.state ? view.state.order?.orderId : undefined

  if (view !== undefined && view.kind !== 'invalid')
    return (
      <PurchaseModals
        view={view}
        {...(tid === '' ? {} : { terminalId: tid })}
        offline={purchase.offline}
        onCollect={() => purchase.act('collectAndContinue')}
        onTryAgain={() => purchase.act('tryAgain')}
        onClose={() => {
          purchase.act('close')
          purchase.reset()
          p.onClose()
        }}
        onDone={() => {
          purchase.reset()
          p.onDone({ orderId: orderIdOfView ?? '', userId: customer.userId })
        }}
      />
    )

  if (cashDone !== undefined)
    return (
      <Modal
        title={PURCHASE_SUCCESSFUL_TITLE}
        onClose={() => p.onDone({ orderId: cashDone, userId: customer.userId })}
        footer={
          <Button type="button" onClick={() => p.onDone({ orderId: cashDone, userId: customer.userId })}>
            {DONE}
          </Button>
        }
      >
        <p>{orderReference(cashDone)}</p>
      </Modal>
    )

  if (otp.open) return <SaleOtpModal step={otp} pending={cashSale.isPending} onVerify={(code) => cashSale.mutate({ otp: code })} />

  if (groupOpen && startWindow.data !== undefined)
    return (
      <GroupBuyModal
        centre={centre}
        {...(customer.phone === undefined ? {} : { buyerPhone: customer.phone })}
        firstDay={startWindow.data.firstDay}
        lastDay={startWindow.data.lastDay}
        onClose={() => setGroupOpen(false)}
        onProceed={(members) => {
          setGroup(members)
          setGroupOpen(false)
          // A group pays at the desk in cash where cash is taken (as before); the card machine stays a choice.
          if (p.cashAllowed) setMode('CASH')
        }}
      />
    )

  if (showTaxes && price.data !== undefined)
    return (
      <Modal title={TAXES_AND_FEES_TITLE} onClose={() => setShowTaxes(false)}>
        <Lines>
          {price.data.quote.lines.map((l, i) => (
            <div key={`${l.kind}-${i}`}>
              <dt>{l.label}</dt>
              <dd>{formatRupees(l.amount)}</dd>
            </div>
          ))}
          <div>
            <dt>
              <strong>{TOTAL_PAYABLE}</strong>
            </dt>
            <dd>
              <strong>{formatRupees(price.data.quote.total)}</strong>
            </dd>
          </div>
        </Lines>
      </Modal>
    )

  if (showTerms)
    return (
      <Modal title={TERMS_TITLE} onClose={() => setShowTerms(false)}>
        <ul>
          {TERMS_BULLETS.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
        <a href="/terms" target="_blank" rel="noreferrer">
          {TERMS_DETAILS_LINK}
        </a>
      </Modal>
    )

  const err = (f: SaleField) =>
    errors[f] === undefined ? null : (
      <FieldError id={`${id}-${f}-error`} role="alert">
        {errors[f]}
      </FieldError>
    )

  return (
    <Modal
      title={SELL_PACK_TITLE}
      width={600}
      onClose={p.onClose}
      footer={
        <>
          <Button type="button" $variant="secondary" onClick={p.onClose}>
            {CLOSE}
          </Button>
          <SubmitButton type="button" onClick={submit} disabled={cashSale.isPending || price.data === undefined || otherTab} aria-describedby={otherTab ? otherTabId : undefined}>
            {SELL_PACK_BUTTON}
          </SubmitButton>
        </>
      }
    >
      <Form onSubmit={(e) => e.preventDefault()} aria-label={SELL_PACK_TITLE}>
        <Summary>
          <div>
            <dt>{CUSTOMER_LABEL}</dt>
            <dd>{customer.name ?? customer.userId}</dd>
          </div>
        </Summary>
        {packs.length > 1 ? (
          <Field>
            <label htmlFor={`${id}-pack`}>{PACK_LABEL}</label>
            <select id={`${id}-pack`} value={pack?.id ?? ''} onChange={(e) => setPackId(e.target.value)}>
              {packs.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.title}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <PackName>{pack?.title}</PackName>
        )}
        {err('pack')}

        <QueryBlock query={price}>
          {(r) => (
            <Total>
              <span>{TOTAL_PAYABLE}</span>
              <strong data-testid="total-payable">{formatRupees(r.quote.total)}</strong>
              <Button type="button" $variant="secondary" onClick={() => setShowTaxes(true)}>
                {VIEW_TAXES_AND_FEES}
              </Button>
            </Total>
          )}
        </QueryBlock>
        {emi === undefined ? null : <Muted>{emi}</Muted>}

        {benefits.length === 0 ? null : (
          <section aria-label={BENEFITS_LABEL}>
            <h3>{BENEFITS_LABEL}</h3>
            <ul>
              {benefits.map((b) => (
                <li key={b.name}>{b.displayTitle}</li>
              ))}
            </ul>
          </section>
        )}

        {pack === undefined || pack.offers.length === 0 ? null : (
          <section aria-label={OFFERS_LABEL}>
            <h3>{OFFERS_LABEL}</h3>
            <ul>
              {pack.offers.map((o) => (
                <li key={o.offerId}>
                  {o.uiLabels?.description ?? o.offerId}{' '}
                  {!o.isSpotOffer ? null : spotIds.includes(o.offerId) || p.context?.esoOfferIds?.includes(o.offerId) === true ? (
                    <strong>{SPOT_OFFER_APPLIED_BADGE}</strong>
                  ) : (
                    <Button type="button" $variant="secondary" disabled={grantSpot.isPending} onClick={() => grantSpot.mutate(o.offerId)} aria-label={`${APPLY_SPOT_OFFER}: ${o.uiLabels?.description ?? o.offerId}`}>
                      {APPLY_SPOT_OFFER}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        {hasGroupOffer ? (
          <section aria-label={GROUP_BUY_LABEL}>
            <h3>{GROUP_BUY_LABEL}</h3>
            {group === undefined ? null : (
              <>
                <p>{groupOfMembers(group.length)}</p>
                <ul>
                  {group.map((m) => (
                    <li key={m.userId}>
                      {m.name ?? m.userId} ({m.phone})
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Button type="button" $variant="secondary" disabled={startWindow.data === undefined} onClick={() => setGroupOpen(true)}>
              {BUY_AS_GROUP}
            </Button>
          </section>
        ) : null}

        {upgradeFrom === undefined ? null : (
          <QueryBlock query={exchange}>
            {(ex) => (
              <div>
                <Check>
                  <input type="checkbox" checked={upgrading} disabled={ex?.isValidExchange !== true} onChange={(e) => setUpgradeAsked(e.target.checked)} />
                  {UPGRADE_TO_PREMIUM}
                </Check>
                {ex === null ? (
                  <Muted>{EXCHANGE_NOT_APPLICABLE}</Muted>
                ) : ex.isValidExchange ? (
                  <Muted>{exchangeDiscountNote(formatRupees(ex.discountValue))}</Muted>
                ) : (
                  <Muted>{ex.invalidReason ?? EXCHANGE_NOT_APPLICABLE}</Muted>
                )}
              </div>
            )}
          </QueryBlock>
        )}

        {p.slotChooser ?? null}

        <QueryBlock query={startWindow}>
          {(w) => (
            <DatePicker label={p.context?.addOnFor === undefined ? START_DATE_LABEL : ADD_ON_START_DATE_LABEL} value={chosenDay} onChange={setDay} min={w.firstDay} max={w.lastDay} required />
          )}
        </QueryBlock>
        {err('startDate')}

        {p.addOnsEnabled ? (
          <QueryBlock query={addOns}>
            {(list) =>
              list.length === 0 ? null : (
                <fieldset>
                  <legend>{ADD_ONS_LABEL}</legend>
                  {list.map((a) => (
                    <Check key={a.id}>
                      <input
                        type="checkbox"
                        checked={addOnIds.includes(a.id)}
                        onChange={(e) => setAddOnIds((ids) => (e.target.checked ? [...ids, a.id] : ids.filter((x) => x !== a.id)))}
                      />
                      {a.product.title} ({formatRupees(a.price.listingPrice)})
                    </Check>
                  ))}
                </fieldset>
              )
            }
          </QueryBlock>
        ) : null}

        {recurring ? (
          <div>
            <Button type="button" $variant="secondary" disabled={sendLink.isPending} onClick={() => sendLink.mutate(undefined)}>
              {RECURRING_LINK_BUTTON}
            </Button>
            <Muted>{RECURRING_LINK_VALIDITY}</Muted>
            {link === undefined ? null : (
              <p>
                <a href={link} target="_blank" rel="noreferrer">
                  {link}
                </a>
              </p>
            )}
          </div>
        ) : null}

        <fieldset>
          <legend>{PAYMENT_MODE_LABEL}</legend>
          <Check>
            <input type="radio" name={`${id}-mode`} checked={payMode === 'DIGITAL'} disabled={total !== undefined && total <= 0} onChange={() => setMode('DIGITAL')} />
            {CARD_MACHINE_MODE}
          </Check>
          {p.cashAllowed ? (
            <Check>
              <input type="radio" name={`${id}-mode`} checked={payMode === 'CASH'} onChange={() => setMode('CASH')} />
              {CASH_MODE}
            </Check>
          ) : null}
        </fieldset>
        {err('paymentMode')}

        {payMode === 'DIGITAL' ? (
          <Field>
            <label htmlFor={`${id}-tid`}>{TERMINAL_LABEL}</label>
            <select
              id={`${id}-tid`}
              value={tid}
              onChange={(e) => setTerminalId(e.target.value)}
              aria-invalid={errors.terminalId !== undefined}
              aria-describedby={errors.terminalId === undefined ? undefined : `${id}-terminalId-error`}
            >
              <option value="">{CHOOSE_TERMINAL}</option>
              {machines.map((m) => (
                <option key={m.cardMachineTid} value={m.cardMachineTid}>
                  {m.cardMachineTid}
                </option>
              ))}
            </select>
            {err('terminalId')}
          </Field>
        ) : (
          <Field>
            <label htmlFor={`${id}-cash`}>{CASH_COLLECTED_LABEL}</label>
            <input
              id={`${id}-cash`}
              inputMode="decimal"
              value={cash}
              onChange={(e) => setCash(e.target.value.replace(/[^\d.]/g, ''))}
              aria-invalid={errors.cashCollected !== undefined}
              aria-describedby={errors.cashCollected === undefined ? undefined : `${id}-cashCollected-error`}
            />
            {err('cashCollected')}
          </Field>
        )}

        <Button type="button" $variant="secondary" onClick={() => setShowTerms(true)}>
          {TERMS_LINK}
        </Button>
        {otherTab ? <FieldError id={otherTabId} role="alert">{PAYMENT_IN_ANOTHER_TAB}</FieldError> : null}
        {formError === undefined ? null : <FieldError role="alert">{formError}</FieldError>}
      </Form>
    </Modal>
  )
}

const Form = styled.form`
  display: grid;
  gap: 14px;
  select,
  input[inputmode] {
    padding: 8px 10px;
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    background: ${theme.color.surface};
  }
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    padding: 8px 12px;
    display: grid;
    gap: 6px;
  }
  legend {
    font-weight: 600;
    font-size: 14px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 14px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
`
const Summary = styled.dl`
  margin: 0;
  div {
    display: flex;
    gap: 8px;
  }
  dt {
    color: ${theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`
const PackName = styled.p`
  margin: 0;
  font-size: 17px;
  font-weight: 700;
`
const Total = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  strong {
    font-size: 20px;
  }
`
const Muted = styled.p`
  margin: 4px 0 0;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 400 !important;
`
const FieldError = styled.p`
  margin: 0;
  color: ${theme.color.danger};
  font-size: 13px;
`
const Lines = styled.dl`
  margin: 0;
  display: grid;
  gap: 6px;
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`
