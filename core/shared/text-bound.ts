/**
 * The longest text the centre operations API takes in any field of a request (body, query or path):
 * 1,000 characters. The sandbox refuses anything longer, and every form checks it before any OTP
 * or write, so a text the server would refuse is never sent.
 */
export const TEXT_MAX_CHARS = 1000

/** True when a text is longer than the server takes. */
export const textTooLong = (v: string): boolean => v.length > TEXT_MAX_CHARS
