import { type FormEvent, useId, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import type { CatalogPtPack } from '../../core/selling/catalog'
import { type AcademyMember, isSelfSegment, validateAcademySelection } from '../../core/selling/play-academy.rule'
import { epochMs } from '../../core/shared/brands'
import { startOfCentreDay } from '../../core/shared/centre-day'
import { DAY_MS } from '../../core/shared/constants'
import { formatRupees, rupeesToPaise } from '../../core/shared/money'
import {
  ACADEMY_START_DATE_LABEL,
  CASH_COLLECTED_LABEL,
  CHOOSE_COURSE_CATEGORY,
  CHOOSE_CUSTOMER_FIRST,
  CLOSE,
  COURSE_CATEGORY_LABEL,
  DONE,
  NO_ACADEMY_PACKS,
  PURCHASE_SUCCESSFUL_TITLE,
  SELECT_CHILD_USER_TITLE,
  SELECT_COURSE_CATEGORY_TITLE,
  SELL_PACK_BUTTON,
  SELL_PACK_TITLE,
  SHOW_ACADEMY_PACKS,
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
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { DatePicker } from '../widgets/date-picker'
import { Field } from '../widgets/field'
import { Modal } from '../widgets/modal'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { SubmitButton } from '../widgets/submit-button'
import { memberPath } from './sell-packs-screen'
import { SaleOtpModal, useSaleOtpStep } from './use-sale-otp-step'

/** A route segment that is not chosen yet. */
const NONE = '-'

/** The academy route of part 2 §2 for a choice (isSelf is 1 for the customer themself, else 0). */
export const academyPath = (a: {
  readonly courseCategoryName: string
  readonly courseCategoryId: string
  readonly workoutId: number
  readonly centerServiceId: number
  readonly member: AcademyMember
  readonly childName: string
  readonly childAge: number
  readonly startDate: number
  readonly userId: string
}): string =>
  `/sell-play-academy-packs/1/${encodeURIComponent(a.courseCategoryName)}/${encodeURIComponent(a.courseCategoryId)}/${a.workoutId}/${a.centerServiceId}/${encodeURIComponent(a.childName)}/${a.childAge}/${encodeURIComponent(a.member.kind === 'CHILD' ? a.member.childUserId : NONE)}/${a.startDate}/${isSelfSegment(a.member)}?userId=${encodeURIComponent(a.userId)}`

/**
 * /sell-play-academy-packs/...: a play academy sale. Without a course category in the route it asks
 * for one, a start date inside the server's window and who the pack is for (YOURSELF or a child);
 * with one it lists that category's packs and sells one at the desk in cash (the play order is
 * created, then fulfilled), then goes to the member.
 */
export default function SellPlayAcademyPacksScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  const [params] = useSearchParams()
  const p = useParams()
  if (access.status !== 'ready' || access.access.selected === undefined) return null
  const centre = access.access.selected
  const userId = params.get('userId') ?? ''
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

/** Select Course Category and Select Child User, every error at once under its field. */
const AcademyChoice = ({ centre, userId }: { readonly centre: Centre; readonly userId: string }) => {
  const id = useId()
  const navigate = useNavigate()
  const categories = useUseCase('academyCourseCategories')
  const loadChildren = useUseCase('loadChildren')
  const startDateWindow = useUseCase('startDateWindow')
  const cats = useUseCaseQuery(['selling', 'centre', centre.centerServiceId, 'course-categories'], () => categories({ centerServiceId: centre.centerServiceId }))
  const children = useUseCaseQuery(['selling', userId, 'children'], () => loadChildren(userId))
  const window = useUseCaseQuery(['selling', userId, 'academy-window', centre.centerServiceId], () =>
    startDateWindow({ durationSeconds: (30 * DAY_MS) / 1000, tenant: centre.type, userId, isPtPack: false, centerServiceId: centre.centerServiceId }),
  )
  const [categoryId, setCategoryId] = useState('')
  const [day, setDay] = useState<string | undefined>(undefined)
  const [member, setMember] = useState<AcademyMember | undefined>(undefined)
  const [errors, setErrors] = useState<Partial<Record<'courseCategory' | 'startDate' | 'member', string>>>({})

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const w = window.data
    if (w === undefined) return
    const v = validateAcademySelection({
      ...(categoryId === '' ? {} : { courseCategoryId: categoryId }),
      ...(day === undefined ? {} : { startDate: startOfCentreDay(day) }),
      ...(member === undefined ? {} : { member }),
      suggestedStart: w.suggestedStart,
      selectionWindowDays: w.windowDays,
    })
    if (v._tag === 'Left') {
      setErrors(v.left.errors)
      return
    }
    setErrors({})
    const cat = cats.data?.find((c) => c.courseCategoryId === v.right.courseCategoryId)
    const child = v.right.member.kind === 'CHILD' ? children.data?.find((c) => c.id === (v.right.member.kind === 'CHILD' ? v.right.member.childUserId : '')) : undefined
    navigate(
      academyPath({
        courseCategoryName: cat?.courseCategoryName ?? v.right.courseCategoryId,
        courseCategoryId: v.right.courseCategoryId,
        workoutId: cat?.workoutId ?? 0,
        centerServiceId: centre.centerServiceId,
        member: v.right.member,
        childName: child === undefined ? NONE : `${child.firstName} ${child.lastName}`,
        childAge: child?.age ?? 0,
        startDate: v.right.startDate,
        userId,
      }),
    )
  }

  const err = (k: keyof typeof errors) =>
    errors[k] === undefined ? null : (
      <FieldError id={`${id}-${k}-error`} role="alert">
        {errors[k]}
      </FieldError>
    )

  return (
    <Form onSubmit={submit} noValidate aria-label={SELECT_COURSE_CATEGORY_TITLE}>
      <h2>{SELECT_COURSE_CATEGORY_TITLE}</h2>
      <QueryBlock query={cats}>
        {(list) => (
          <Field>
            <label htmlFor={`${id}-cat`}>{COURSE_CATEGORY_LABEL}</label>
            <select id={`${id}-cat`} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} aria-invalid={errors.courseCategory !== undefined}>
              <option value="">{CHOOSE_COURSE_CATEGORY}</option>
              {list.map((c) => (
                <option key={c.courseCategoryId} value={c.courseCategoryId}>
                  {c.courseCategoryName}
                </option>
              ))}
            </select>
            {err('courseCategory')}
          </Field>
        )}
      </QueryBlock>
      <QueryBlock query={window}>
        {(w) => <DatePicker label={ACADEMY_START_DATE_LABEL} value={day} onChange={setDay} min={w.firstDay} max={w.lastDay} />}
      </QueryBlock>
      {err('startDate')}
      <h2>{SELECT_CHILD_USER_TITLE}</h2>
      <QueryBlock query={children}>
        {(kids) => (
          <fieldset aria-invalid={errors.member !== undefined}>
            <legend>{SELECT_CHILD_USER_TITLE}</legend>
            <Choice>
              <input type="radio" id={`${id}-self`} name={`${id}-member`} checked={member?.kind === 'SELF'} onChange={() => setMember({ kind: 'SELF' })} />
              <label htmlFor={`${id}-self`}>{YOURSELF}</label>
            </Choice>
            {kids.map((k) => (
              <Choice key={k.id}>
                <input
                  type="radio"
                  id={`${id}-${k.id}`}
                  name={`${id}-member`}
                  checked={member?.kind === 'CHILD' && member.childUserId === k.id}
                  onChange={() => setMember({ kind: 'CHILD', childUserId: k.id })}
                />
                <label htmlFor={`${id}-${k.id}`}>{childChoice(`${k.firstName} ${k.lastName}`, k.age)}</label>
              </Choice>
            ))}
          </fieldset>
        )}
      </QueryBlock>
      {err('member')}
      <div>
        <Button type="submit" $variant="primary">
          {SHOW_ACADEMY_PACKS}
        </Button>
      </div>
    </Form>
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
  const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(p.startDate)
  return (
    <>
      <h2>{p.courseCategoryName}</h2>
      <p>{academyFor(who, day)}</p>
      <QueryBlock query={packs} empty={{ when: (l) => l.length === 0, message: NO_ACADEMY_PACKS }}>
        {(list) => (
          <Cards>
            {list.map((pack) => (
              <Card key={pack.productId} aria-labelledby={`pack-${pack.productId}`}>
                <h3 id={`pack-${pack.productId}`}>{pack.title}</h3>
                <p>{sessionsAndPrice(pack.listingCategory.restrictions[0]?.restrictionCount ?? 0, formatRupees(pack.price.sellingPrice))}</p>
                <Button type="button" $variant="primary" onClick={() => setSelling(pack)}>
                  {SELL_PACK_BUTTON}
                </Button>
              </Card>
            ))}
          </Cards>
        )}
      </QueryBlock>
      {selling === undefined ? null : <SellAcademyPack {...p} pack={selling} onClose={() => setSelling(undefined)} />}
    </>
  )
}

/** Sells the academy pack in cash: the amount must be the pack's price ('Payment amount does not match the pack price'). */
const SellAcademyPack = (p: PacksProps & { readonly pack: CatalogPtPack; readonly onClose: () => void }) => {
  const id = useId()
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
  const goToMember = () => navigate(memberPath(p.userId))
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

const Form = styled.form`
  display: grid;
  gap: 12px;
  max-width: 560px;
  fieldset {
    border: 1px solid ${theme.color.border};
    border-radius: 8px;
    padding: 8px 12px;
  }
  h2 {
    font-size: 1.1rem;
    margin: 8px 0 0;
  }
`
const Choice = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 32px;
`
const FieldError = styled.p`
  color: ${theme.color.danger};
  margin: 4px 0 0;
`
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 12px;
`
const Card = styled.article`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: 8px;
  padding: 12px;
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
`
