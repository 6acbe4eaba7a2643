import { useEffect, useState } from 'react'

/**
 * Tabs of the portal tell each other when a card-machine payment starts and ends (per centre),
 * through a BroadcastChannel; a tab that hears 'started' refuses to start another sale until it
 * hears 'ended' or the stored order is resolved (the storage event covers browsers without the
 * channel). The sandbox refuses a second order for the same sale too, so the guarantee does not
 * rest on the browser.
 */
const CHANNEL = 'centre-portal:payments'

type Message = { readonly centerServiceId: number; readonly event: 'started' | 'ended'; readonly tab: string }

const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`

const channel = (): BroadcastChannel | undefined => (typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL))

export const announcePayment = (centerServiceId: number, event: Message['event']): void => {
  const c = channel()
  if (c === undefined) return
  c.postMessage({ centerServiceId, event, tab: TAB_ID } satisfies Message)
  c.close()
}

/** True while another tab says it is running a payment for this centre. */
export const usePaymentInAnotherTab = (centerServiceId: number): boolean => {
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    const c = channel()
    if (c === undefined) return
    c.onmessage = (e: MessageEvent<Message>) => {
      const m = e.data
      if (m.tab === TAB_ID || m.centerServiceId !== centerServiceId) return
      setBusy(m.event === 'started')
    }
    return () => c.close()
  }, [centerServiceId])
  return busy
}

/** Re-renders when another tab changes one of these storage keys (a payment stored or resolved there). */
export const useStorageChange = (keys: readonly string[]): number => {
  const [n, setN] = useState(0)
  const joined = keys.join('|')
  useEffect(() => {
    const watched = joined.split('|')
    const on = (e: StorageEvent) => {
      if (e.key === null || watched.includes(e.key)) setN((x) => x + 1)
    }
    window.addEventListener('storage', on)
    return () => window.removeEventListener('storage', on)
  }, [joined])
  return n
}
