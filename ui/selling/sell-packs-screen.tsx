import * as TE from 'fp-ts/TaskEither'
import { type ReactNode, useEffect, useState } from 'react'
import { useUniqueId } from '../app/use-unique-id'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { cashPaymentAvailable } from '../../core/access/cash-payment.rule'
import { isCentreManager } from '../../core/access/staff-role.rule'
import type { Centre } from '../../core/centre/centre'
import type { SaleInProgress } from '../../core/payment/sale-in-progress.use-case'
import { sellLockReason, sellLockShownAsBanner } from '../../core/payment/payment-lock.rule'
import type { SellablePack } from '../../core/selling/catalog'
import { formatRupees } from '../../core/shared/money'
import { epochMs } from '../../core/shared/brands'
import {
  NO_PACKS,
  RESUME_PAYMENT,
  SELL_PACK_BUTTON,
} from '../../core/shared/messages'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { useCurrentRoute } from '../shell/current-route.context'
import { useStaffAccess } from '../shell/staff-access.context'
import { theme } from '../theme/theme'
import { Button } from '../widgets/button'
import { PageTitle } from '../widgets/page-title'
import { QueryBlock } from '../widgets/query-block'
import { type SaleContext, SellPackModal } from './sell-pack-modal'
import { VisuallyHidden } from '../widgets/visually-hidden'
import { SaleCustomerLookup, useSaleLookup } from './sale-customer-lookup'
import { openMember } from './sale-customer-state'
import { PurchaseModals } from './purchase/purchase-modals'
import { usePaymentLock } from './purchase/payment-channel'
import { usePurchase } from './purchase/use-purchase'
import { PackCard, PackCards, PackPrice } from './pack-cards'

/** Router state of a sale opened from the lead modal (part 2 §2). */
type SellPacksState = {
  readonly fromLeadManager?: boolean
  readonly userId?: string
  /** Upgrade to premium from the customer's current membership (the profile's Upgrade). */
  readonly upgradeFrom?: { readonly membershipId: string; readonly end: number }
}

export type SellPacksScreenProps = {
  /** Bootcamp and source sales: the slot chooser of the bootcamp flow (it sets `bootcampSlotId`). */
  readonly slotChooser?: (
    setSlot: (slotId: string | undefined) => void,
    sale: { readonly userId: string; readonly centre: Centre; readonly source: string | undefined },
  ) => ReactNode
}

/**
 * /sell-packs: find the customer, choose a pack, sell it in the Sell Pack modal. A card-machine
 * payment left unfinished (reload, another tab, lost network) is found in the centre's stored
 * orders and confirmed again here, never charged a second time.
 */
export const SellPacksScreen = ({ slotChooser }: SellPacksScreenProps) => {
  const { route } = useCurrentRoute()
  const { state: access } = useStaffAccess()
  if (access.status !== 'ready' || access.access.selected === undefined) return null
  const centre = access.access.selected
  return (
    <section aria-labelledby="page-title">
      <PageTitle>{route.title}</PageTitle>
      <SellPacksBody
        key={centre.centerServiceId}
        centre={centre}
        staff={{ id: access.access.userContext.id, ...(access.access.userContext.phone === undefined ? {} : { phone: access.access.userContext.phone }) }}
        centreManager={isCentreManager(access.access.memberships, centre)}
        {...(slotChooser === undefined ? {} : { slotChooser })}
      />
    </section>
  )
}

type BodyProps = {
  readonly centre: Centre
  readonly staff: { readonly id: string; readonly phone?: string }
  readonly centreManager: boolean
  readonly slotChooser?: SellPacksScreenProps['slotChooser']
}

