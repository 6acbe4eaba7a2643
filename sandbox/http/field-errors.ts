import type { Context } from 'hono'

/** Answers a list of field errors: the first as the message, all of them in `errors`. */
export const invalidFields = (c: Context, errors: Record<string, string>): Response =>
  c.json({ message: Object.values(errors)[0] ?? 'Invalid request', errors }, 400)

/** A text left out, null or only spaces. */
export const blank = (s: string | null | undefined): boolean => s === undefined || s === null || s.trim() === ''
