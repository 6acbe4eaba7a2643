import { useCallback, useEffect, useRef, useState } from 'react'
import { Subject, type Subscription } from 'rxjs'
import type { PaymentAction, PaymentView } from '../../../core/payment/confirm-payment.use-case'
import type { SaleRequest } from '../../../core/selling/prepare-sale.use-case'
import { useUseCase } from '../../app/use-cases.context'

export type Purchase = {
  /** The flow's latest view; undefined before a start and after a reset. */
  readonly view: PaymentView | undefined
  /** The sale the flow is for. */
  readonly request: SaleRequest | undefined
  readonly offline: boolean
  readonly running: boolean
  readonly start: (request: SaleRequest) => void
  readonly act: (a: PaymentAction) => void
  /** Ends the flow on screen (unsubscribes); a stored unfinished order stays stored. */
  readonly reset: () => void
}

const isEnd = (v: PaymentView | undefined): boolean =>
  v !== undefined && (v.kind === 'invalid' || (v.kind === 'purchase' && ['succeeded', 'failed', 'paymentPending', 'creationPending', 'couldNotCollect', 'refund', 'machineBusy', 'somethingWentWrong', 'orderNotCreated', 'closed'].includes(v.state.step)))

/**
 * Runs confirmPayment for a sale and keeps its latest view. Staff clicks go in as actions. When
 * the network comes back after an outage, a 'could not be confirmed' is tried again and a
 * pending end is resumed (the stored order is confirmed again, never re-created).
 */
export const usePurchase = (centerServiceId: number): Purchase => {
  const confirm = useUseCase('confirmPayment')
  const announce = useUseCase('announcePayment')
  /** Whether this flow told the other tabs it started (so that it tells them it ended, once). */
  const announced = useRef(false)
  const ended = useCallback(() => {
    if (!announced.current) return
    announced.current = false
    void announce(centerServiceId, 'ended')()
  }, [announce, centerServiceId])
  const [view, setView] = useState<PaymentView | undefined>(undefined)
  const [request, setRequest] = useState<SaleRequest | undefined>(undefined)
  const [offline, setOffline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false)
  const sub = useRef<Subscription | undefined>(undefined)
  const actions = useRef(new Subject<PaymentAction>())
  const wentOffline = useRef(false)
  const viewRef = useRef<PaymentView | undefined>(undefined)

  const subscribe = useCallback(
    (r: SaleRequest, autoCollect: boolean) => {
      sub.current?.unsubscribe()
      actions.current = new Subject<PaymentAction>()
      setRequest(r)
      announced.current = true
      void announce(centerServiceId, 'started')()
      sub.current = confirm({ ...r, actions: actions.current, autoCollect }).subscribe({
        next: (v) => {
          viewRef.current = v
          setView(v)
        },
        complete: ended,
      })
    },
    [confirm, announce, ended, centerServiceId],
  )

  const start = useCallback((r: SaleRequest) => subscribe(r, false), [subscribe])
  const act = useCallback((a: PaymentAction) => actions.current.next(a), [])
  const reset = useCallback(() => {
    sub.current?.unsubscribe()
    sub.current = undefined
    viewRef.current = undefined
    setView(undefined)
    setRequest(undefined)
    ended()
  }, [ended])

  useEffect(() => {
    const down = () => {
      wentOffline.current = true
      setOffline(true)
    }
    const up = () => {
      setOffline(false)
      const v = viewRef.current
      if (!wentOffline.current || v?.kind !== 'purchase') return
      wentOffline.current = false
      if (v.state.step === 'couldNotConfirm') actions.current.next('tryAgain')
      else if (v.state.step === 'paymentPending' && request !== undefined) subscribe(request, true)
    }
    window.addEventListener('offline', down)
    window.addEventListener('online', up)
    return () => {
      window.removeEventListener('offline', down)
      window.removeEventListener('online', up)
    }
  }, [request, subscribe])

  // Leaving the screen mid-payment: the flow stops here (the stored order is resumed later) and the other tabs are freed.
  useEffect(
    () => () => {
      sub.current?.unsubscribe()
      ended()
    },
    [ended],
  )

  return { view, request, offline, running: view !== undefined && !isEnd(view), start, act, reset }
}
