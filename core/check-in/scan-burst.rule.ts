import { isScanCode } from './member-pass.rule'

/*
 * A desk scanner is a keyboard that types a whole code in a burst and presses Enter. A burst is
 * keys typed at most SCAN_MAX_GAP_MS apart (a person types 150-300 ms apart; a scanner 1-30 ms),
 * at least SCAN_MIN_LENGTH characters long, ended by Enter within the same gap, and shaped like a
 * pass or card code. Anything else is not a scan and is left alone.
 */

/** The longest pause between two keys of one scan. */
export const SCAN_MAX_GAP_MS = 100
/** The fewest characters a scan has (a card code is 16, a pass code 57). */
export const SCAN_MIN_LENGTH = 16
/** The most characters kept: longer bursts are not codes. */
export const SCAN_MAX_LENGTH = 128

/** A key as the desk's keyboard listener sees it: its `key` and its time in milliseconds. */
export type ScanKey = { readonly key: string; readonly at: number }

/** The burst being typed: its characters and the time of its last key. */
export type ScanBurst = { readonly text: string; readonly lastAt: number | undefined }

export const EMPTY_BURST: ScanBurst = { text: '', lastAt: undefined }

/** The next state after a key, and the scanned code when this key completes a scan. */
export type ScanStep = { readonly burst: ScanBurst; readonly scan?: string }

const continues = (b: ScanBurst, at: number): boolean => b.lastAt !== undefined && at - b.lastAt >= 0 && at - b.lastAt <= SCAN_MAX_GAP_MS

/**
 * One key of the burst. A printable character (one character long) extends the burst when it
 * comes soon enough after the previous key, else starts a new one; Enter soon enough after a
 * burst of a code's shape completes a scan; any other key (Shift, arrows, Tab) ends the burst,
 * except Shift, which a scanner presses for capitals.
 */
export const scanStep = (b: ScanBurst, k: ScanKey): ScanStep => {
  if (k.key === 'Enter') {
    const scan = continues(b, k.at) && b.text.length >= SCAN_MIN_LENGTH && isScanCode(b.text) ? b.text : undefined
    return scan === undefined ? { burst: EMPTY_BURST } : { burst: EMPTY_BURST, scan }
  }
  if (k.key === 'Shift') return { burst: b }
  if (k.key.length !== 1) return { burst: EMPTY_BURST }
  const text = continues(b, k.at) ? b.text + k.key : k.key
  return { burst: text.length > SCAN_MAX_LENGTH ? EMPTY_BURST : { text, lastAt: k.at } }
}

/** The scans a run of keys holds, in order (the listener's reducer over a whole run). */
export const scansOf = (keys: readonly ScanKey[]): readonly string[] => {
  let burst = EMPTY_BURST
  const scans: string[] = []
  for (const k of keys) {
    const step = scanStep(burst, k)
    burst = step.burst
    if (step.scan !== undefined) scans.push(step.scan)
  }
  return scans
}
