import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { useNavigate } from 'react-router-dom'
import { useCanOpen } from '../shell/staff-access.context'
import styled from 'styled-components'
import { cashPaymentAvailable } from '../../core/access/cash-payment.rule'
import { isCentreManager } from '../../core/access/staff-role.rule'
import type { Centre } from '../../core/centre/centre'
import type { CatalogOffer, CatalogPtPack, PtTrainer } from '../../core/selling/catalog'
import { ptSellable } from '../../core/selling/pt-sale.rule'
import { perSessionPrice, ptSessionCount } from '../../core/selling/pt-price.rule'
import { packName } from '../../core/shared/pack-name.rule'
import type { SaleOtpStepError } from '../../core/selling/sale-otp'
import { paise } from '../../core/shared/brands'
import {
  APPLY_SPOT_OFFER_LABEL,
  CHOOSE_TRAINER,
  CLOSE,
  CONTINUE_ANYWAY,
  NEEDS_ACTIVE_CULTPASS,
  NO_ACTIVE_MEMBERSHIPS,
  NO_PT_PACKS_HERE,
  OTP_SENT,
  PT_OTP_EXPLAINED,
  PT_OTP_LABEL,
  PT_OTP_TITLE,
  SELL_CULTPASS,
  SELL_PACK_BUTTON,
  SELL_PERSONAL_TRAINING_TITLE,
  SEND_OTP,
  PT_TRAINER_LABEL,
  TRAINER_DETAILS_NOT_AVAILABLE,
  VERIFY_OTP,
  packSessionsHeld,
  perSessionLabel,
  ptLevelHeading,
  trainerChoice,
} from '../../core/shared/messages'
import { formatRupees } from '../../core/shared/money'
import { failureOf, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { OtpEntry } from '../widgets/otp-entry'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { type SaleCustomer, SellPackModal } from './sell-pack-modal'
import { SaleCustomerLookup, useSaleLookup } from './sale-customer-lookup'
import { openMember } from './sale-customer-state'
import { PackCard, PackCards, PackPrice } from './pack-cards'

/**
 * /pt and /pt-packs: Sell Personal Training (part 2 §4 PT sale rules). Find the customer, choose
 * a PT pack by trainer level and a trainer of that level, apply a spot offer if the pack has one,
 * then Sell Pack: no active membership asks Sell cultpass / Continue Anyway; a price below the
 * list price asks the customer's OTP (unless the server's whitelist names the staff member); then
 * the Sell Pack modal takes the payment on the card machine or in cash, and the sale ends on /user.
 */
export default function SellPtScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  if (access.status !== 'ready' || access.access.selected === undefined) return null
  const centre = access.access.selected
  const ctx = access.access.userContext
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <SellPtBody
        key={centre.centerServiceId}
        centre={centre}
        staff={{ id: ctx.id, ...(ctx.phone === undefined ? {} : { phone: ctx.phone }), ...(ctx.email === undefined ? {} : { email: ctx.email }) }}
        centreManager={isCentreManager(access.access.memberships, centre)}
      />
    </section>
  )
}

type Staff = { readonly id: string; readonly phone?: string; readonly email?: string }
type Chosen = { readonly pack: CatalogPtPack; readonly trainer: PtTrainer; readonly spotOfferIds: readonly string[] }

/** The offers of a PT pack as the catalogue answers them (with their discount and spot flag). */
const offersOf = (p: CatalogPtPack): readonly CatalogOffer[] => p.offers as readonly CatalogOffer[]
const levelOf = (code: string | undefined): string => (code ?? '').slice(-2)
const nameOf = (t: PtTrainer): string => `${t.identity.firstName} ${t.identity.lastName}`.trim()

