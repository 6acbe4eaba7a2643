import { useEffect, useMemo, useState } from 'react'
import styled from 'styled-components'
import type { Centre } from '../../core/centre/centre'
import { failureMessage } from '../app/use-use-case-query'
import { ActivePacksBlock } from './active-packs-block'
import { CheckInBlock } from './check-in-block'
import { CheckInAlertsBlock } from './check-in-alerts-block'
import { MembershipsBlock } from './memberships-block'
import { ProfileHeader } from './profile-header'
import { PhoneNumberModal } from './phone-number-modal'
import { ProfileActions } from './profile-actions'
import { useCentreConfig, useCustomer, useMemberships, usePtPacks } from './use-profile-data'
import { useStaffAccess } from '../shell/staff-access.context'
import { useCheckInFlow } from './use-check-in-flow'
// The profile beyond its first screenful: lazy parts (their code after the first paint), fetched ahead when the header search gets focus (profile-ahead.ts).
import { MainBelow, SideBlocks } from './profile-parts'
import { lazy } from '../app/preloadable-lazy'

/** Record Referral opens from the action row; its code loads on the click. */
const RecordReferralModal = lazy(() => import('./referral/record-referral-modal').then((m) => ({ default: m.RecordReferralModal })), { whileLoading: null })

type Props = {
  readonly customerId: string
  readonly centre: Centre
  /** Opened from a check-in card (?Checkins=true): focus lands on the check-in block. */
  readonly focusCheckIns: boolean
  readonly onLoaded: () => void
  readonly onLoadFailed: (message: string) => void
}

/**
 * The customer's profile at the selected centre. Every block is its own query and they all
 * start in the same render, as soon as the customer id is known (no waterfall); each shows its
 * own loading, error and empty state.
 *
 * Layout: one column on a phone; on a laptop a dense two-column desk (wide main column with the
 * header across). Room is left for the PT packs and sessions, BCA, tasks and call trail blocks
 * (ui/profile/pt, bca, tasks, call-trail) in the grid areas named below.
 */
export const CustomerProfile = ({ customerId, centre, focusCheckIns, onLoaded, onLoadFailed }: Props) => {
  const customer = useCustomer(customerId)
  const memberships = useMemberships(customerId, centre)
  const config = useCentreConfig(centre)
  const ptPacks = usePtPacks(customerId)
  const { state: access } = useStaffAccess()
  const ptEnabled = access.status === 'ready' && access.access.gymPtEnabledCenter.includes(centre.id)
  const flow = useCheckInFlow(customerId, centre, customer.data, memberships.data)
  const [phoneOpen, setPhoneOpen] = useState(false)
  const [referral, setReferral] = useState(false)
  // The rule's Record referral (a button for a member, in the list near renewal) opens its dialog here.
  const extra = useMemo(() => ({ recordReferral: () => setReferral(true) }), [])

  const loaded = customer.data !== undefined
  useEffect(() => {
    if (loaded) onLoaded()
  }, [loaded, onLoaded])
  const failed = customer.isError && customer.data === undefined ? failureMessage(customer.error) : undefined
  useEffect(() => {
    if (failed !== undefined) onLoadFailed(failed)
  }, [failed, onLoadFailed])
  useEffect(() => {
    if (focusCheckIns && memberships.data !== undefined) document.getElementById('profile-check-in-title')?.focus()
  }, [focusCheckIns, memberships.data])

  return (
    <Desk>
      <ProfileHeader customerId={customerId} customer={customer} memberships={memberships} checkIn={flow} onPhone={() => setPhoneOpen(true)} />
      <ProfileActions
        customerId={customerId}
        centre={centre}
        customer={customer.data}
        memberships={memberships.data}
        config={config.data}
        ptEnabled={ptEnabled}
        ptPacks={ptPacks.data}
        toCome={customer.isPending || memberships.isPending}
        extra={extra}
      />
      <Main>
        <CheckInBlock customerId={customerId} centre={centre} query={memberships} flow={flow} />
        <CheckInAlertsBlock customerId={customerId} centre={centre} aboveDrawn={loaded && (memberships.data !== undefined || memberships.isError)} />
        <ActivePacksBlock query={memberships} />
        <MembershipsBlock
          customerId={customerId}
          centre={centre}
          query={memberships}
          showAddOns={config.data?.addOnEnabled === true}
          onViewAllOrders={() => document.getElementById('profile-orders-title')?.focus()}
        />
        <MainBelow customerId={customerId} centre={centre} />
      </Main>
      <Side>
        <SideBlocks customerId={customerId} centre={centre} customer={customer.data} memberships={memberships} />
      </Side>
      {referral ? <RecordReferralModal customerId={customerId} centre={centre} onClose={() => setReferral(false)} /> : null}
      {phoneOpen ? <PhoneNumberModal customerId={customerId} centerId={centre.id} onClose={() => setPhoneOpen(false)} /> : null}
    </Desk>
  )
}

const Desk = styled.div`
  display: grid;
  gap: 14px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.65fr) minmax(0, 1fr);
    align-items: start;
  }
`
const Main = styled.div`
  display: grid;
  gap: 14px;
  min-width: 0;
`
const Side = styled.div`
  display: grid;
  gap: 14px;
  min-width: 0;
`
