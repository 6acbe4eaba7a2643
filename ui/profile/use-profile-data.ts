import type { Centre } from '../../core/centre/centre'
import type { ProfileCentre } from '../../core/customer/customer'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { useUseCase } from '../app/use-cases.context'
import { profileKeys } from './profile-queries'

/** The centre as the memberships call asks for it. */
export const profileCentreOf = (c: Centre): ProfileCentre => ({ centerId: c.id, centerServiceId: c.centerServiceId, ...(c.type === 'PLAY' ? { play: true } : {}) })

/** The customer block's query (header, phone, payment links and the forms share it: one request). */
export const useCustomer = (customerId: string) => {
  const load = useUseCase('loadCustomer')
  return useUseCaseQuery(profileKeys.customer(customerId), () => load(customerId), { keepPrevious: false })
}

/** The memberships response at the centre (memberships, last check-ins and bookings, trials, buttons). */
export const useMemberships = (customerId: string, centre: Centre) => {
  const load = useUseCase('loadMemberships')
  return useUseCaseQuery(profileKeys.memberships(customerId, centre.id), () => load({ userId: customerId, centre: profileCentreOf(centre) }), { keepPrevious: false })
}

/** The centre's configuration (PII access, biometrics, payment links, add-ons); not about the customer. */
export const useCentreConfig = (centre: Centre) => {
  const load = useUseCase('centreConfiguration')
  return useUseCaseQuery(['centre', centre.id, 'config'], () => load(centre.id), { staleTime: 5 * 60_000 })
}

/** The customer's PT packs (the action buttons need to know whether one is active). */
export const usePtPacks = (customerId: string) => {
  const load = useUseCase('loadPtPacks')
  return useUseCaseQuery(profileKeys.ptPacks(customerId), () => load(customerId), { keepPrevious: false })
}