const SellPtBody = ({ centre, staff, centreManager }: { readonly centre: Centre; readonly staff: Staff; readonly centreManager: boolean }) => {
  const id = useUniqueId()
  const navigate = useNavigate()
  const ptPacks = useUseCase('ptPacks')
  const trainersLevelBreakdown = useUseCase('trainersLevelBreakdown')
  const centreConfiguration = useUseCase('centreConfiguration')
  const lookup = useSaleLookup(centre)
  const saleCustomer = lookup.customer
  const found = lookup.query.data
  const phone = found?.customer.phone ?? ''
  const packs = useUseCaseQuery(
    ['selling', found?.customer.id, 'pt-packs', centre.id],
    () => ptPacks({ userId: found?.customer.id ?? '', phone, centerId: centre.id, cityId: centre.cityId, productType: 'GYM_PT_PRODUCT' }),
    { enabled: found !== undefined },
  )
  const trainers = useUseCaseQuery(['selling', 'centre', centre.centerServiceId, 'pt-trainers'], () =>
    trainersLevelBreakdown({ centerServiceId: centre.centerServiceId, centerType: centre.type }),
  )
  const config = useUseCaseQuery(['selling', 'centre', centre.id, 'configuration'], () => centreConfiguration(centre.id))
  const cashAllowed = cashPaymentAvailable({ cashFeatureOn: config.data?.cashPaymentEnabled === true, centre, userIsCentreManager: centreManager })
  const [chosen, setChosen] = useState<Chosen | undefined>(undefined)

  return (
    <>
      <SaleCustomerLookup lookup={lookup}>
        {() => (
          <QueryBlock query={packs} empty={{ when: (l) => l.every((lv) => lv.packs.length === 0), message: NO_PT_PACKS_HERE }}>
            {(levels) =>
              levels.map((lv) => (
                <Level key={lv.levelCode} aria-labelledby={`${id}-${lv.levelCode}`}>
                  <h2 id={`${id}-${lv.levelCode}`}>{ptLevelHeading(levelOf(lv.levelCode))}</h2>
                  <PackCards>
                    {lv.packs.map((pk) => (
                      <PtPackCard key={pk.productId} pack={pk} trainers={(trainers.data?.trainers ?? []).filter((t) => levelOf(t.levelCode) === levelOf(lv.levelCode))} onSell={setChosen} />
                    ))}
                  </PackCards>
                </Level>
              ))
            }
          </QueryBlock>
        )}
      </SaleCustomerLookup>
      {chosen === undefined || found === undefined || saleCustomer === undefined ? null : (
        <PtSale
          centre={centre}
          staff={staff}
          cashAllowed={cashAllowed}
          customer={saleCustomer}
          memberships={found.memberships.memberships}
          chosen={chosen}
          onClose={() => setChosen(undefined)}
          onDone={(u) => openMember(navigate, u)}
        />
      )}
    </>
  )
}

