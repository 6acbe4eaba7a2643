/**
 * The longest text the centre operations API takes in any field of a request (body, query or path):
 * 1,000 characters. The sandbox refuses anything longer, and every form checks it before any OTP
 * or write, so a text the server would refuse is never sent.
 */
export const TEXT_MAX_CHARS = 1000

/** True when a text is longer than the server takes. */
export const textTooLong = (v: string): boolean => v.length > TEXT_MAX_CHARS

/** True when any text in a value (at any depth of its objects and arrays, keys included) is longer than the server takes. */
export const hasTextOverBound = (v: unknown): boolean => {
  const stack: unknown[] = [v]
  while (stack.length > 0) {
    const x = stack.pop()
    if (typeof x === 'string') {
      if (textTooLong(x)) return true
    } else if (Array.isArray(x)) stack.push(...(x as unknown[]))
    else if (x !== null && typeof x === 'object') {
      for (const [k, child] of Object.entries(x)) {
        if (textTooLong(k)) return true
        stack.push(child)
      }
    }
  }
  return false
}
