import { Observable } from 'rxjs'
import type { PaymentSignal, PaymentSignals } from '../../core/payment/payment-signals.port'
import { saleInProgressKeys } from '../../core/payment/sale-in-progress.keys'

const CHANNEL = 'centre-portal:payments'

/** `ask`: a tab that starts watching asks which tabs run a payment now (they answer `started`). */
type Message = { readonly centerServiceId: number; readonly kind: 'started' | 'ended' | 'ask'; readonly tab: string }

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' &&
  m !== null &&
  typeof (m as Message).centerServiceId === 'number' &&
  ((m as Message).kind === 'started' || (m as Message).kind === 'ended' || (m as Message).kind === 'ask') &&
  typeof (m as Message).tab === 'string'

/**
 * The portal's tabs over a BroadcastChannel (starts and ends of payments) and the storage event
 * (another tab stored or resolved the centre's payment in localStorage, under `prefix`). A tab that
 * closes or reloads while running payments says they ended (pagehide), so no other tab stays locked;
 * a tab that opens asks, and the tabs running a payment answer, so it is locked from the start.
 */
export const createBrowserPaymentSignals = (w: Window, tab: string, prefix = 'portal:'): PaymentSignals => {
  const Channel = (w as Window & { readonly BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel
  const channel = Channel === undefined ? undefined : new Channel(CHANNEL)
  const running = new Set<number>()
  const post = (m: Message): void => {
    try {
      channel?.postMessage(m)
    } catch {
      /* a closed channel: the storage event still tells the other tabs */
    }
  }
  channel?.addEventListener('message', (e: MessageEvent<unknown>) => {
    const m = e.data
    if (isMessage(m) && m.kind === 'ask' && m.tab !== tab && running.has(m.centerServiceId)) post({ centerServiceId: m.centerServiceId, kind: 'started', tab })
  })
  w.addEventListener('pagehide', () => {
    for (const centerServiceId of running) post({ centerServiceId, kind: 'ended', tab })
    running.clear()
  })
  return {
    announce: (centerServiceId, kind) => {
      if (kind === 'started') running.add(centerServiceId)
      else running.delete(centerServiceId)
      post({ centerServiceId, kind, tab })
    },
    watch: (centerServiceId) =>
      new Observable<PaymentSignal>((subscriber) => {
        const keys = saleInProgressKeys(centerServiceId).map((k) => prefix + k)
        const onMessage = (e: MessageEvent<unknown>): void => {
          const m = e.data
          if (isMessage(m) && m.kind !== 'ask' && m.centerServiceId === centerServiceId && m.tab !== tab) subscriber.next({ kind: m.kind, tab: m.tab })
        }
        const onStorage = (e: StorageEvent): void => {
          if (e.key === null || keys.includes(e.key)) subscriber.next({ kind: 'changed' })
        }
        channel?.addEventListener('message', onMessage)
        w.addEventListener('storage', onStorage)
        post({ centerServiceId, kind: 'ask', tab })
        return () => {
          channel?.removeEventListener('message', onMessage)
          w.removeEventListener('storage', onStorage)
        }
      }),
  }
}