const SellPacksBody = ({ centre, staff, centreManager, slotChooser }: BodyProps) => {
  const id = useUniqueId()
  const navigate = useNavigate()
  const location = useLocation()
  const [params] = useSearchParams()
  const sellablePacks = useUseCase('sellablePacks')
  const centreConfiguration = useUseCase('centreConfiguration')
  const saleInProgress = useUseCase('saleInProgress')
  const routeState = (location.state ?? {}) as SellPacksState
  const source = params.get('source') ?? undefined
  const [selling, setSelling] = useState<SellablePack | undefined>(undefined)
  const [slotId, setSlotId] = useState<string | undefined>(undefined)
  // Another tab running a payment, and changes of the stored payment elsewhere (read it again at once).
  const lock = usePaymentLock(centre.centerServiceId)
  const otherTab = lock.payingTabs.length > 0
  const storageChanges = lock.changes
  // The unfinished payment this screen resumes: the one found when it opened with no tab running it
  // (a reload), or the one Continue was pressed for; closing its modal stops it here until Continue.
  const [resume, setResume] = useState<{ readonly run: number; readonly open?: string; readonly decided?: boolean }>({ run: 0 })

  const lookup = useSaleLookup(centre)
  const saleCustomer = lookup.customer
  const customerId = saleCustomer?.userId
  const packs = useUseCaseQuery(['selling', 'centre', centre.id, 'packs', customerId], () => sellablePacks({ centerId: centre.id, ...(customerId === undefined ? {} : { userId: customerId }) }), {
    enabled: customerId !== undefined,
  })
  const config = useUseCaseQuery(['selling', 'centre', centre.id, 'configuration'], () => centreConfiguration(centre.id))

  // An unfinished card-machine payment of this centre (this tab before a reload, or another tab),
  // read again when another tab changes it and when this tab's Sell Pack modal opens or closes.
  const stored = useUseCaseQuery(
    ['selling', 'centre', centre.centerServiceId, 'saleInProgress', storageChanges, selling?.id ?? ''],
    // TanStack Query keeps no undefined answer: none is null here.
    () => TE.map((found: SaleInProgress | undefined) => found ?? null)(saleInProgress(centre.centerServiceId)),
    { staleTime: 0 },
  )
  const inProgress = stored.data ?? undefined
  // Until the stored payment has been read, no new sale may start.
  // (and until the tabs running a payment have had time to say so).
  const storedUnknown = stored.data === undefined || !lock.settled
  if (resume.decided !== true && !storedUnknown) {
    // Decided once, when the screen opens: a payment left by this tab (reload) or by a closed tab is resumed at once.
    const found = inProgress !== undefined && !otherTab ? inProgress.order.order.orderId : undefined
    setResume((r) => ({ ...r, decided: true, ...(found === undefined ? {} : { open: found }) }))
  }
  // Why a new sale cannot start now: every disabled Sell Pack button says so.
  const lockReason = sellLockReason({ storedKnown: !storedUnknown, unresolvedHere: inProgress !== undefined, otherTabPaying: otherTab })
  const reasonId = `${id}-lock`
  const resuming = inProgress !== undefined && !otherTab && resume.open === inProgress.order.order.orderId

  const cashAllowed = cashPaymentAvailable({ cashFeatureOn: config.data?.cashPaymentEnabled === true, centre, userIsCentreManager: centreManager })
  const context: SaleContext = {
    ...(source === undefined ? {} : { source }),
    ...(slotId === undefined ? {} : { bootcampSlotId: slotId }),
  }

  return (
    <>
      {inProgress !== undefined && selling === undefined && resuming ? (
        <ResumePurchase
          key={`${inProgress.order.order.orderId}-${resume.run}`}
          centre={centre}
          staff={staff}
          order={inProgress}
          onClosed={() => {
            setResume(({ open: _closed, ...r }) => r)
            void stored.refetch()
          }}
          onDone={(u) => {
            void stored.refetch()
            openMember(navigate, u)
          }}
        />
      ) : null}
      {lockReason !== undefined && !sellLockShownAsBanner(lockReason) ? <VisuallyHidden id={reasonId}>{lockReason}</VisuallyHidden> : null}
      {sellLockShownAsBanner(lockReason) ? (
        <Banner id={reasonId} role="status">
          {lockReason}
          {inProgress !== undefined && !otherTab && !resuming ? (
            <Button type="button" onClick={() => setResume((r) => ({ ...r, run: r.run + 1, open: inProgress.order.order.orderId }))}>
              {RESUME_PAYMENT}
            </Button>
          ) : null}
        </Banner>
      ) : null}
      <SaleCustomerLookup lookup={lookup}>
        {() => (
          <QueryBlock query={packs} empty={{ when: (l) => l.length === 0, message: NO_PACKS }}>
            {(list) => (
              <PackCards>
                {list.map((pk) => (
                  <PackCard key={pk.id} aria-labelledby={`${id}-${pk.id}`}>
                    <h3 id={`${id}-${pk.id}`}>{pk.title}</h3>
                    <Muted>{pk.displayName ?? pk.name}</Muted>
                    <PackPrice>{formatRupees(pk.price)}</PackPrice>
                    <Button
                      type="button"
                      disabled={lockReason !== undefined}
                      onClick={() => setSelling(pk)}
                      aria-describedby={lockReason === undefined ? `${id}-${pk.id}` : `${id}-${pk.id} ${reasonId}`}
                    >
                      {SELL_PACK_BUTTON}
                    </Button>
                  </PackCard>
                ))}
              </PackCards>
            )}
          </QueryBlock>
        )}
      </SaleCustomerLookup>
      {selling !== undefined && saleCustomer !== undefined ? (
        <SellPackModal
          customer={saleCustomer}
          centre={centre}
          packs={[selling]}
          staff={staff}
          cashAllowed={cashAllowed}
          addOnsEnabled={config.data?.addOnEnabled === true}
          context={context}
          {...(routeState.upgradeFrom === undefined ? {} : { upgradeFrom: routeState.upgradeFrom })}
          {...(slotChooser === undefined ? {} : { slotChooser: slotChooser(setSlotId, { userId: saleCustomer.userId, centre, source }) })}
          onClose={() => setSelling(undefined)}
          onDone={({ userId: u }) => {
            setSelling(undefined)
            openMember(navigate, u)
          }}
        />
      ) : null}
    </>
  )
}

