import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { useNavigate, useParams } from 'react-router-dom'
import type { Centre } from '../../core/centre/centre'
import type { CatalogPtPack } from '../../core/selling/catalog'
import { epochMs } from '../../core/shared/brands'
import { formatRupees, rupeesToPaise } from '../../core/shared/money'
import {
  CASH_COLLECTED_LABEL,
  CHOOSE_CUSTOMER_FIRST,
  CLOSE,
  DONE,
  NO_ACADEMY_PACKS,
  PURCHASE_SUCCESSFUL_TITLE,
  SELL_PACK_BUTTON,
  SELL_PACK_TITLE,
  TOTAL_PAYABLE,
  YOURSELF,
  academyFor,
  childChoice,
  orderReference,
  sessionsAndPrice,
} from '../../core/shared/messages'
import { failureOf, useUseCaseMutation, useUseCaseQuery } from '../app/use-use-case-query'
import type { SaleOtpStepError } from '../../core/selling/sale-otp'
import { useUseCase } from '../app/use-cases.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { Button } from '../widgets/button'
import { Field, FieldError } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { useHeldSaleCustomer } from './sale-customer-lookup'
import { openMember, openSale } from './sale-customer-state'
import { type CourseChoice, SelectChildUserModal, SelectCourseCategoryModal, academyRoute } from '../widgets/academy-choice-modals'
import { SaleOtpModal, useSaleOtpStep } from './use-sale-otp-step'
import { formatDay } from '../../core/shared/display-format'
import { PackCard, PackCards } from './pack-cards'

/** A route segment that is not chosen yet. */
const NONE = '-'

/**
 * /sell-play-academy-packs/...: a play academy sale. Without a course category in the route it asks
 * for one, a start date inside the server's window and who the pack is for (YOURSELF or a child);
 * with one it lists that category's packs and sells one at the desk in cash (the play order is
 * created, then fulfilled), then goes to the member.
 */
export default function SellPlayAcademyPacksScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const { held: userId } = useHeldSaleCustomer()
  const p = useParams()
  if (access.status !== 'ready' || access.access.selected === undefined) return null
  const centre = access.access.selected
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      {userId === '' ? (
        <p>{CHOOSE_CUSTOMER_FIRST}</p>
      ) : p.courseCategoryId === undefined || p.courseCategoryId === NONE ? (
        <AcademyChoice centre={centre} userId={userId} />
      ) : (
        <AcademyPacks
          centre={centre}
          userId={userId}
          staffId={access.access.userContext.id}
          {...(access.access.userContext.phone === undefined ? {} : { staffPhone: access.access.userContext.phone })}
          courseCategoryId={p.courseCategoryId}
          courseCategoryName={p.courseCategoryName ?? ''}
          child={p.isParentSelected === '1' ? undefined : { childName: p.childName ?? '', childAge: Number(p.childAge ?? '0') }}
          startDate={Number(p.membershipStartDateEpoch ?? '0')}
        />
      )}
    </section>
  )
}

/**
 * Select Course Category, then Select Child User: the shared modals of the profile
 * (ui/widgets/academy-choice-modals.tsx), then the full academy route of part 2 §2. Closing either
 * goes back to the member.
 */
const AcademyChoice = ({ centre, userId }: { readonly centre: Centre; readonly userId: string }) => {
  const navigate = useNavigate()
  const [course, setCourse] = useState<CourseChoice | undefined>(undefined)
  const back = () => openMember(navigate, userId)
  return course === undefined ? (
    <SelectCourseCategoryModal centre={centre} userId={userId} onClose={back} onChosen={setCourse} />
  ) : (
    <SelectChildUserModal userId={userId} onClose={back} onChosen={(member, child) => openSale(navigate, academyRoute(course, centre.centerServiceId, member, child), userId)} />
  )
}

type PacksProps = {
  readonly centre: Centre
  readonly userId: string
  readonly staffId: string
  /** The staff member's own phone: the cash OTP goes there (company-owned and marketplace centres). */
  readonly staffPhone?: string
  readonly courseCategoryId: string
  readonly courseCategoryName: string
  readonly child: { readonly childName: string; readonly childAge: number } | undefined
  readonly startDate: number
}

