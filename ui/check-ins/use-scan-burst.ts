import { useLayoutEffect, useRef } from 'react'
import { EMPTY_BURST, type ScanBurst, scanStep } from '../../core/check-in/scan-burst.rule'

/** Whether a key went to something that takes typing. */
const typedInField = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  const tag = target.tagName
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT'
}

/**
 * Listens for a scanner's burst (core rule `scan-burst.rule`) on the whole page and calls `onScan`
 * with the code. At the desk, keys typed in a form field are the staff member's and never a scan
 * (`inFields: false`); at the kiosk, whose only field is the phone, a burst counts wherever the
 * focus is (`inFields: true`). The Enter that ends a scan is kept from pressing anything else.
 */
export const useScanBurst = (onScan: (code: string) => void, o: { readonly inFields: boolean }): void => {
  const burst = useRef<ScanBurst>(EMPTY_BURST)
  const { inFields } = o
  // Listening from the moment the desk is drawn (not after the next paint): a scan right after it opens counts.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || (!inFields && typedInField(e.target))) {
        burst.current = EMPTY_BURST
        return
      }
      const step = scanStep(burst.current, { key: e.key, at: e.timeStamp })
      burst.current = step.burst
      if (step.scan !== undefined) {
        e.preventDefault()
        onScan(step.scan)
      }
    }
    window.addEventListener('keydown', onKey, { capture: inFields })
    return () => window.removeEventListener('keydown', onKey, { capture: inFields })
  }, [onScan, inFields])
}
