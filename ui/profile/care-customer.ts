import type { Centre } from '../../core/centre/centre'
import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { careKeys } from './care-keys'

/** The customer, looked up once by user id (never records a pitch), when the screen does not hold them. */
export const useCareCustomer = (customerId: string, centre: Centre, needed: boolean) => {
  const lookup = useUseCase('lookupCustomer')
  return useUseCaseQuery(
    careKeys.careCustomer(customerId),
    () => lookup({ input: customerId, centre: { centerId: centre.id, centerServiceId: centre.centerServiceId }, suppressPitch: true }),
    { enabled: needed },
  )
}