/** One PT pack: sessions, price, per-session price; a trainer of the pack's level; its spot offers. */
const PtPackCard = ({ pack, trainers, onSell }: { readonly pack: CatalogPtPack; readonly trainers: readonly PtTrainer[]; readonly onSell: (c: Chosen) => void }) => {
  const id = useUniqueId()
  // No trainer is chosen for the desk: the customer's trainer is the one they agree to (never a default).
  const [trainerId, setTrainerId] = useState('')
  const [missingTrainer, setMissingTrainer] = useState(false)
  const [spot, setSpot] = useState<readonly string[]>([])
  const sessions = ptSessionCount(pack)
  const each = perSessionPrice(pack.price.sellingPrice, sessions)
  // The sessions come from the pack's restriction: a title whose count disagrees loses it.
  const title = packName(pack.title, sessions)
  const spots = offersOf(pack).filter((o) => o.isSpotOffer)
  const trainer = trainers.find((t) => t.identity.id === trainerId)
  return (
    <PackCard aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>{title}</h3>
      {title === pack.title || sessions === undefined ? null : <Muted>{packSessionsHeld(sessions)}</Muted>}
      <PackPrice>{formatRupees(pack.price.sellingPrice)}</PackPrice>
      {each === undefined ? null : <Muted>{perSessionLabel(formatRupees(each))}</Muted>}
      <Field>
        <label htmlFor={`${id}-trainer`}>{PT_TRAINER_LABEL}</label>
        <select
          id={`${id}-trainer`}
          value={trainerId}
          aria-invalid={missingTrainer}
          {...(missingTrainer ? { 'aria-describedby': `${id}-trainer-error` } : {})}
          onChange={(e) => {
            setTrainerId(e.target.value)
            setMissingTrainer(false)
          }}
        >
          <option value="">{CHOOSE_TRAINER}</option>
          {trainers.map((t) => (
            <option key={t.identity.id} value={t.identity.id}>
              {trainerChoice(nameOf(t), levelOf(t.levelCode))}
            </option>
          ))}
        </select>
        {missingTrainer ? (
          <FieldError id={`${id}-trainer-error`} role="alert">
            {TRAINER_DETAILS_NOT_AVAILABLE}
          </FieldError>
        ) : null}
      </Field>
      {spots.map((o) => (
        <Check key={o.offerId}>
          <input
            id={`${id}-${o.offerId}`}
            type="checkbox"
            checked={spot.includes(o.offerId)}
            onChange={(e) => setSpot(e.target.checked ? [...spot, o.offerId] : spot.filter((x) => x !== o.offerId))}
          />
          <label htmlFor={`${id}-${o.offerId}`}>{`${APPLY_SPOT_OFFER_LABEL}: ${o.uiLabels?.description ?? o.offerId}`}</label>
        </Check>
      ))}
      <Button type="button" $variant="primary" onClick={() => (trainer === undefined ? setMissingTrainer(true) : onSell({ pack, trainer, spotOfferIds: spot }))}>
        {SELL_PACK_BUTTON}
      </Button>
    </PackCard>
  )
}

type PtSaleProps = {
  readonly centre: Centre
  readonly staff: Staff
  readonly cashAllowed: boolean
  readonly customer: SaleCustomer
  readonly memberships: Parameters<ReturnType<typeof useUseCase<'startPtSale'>>>[0]['memberships']
  readonly chosen: Chosen
  readonly onClose: () => void
  readonly onDone: (userId: string) => void
}

