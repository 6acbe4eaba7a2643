const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi
/** Runs of 10 or more digits, optionally with a +91 / 91 / 0 prefix and separators. */
const PHONE = /(\+?\d[\d\s-]{8,}\d)/g

/** Replaces phone numbers and e-mail addresses so that no report carries them. */
export const scrubPii = (text: string): string =>
  text.replace(EMAIL, '[email]').replace(PHONE, (m) => (m.replace(/\D/g, '').length >= 10 ? '[phone]' : m))

/** Scrubs every string inside a JSON-like value. */
export const scrubDeep = <T>(value: T): T => {
  if (typeof value === 'string') return scrubPii(value) as T
  if (Array.isArray(value)) return value.map(scrubDeep) as T
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = scrubDeep(v)
    return out as T
  }
  return value
}
