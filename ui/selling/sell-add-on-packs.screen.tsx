import { useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { cashPaymentAvailable } from '../../core/access/cash-payment.rule'
import { isCentreManager } from '../../core/access/staff-role.rule'
import type { Centre } from '../../core/centre/centre'
import { dayLabel } from '../../core/customer/profile-dates.rule'
import { type AddOnSaleItem, addOnSellable, addOnSellableAgainst, remainingMembershipDays } from '../../core/selling/add-on-sale.rule'
import type { SellablePack } from '../../core/selling/catalog'
import { formatRupees } from '../../core/shared/money'
import {
  ADD_ON_MEMBERSHIP_LABEL,
  ADD_ON_MEMBERSHIP_NOT_ACTIVE,
  ADD_ON_NEEDS_MEMBERSHIP,
  ADD_ON_SELL_BUTTON,
  ADD_ONS_NOT_SOLD_HERE,
  BACK_TO_MEMBER,
  CUSTOMER_LABEL,
  NO_ADD_ONS_FOR_MEMBERSHIP,
  PAYMENT_IN_ANOTHER_TAB,
  addOnRunsUntil,
} from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { usePaymentInAnotherTab } from './purchase/payment-channel'
import { openMember, PROFILE_CUSTOMER_KEY } from './sale-customer-state'
import { useHeldSaleCustomer } from './sale-customer-lookup'
import { SellPackModal } from './sell-pack-modal'
import { useSaleCustomer } from './use-sale-customer'
import { PackCard, PackCards, PackPrice } from './pack-cards'
import { SaleSummary } from './sale-summary'

/**
 * /sell-add-on-packs (part 2 §2): opened from Sell Add-ons on an active membership of /user
 * (`?userId=&membershipId=`). Lists the add-ons that fit the membership's remaining days and sells
 * one on its own in the Sell Pack modal, through the same sale rules and purchase flow as a pack
 * (card machine, or cash with the OTP where required); then back to /user.
 */
export default function SellAddOnPacksScreen() {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  if (access.status !== 'ready' || access.access.selected === undefined) return null
  const centre = access.access.selected
  const ctx = access.access.userContext
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <AddOnSale
        key={centre.centerServiceId}
        centre={centre}
        staff={{ id: ctx.id, ...(ctx.phone === undefined ? {} : { phone: ctx.phone }) }}
        centreManager={isCentreManager(access.access.memberships, centre)}
      />
    </section>
  )
}

type Props = { readonly centre: Centre; readonly staff: { readonly id: string; readonly phone?: string }; readonly centreManager: boolean }