const AcademyPacks = (p: PacksProps) => {
  const academyPacks = useUseCase('academyPacks')
  const packs = useUseCaseQuery(['selling', 'centre', p.centre.centerServiceId, 'academy-packs', p.courseCategoryId], () =>
    academyPacks({ centerServiceId: p.centre.centerServiceId, courseCategoryId: p.courseCategoryId }),
  )
  const [selling, setSelling] = useState<CatalogPtPack | undefined>(undefined)
  const who = p.child === undefined ? YOURSELF : childChoice(p.child.childName, p.child.childAge)
  const day = formatDay(p.startDate)
  return (
    <>
      <h2>{p.courseCategoryName}</h2>
      <p>{academyFor(who, day)}</p>
      <QueryBlock query={packs} empty={{ when: (l) => l.length === 0, message: NO_ACADEMY_PACKS }}>
        {(list) => (
          <PackCards>
            {list.map((pack) => (
              <PackCard key={pack.productId} aria-labelledby={`pack-${pack.productId}`}>
                <h3 id={`pack-${pack.productId}`}>{pack.title}</h3>
                <p>{sessionsAndPrice(pack.listingCategory.restrictions[0]?.restrictionCount ?? 0, formatRupees(pack.price.sellingPrice))}</p>
                <Button type="button" $variant="primary" onClick={() => setSelling(pack)}>
                  {SELL_PACK_BUTTON}
                </Button>
              </PackCard>
            ))}
          </PackCards>
        )}
      </QueryBlock>
      {selling === undefined ? null : <SellAcademyPack {...p} pack={selling} onClose={() => setSelling(undefined)} />}
    </>
  )
}

/** Sells the academy pack in cash: the amount must be the pack's price ('Payment amount does not match the pack price'). */
const SellAcademyPack = (p: PacksProps & { readonly pack: CatalogPtPack; readonly onClose: () => void }) => {
  const id = useUniqueId()
  const navigate = useNavigate()
  const sellPlayPack = useUseCase('sellPlayPack')
  const [cash, setCash] = useState('')
  const [done, setDone] = useState<string | undefined>(undefined)
  // The cash OTP step: the first Sell Pack sends the OTP to the staff member's phone, Verify OTP sells.
  const otp = useSaleOtpStep()
  const sale = useUseCaseMutation(
    (v: { readonly amount: number; readonly otp?: string }) =>
      sellPlayPack({
        cashOtp: { centerModel: p.centre.centerModel, staffPhone: p.staffPhone, ...(v.otp === undefined ? {} : { otp: v.otp }) },
        order: {
          userId: p.userId,
          deviceId: 'portal',
          source: 'CENTER_PORTAL',
          cityId: p.centre.cityId,
          esoOfferIds: [],
          products: [{ productId: p.pack.productId, startDate: epochMs(p.startDate) }],
          centerId: p.centre.id,
          centerServiceCenterId: p.centre.centerServiceId,
          createdBy: p.staffId,
          isOnboardingSession: false,
          academy: { courseCategoryId: p.courseCategoryId, ...(p.child === undefined ? {} : { child: p.child }) },
        },
        payment: [{ kind: 'CASH', amount: rupeesToPaise(v.amount) }],
      }),
    { invalidates: () => [['profile', p.userId]] },
  )
  const failure = sale.error === null ? undefined : failureOf<SaleOtpStepError>(sale.error)
  const sell = (code?: string) =>
    sale.mutate(
      { amount: Number(cash), ...(code === undefined ? {} : { otp: code }) },
      {
        onSuccess: (o) => {
          otp.close()
          setDone(o.orderId)
        },
        onError: (e) => {
          const f = failureOf<SaleOtpStepError>(e)
          otp.failed(f === undefined ? undefined : { _tag: f._tag, message: f.message })
        },
      },
    )
  const goToMember = () => openMember(navigate, p.userId)
  if (done !== undefined)
    return (
      <Modal
        title={PURCHASE_SUCCESSFUL_TITLE}
        onClose={goToMember}
        footer={
          <Button type="button" $variant="primary" onClick={goToMember}>
            {DONE}
          </Button>
        }
      >
        <p>{orderReference(done)}</p>
      </Modal>
    )
  if (otp.open) return <SaleOtpModal step={otp} pending={sale.isPending} onVerify={(code) => sell(code)} />
  return (
    <Modal
      title={SELL_PACK_TITLE}
      onClose={p.onClose}
      footer={
        <>
          <Button type="button" onClick={p.onClose}>
            {CLOSE}
          </Button>
          <SubmitButton
            type="button"
            $variant="primary"
            disabled={sale.isPending}
            onClick={() => sell()}
          >
            {SELL_PACK_BUTTON}
          </SubmitButton>
        </>
      }
    >
      <p>{p.pack.title}</p>
      <p>
        {TOTAL_PAYABLE}: <strong data-testid="total-payable">{formatRupees(p.pack.price.sellingPrice)}</strong>
      </p>
      <Field>
        <label htmlFor={`${id}-cash`}>{CASH_COLLECTED_LABEL}</label>
        <input id={`${id}-cash`} inputMode="decimal" value={cash} onChange={(e) => setCash(e.target.value)} />
      </Field>
      {sale.error === null || failure?._tag === 'OtpSent' ? null : <FieldError role="alert">{sale.error.message}</FieldError>}
    </Modal>
  )
}
