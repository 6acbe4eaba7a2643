import { useEffect, useState } from 'react'
import { NO_LOCK, type PaymentLock } from '../../../core/payment/payment-lock.rule'
import { useUseCase } from '../../app/use-cases.context'

/**
 * What the portal's other tabs say about the centre's card-machine payments (the payment-signals
 * port: a BroadcastChannel and the storage event in the browser): the tabs running one now, and a
 * count of changes of the stored payment, so the screen reads it again at once. A payment that
 * ends in any tab frees every tab at once.
 */
export const usePaymentLock = (centerServiceId: number): PaymentLock => {
  const watch = useUseCase('watchPaymentLock')
  const [lock, setLock] = useState<PaymentLock>(NO_LOCK)
  useEffect(() => {
    const sub = watch(centerServiceId).subscribe({ next: setLock })
    return () => sub.unsubscribe()
  }, [watch, centerServiceId])
  return lock
}

/** True while another tab runs a payment for this centre. */
export const usePaymentInAnotherTab = (centerServiceId: number): boolean => usePaymentLock(centerServiceId).payingTabs.length > 0
