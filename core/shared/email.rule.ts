/** The simple e-mail pattern (part 1 §5): something@something.something, no spaces. */
export const isValidEmail = (v: unknown): boolean =>
  typeof v === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())