const AddOnSale = ({ centre, staff, centreManager }: Props) => {
  const id = useUniqueId()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const { held: userId } = useHeldSaleCustomer()
  const membershipId = Number(params.get('membershipId') ?? '')
  const addOnPacks = useUseCase('addOnPacks')
  const centreConfiguration = useUseCase('centreConfiguration')
  const now = useUseCase('now')()
  const [selling, setSelling] = useState<SellablePack | undefined>(undefined)
  const otherTab = usePaymentInAnotherTab(centre.centerServiceId)

  const known = userId !== '' && Number.isInteger(membershipId) && membershipId > 0
  // A user id alone is no sale: without the membership nothing is looked up.
  const { query: customer, customer: saleCustomer } = useSaleCustomer(centre, known ? userId : '', true)
  const config = useUseCaseQuery(['selling', 'centre', centre.id, 'configuration'], () => centreConfiguration(centre.id))
  const membership = customer.data?.memberships.memberships.find((m) => m.id === membershipId)
  const item: AddOnSaleItem | undefined =
    membership === undefined ? undefined : { membershipId: membership.id, membershipStart: membership.start, membershipEnd: membership.end }
  const active = item !== undefined && addOnSellableAgainst(item, now)
  const days = item === undefined ? 0 : remainingMembershipDays(item, now)
  const addOns = useUseCaseQuery(
    ['selling', userId, 'add-ons', { membershipId, days }],
    () => addOnPacks({ centerServiceId: centre.centerServiceId, userId, basePackDuration: days, isPrePurchaseFlow: false }),
    { enabled: active && config.data?.addOnEnabled === true },
  )

  if (!known) return <Muted role="status">{ADD_ON_NEEDS_MEMBERSHIP}</Muted>

  const cashAllowed = cashPaymentAvailable({ cashFeatureOn: config.data?.cashPaymentEnabled === true, centre, userIsCentreManager: centreManager })
  const back = <BackLink to="/user" state={{ [PROFILE_CUSTOMER_KEY]: userId }}>{BACK_TO_MEMBER}</BackLink>

  return (
    <QueryBlock query={customer}>
      {(c) => {
        const name = saleCustomer?.name ?? ''
        return (
          <>
            <AddOnSummary>
              <div>
                <dt>{CUSTOMER_LABEL}</dt>
                <dd>
                  {name} <Muted as="span">{c.customer.id}</Muted>
                </dd>
              </div>
              <div>
                <dt>{ADD_ON_MEMBERSHIP_LABEL}</dt>
                <dd>{membership === undefined ? ADD_ON_NEEDS_MEMBERSHIP : `${membership.name} · ${dayLabel(membership.start)} – ${dayLabel(membership.end)}`}</dd>
              </div>
            </AddOnSummary>
            {back}
            {membership === undefined ? null : !active ? (
              <Muted role="status">{ADD_ON_MEMBERSHIP_NOT_ACTIVE}</Muted>
            ) : (
              <QueryBlock query={config}>
                {(cfg) =>
                  !cfg.addOnEnabled ? (
                    <Muted role="status">{ADD_ONS_NOT_SOLD_HERE}</Muted>
                  ) : (
                    <QueryBlock query={addOns} empty={{ when: (l) => l.length === 0, message: NO_ADD_ONS_FOR_MEMBERSHIP }}>
                      {(list) => (
                        <PackCards>
                          {list.map((a) => (
                            <PackCard key={a.id} aria-labelledby={`${id}-${a.id}`}>
                              <h2 id={`${id}-${a.id}`}>{a.product.title}</h2>
                              {a.product.description === undefined ? null : <Muted>{a.product.description}</Muted>}
                              <Muted>{addOnRunsUntil(dayLabel(membership.end))}</Muted>
                              <PackPrice>{formatRupees(a.price.listingPrice)}</PackPrice>
                              <Button type="button" disabled={otherTab} onClick={() => setSelling(addOnSellable(a, centre.id, days))} aria-describedby={otherTab ? `${id}-${a.id} ${id}-lock` : `${id}-${a.id}`}>
                                {ADD_ON_SELL_BUTTON}
                              </Button>
                            </PackCard>
                          ))}
                        </PackCards>
                      )}
                    </QueryBlock>
                  )
                }
              </QueryBlock>
            )}
            {otherTab ? <Muted id={`${id}-lock`} role="alert">{PAYMENT_IN_ANOTHER_TAB}</Muted> : null}
            {selling !== undefined && item !== undefined && saleCustomer !== undefined ? (
              <SellPackModal
                customer={saleCustomer}
                centre={centre}
                packs={[selling]}
                staff={staff}
                cashAllowed={cashAllowed}
                addOnsEnabled={false}
                context={{ addOnFor: item }}
                onDone={(r) => openMember(navigate, r.userId)}
                onClose={() => setSelling(undefined)}
              />
            ) : null}
          </>
        )
      }}
    </QueryBlock>
  )
}

/** The customer and the membership the add-on is for, above the way back. */
const AddOnSummary = styled(SaleSummary)`
  margin-bottom: 12px;
`

const Muted = styled.p`
  color: ${theme.color.muted};
  margin: 0;
`

const BackLink = styled(Link)`
  display: inline-block;
  margin-bottom: 16px;
  color: ${theme.color.primary};
  font-weight: 600;
`
