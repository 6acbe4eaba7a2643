import { useUseCase } from '../app/use-cases.context'
import { useUseCaseQuery } from '../app/use-use-case-query'
import { careKeys } from './care-keys'

/** The customer (name, phone in clear): the profile's own customer query, shared with the header. */
export const useCareCustomer = (customerId: string, needed: boolean) => {
  const load = useUseCase('loadCustomer')
  return useUseCaseQuery(careKeys.customer(customerId), () => load(customerId), { enabled: needed, keepPrevious: false })
}
