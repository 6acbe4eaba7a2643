import type { Observable } from 'rxjs'

/** What one tab of the portal tells the others about a centre's card-machine payment. */
export type PaymentSignal =
  /** A tab started (`started`) or ended (`ended`) running a payment for the centre. */
  | { readonly kind: 'started' | 'ended'; readonly tab: string }
  /** The centre's stored unfinished payment changed in another tab (stored, resolved or dropped). */
  | { readonly kind: 'changed' }

/**
 * Tabs of the portal telling each other, at once, that a card-machine payment of a centre started
 * or ended (a BroadcastChannel and the storage event in the browser). The sandbox refuses a second
 * order for an unresolved sale as well: the guarantee against a double charge does not rest here.
 */
export interface PaymentSignals {
  /** Tells the other tabs that this tab started or ended running a payment for the centre. */
  announce(centerServiceId: number, kind: 'started' | 'ended'): void
  /** What the other tabs say about the centre (never this tab's own announcements). */
  watch(centerServiceId: number): Observable<PaymentSignal>
}