/** Confirms the centre's unfinished card-machine payment again (after a reload, or in a second tab). */
const ResumePurchase = ({
  centre,
  staff,
  order,
  onClosed,
  onDone,
}: {
  readonly centre: Centre
  readonly staff: { readonly id: string; readonly phone?: string }
  readonly order: SaleInProgress
  readonly onClosed: () => void
  readonly onDone: (userId: string) => void
}) => {
  const purchase = usePurchase(centre.centerServiceId)
  const sale = order.sale
  const { start } = purchase
  useEffect(() => {
    start({
      centre,
      staff,
      userId: sale?.userId ?? '',
      packId: sale?.packId ?? '',
      ...(sale?.startDate === undefined ? {} : { startDate: epochMs(sale.startDate) }),
      payment: { mode: 'DIGITAL', ...(sale?.terminalId === undefined ? {} : { terminalId: sale.terminalId }) },
    })
    // Started once per stored order (the component is keyed by the order id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const view = purchase.view
  if (view === undefined || view.kind === 'invalid') return null
  return (
    <PurchaseModals
      view={view}
      {...(sale?.terminalId === undefined ? {} : { terminalId: sale.terminalId })}
      offline={purchase.offline}
      onCollect={() => purchase.act('collectAndContinue')}
      onTryAgain={() => purchase.act('tryAgain')}
      onClose={() => {
        purchase.act('close')
        purchase.reset()
        onClosed()
      }}
      onDone={() => {
        purchase.reset()
        onDone(sale?.userId ?? '')
      }}
    />
  )
}

const Muted = styled.p`
  margin: 0;
  color: ${theme.color.muted};
  font-size: 13px;
`
const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: 8px;
  background: ${theme.color.dangerSoft};
  color: ${theme.color.danger};
`