/** The steps after Sell Pack: the spot offer granted, the membership prompt, the price-drop OTP, then the Sell Pack modal. */
const PtSale = (p: PtSaleProps) => {
  const navigate = useNavigate()
  const canOpen = useCanOpen()
  const startPtSale = useUseCase('startPtSale')
  const applySpotOffer = useUseCase('applySpotOffer')
  const ptPriceDropOtp = useUseCase('ptPriceDropOtp')
  const { pack, trainer, spotOfferIds } = p.chosen
  const discount = offersOf(pack).filter((o) => spotOfferIds.includes(o.offerId)).reduce((s, o) => s + o.discount, 0)
  const soldPrice = paise(pack.price.sellingPrice - discount)
  const [continued, setContinued] = useState(false)
  const [code, setCode] = useState('')
  const [verified, setVerified] = useState(false)

  // The spot offers are granted to the customer first (part 2 §4 Spot offer: 'Offer Applied Successfully').
  const granted = useUseCaseQuery(
    ['selling', p.customer.userId, 'pt-spot', spotOfferIds],
    () => applySpotOffer({ offerIds: spotOfferIds, user: { userId: p.customer.userId, phone: p.customer.phone ?? '' }, addedBy: p.staff.id, productType: 'GYM_PT_PRODUCT' }),
    { enabled: spotOfferIds.length > 0 },
  )
  const step = useUseCaseQuery(
    ['selling', p.customer.userId, 'pt-step', pack.productId, spotOfferIds, continued],
    () =>
      startPtSale({
        memberships: p.memberships,
        continuedWithoutMembership: continued,
        pack,
        ...(discount > 0 ? { userPrice: soldPrice } : {}),
        ...(p.staff.email === undefined ? {} : { staffEmail: p.staff.email }),
      }),
  )
  const otp = useUseCaseMutation((v: { readonly otp?: string }) =>
    ptPriceDropOtp({ phone: p.customer.phone, userId: p.customer.userId, amount: soldPrice, ...(v.otp === undefined ? {} : { otp: v.otp }) }),
  )
  const otpFailure = otp.error === null ? undefined : failureOf<SaleOtpStepError>(otp.error)

  if (spotOfferIds.length > 0 && granted.data === undefined)
    return (
      <Modal title={SELL_PERSONAL_TRAINING} onClose={p.onClose}>
        <QueryBlock query={granted}>{() => null}</QueryBlock>
      </Modal>
    )
  const s = step.data
  if (s === undefined)
    return (
      <Modal title={SELL_PERSONAL_TRAINING} onClose={p.onClose}>
        <QueryBlock query={step}>{() => null}</QueryBlock>
      </Modal>
    )
  if (s._tag === 'NeedsActiveMembership')
    return (
      <Modal
        title={SELL_PERSONAL_TRAINING}
        onClose={p.onClose}
        footer={
          <>
            <Button type="button" onClick={() => setContinued(true)}>
              {CONTINUE_ANYWAY}
            </Button>
            {canOpen('/sell-packs') ? (
              <Button type="button" $variant="primary" onClick={() => navigate(`/sell-packs?userId=${encodeURIComponent(p.customer.userId)}`)}>
                {SELL_CULTPASS}
              </Button>
            ) : null}
          </>
        }
      >
        <p role="alert">{NO_ACTIVE_MEMBERSHIPS}</p>
        <p>{NEEDS_ACTIVE_CULTPASS}</p>
      </Modal>
    )
  if (s._tag === 'Otp' && !verified)
    return (
      <Modal
        title={PT_OTP_TITLE}
        onClose={p.onClose}
        footer={
          <>
            <Button type="button" onClick={p.onClose}>
              {CLOSE}
            </Button>
            {otp.isIdle || otpFailure?._tag === 'OtpNotSent' || otpFailure?._tag === 'OwnPhoneMissing' ? (
              <SubmitButton key="send" type="button" $variant="primary" disabled={otp.isPending} onClick={() => otp.mutate({})}>
                {SEND_OTP}
              </SubmitButton>
            ) : (
              <SubmitButton key="verify" type="button" $variant="primary" disabled={code.length !== 6 || otp.isPending} onClick={() => otp.mutate({ otp: code }, { onSuccess: () => setVerified(true) })}>
                {VERIFY_OTP}
              </SubmitButton>
            )}
          </>
        }
      >
        <p>{PT_OTP_EXPLAINED}</p>
        {otpFailure?._tag === 'OtpSent' ? <p role="status">{OTP_SENT}</p> : null}
        {otp.isIdle ? null : <OtpEntry label={PT_OTP_LABEL} value={code} onChange={setCode} />}
        {otpFailure === undefined || otpFailure._tag === 'OtpSent' ? null : <FieldError role="alert">{otpFailure.message}</FieldError>}
      </Modal>
    )
  return (
    <SellPackModal
      customer={p.customer}
      centre={p.centre}
      packs={[ptSellable(pack)]}
      staff={p.staff}
      cashAllowed={p.cashAllowed}
      addOnsEnabled={false}
      context={{
        trainerIdentityId: trainer.identity.id,
        pt: { phone: p.customer.phone ?? '', cityId: p.centre.cityId, productType: 'GYM_PT_PRODUCT' },
        ...(spotOfferIds.length === 0 ? {} : { esoOfferIds: spotOfferIds }),
      }}
      onClose={p.onClose}
      onDone={({ userId }) => p.onDone(userId)}
    />
  )
}

const SELL_PERSONAL_TRAINING = SELL_PERSONAL_TRAINING_TITLE

const Muted = styled.p`
  color: ${theme.color.muted};
  margin: 0;
`
const Level = styled.section`
  margin-bottom: 16px;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
`
const Check = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 32px;
`
