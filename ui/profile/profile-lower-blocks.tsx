import type { UseQueryResult } from '@tanstack/react-query'
import type { Centre } from '../../core/centre/centre'
import type { Customer } from '../../core/customer/customer'
import type { ProfileMemberships } from '../../core/customer/load-memberships.use-case'
import { BcaBlock } from './bca/bca-block'
import { CallTrailBlock } from './call-trail/call-trail-block'
import { LastVisitsBlock } from './check-in-block'
import { ChildrenBlock } from './children-block'
import { InjuriesBlock } from './injury/injuries-block'
import { OrdersBlock } from './orders-block'
import { PlayBookingBlock } from './play-booking-block'
import { MemberCardBlock, MemberHistoryBlock } from './profile-parts'
import { PtBlock } from './pt/pt-block'
import { TasksBlock } from './tasks/tasks-block'

/*
 * The profile beyond its first screenful (customer-profile.tsx): its own chunk, fetched once the
 * profile's first frame has painted (a lazy part fetches in an effect), so a phone paints the
 * screen's frame before this code shares the line with it. From the header search it is fetched
 * ahead (profile-ahead.ts), and its blocks ask for their data with the rest.
 */

type Props = { readonly customerId: string; readonly centre: Centre }

/** The main column below the memberships: orders, PT, history. */
export const MainBelow = ({ customerId, centre }: Props) => (
  <>
    <OrdersBlock customerId={customerId} />
    <PtBlock customerId={customerId} centre={centre} />
    <MemberHistoryBlock customerId={customerId} />
  </>
)

/** The side column: last visits, the member card, children, play bookings, BCA, tasks, calls, injuries. */
export const SideBlocks = ({
  customerId,
  centre,
  customer,
  memberships,
}: Props & { readonly customer: Customer | undefined; readonly memberships: UseQueryResult<ProfileMemberships, Error> }) => (
  <>
    <LastVisitsBlock query={memberships} />
    <MemberCardBlock customerId={customerId} />
    <ChildrenBlock customerId={customerId} customerPhone={customer?.phone} centre={centre} />
    {centre.type === 'PLAY' ? <PlayBookingBlock customerId={customerId} centre={centre} /> : null}
    <BcaBlock customerId={customerId} centre={centre} {...(customer === undefined ? {} : { phone: customer.phone })} />
    <TasksBlock customerId={customerId} centre={centre} />
    <CallTrailBlock customerId={customerId} centre={centre} />
    <InjuriesBlock customerId={customerId} centre={centre} customerName={customer === undefined ? undefined : `${customer.firstName} ${customer.lastName}`.trim()} />
  </>
)
