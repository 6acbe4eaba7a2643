/** What the rule reads of a pack's benefit (a membership's benefit has it). */
type SessionBenefit = { readonly name: string; readonly maxTickets: number }

/**
 * A session count written into a pack's name: '60 sessions', '1 session', '12-session', with the
 * brackets or separator that set it off ('Personal training L1: 12 sessions', 'PT (8 sessions)').
 */
const SESSION_COUNT = /\s*[:\-–—,·|]?\s*[([]?\s*\b(\d+)\s*[-\s]?\s*sessions?\b\s*[)\]]?/gi
const LOOSE_ENDS = /^[\s:\-–—,·|]+|[\s:\-–—,·|]+$/g

/** The session counts a name carries: [60] for 'Personal Training 60 sessions', [] for 'PT trial session'. */
export const sessionCountsIn = (name: string): readonly number[] => [...name.matchAll(SESSION_COUNT)].map((m) => Number(m[1]))

/**
 * The name without the session count it carries ('Personal Training 60 sessions' → 'Personal
 * Training'); a name that is nothing but a count, or carries none, is kept as it is.
 */
export const nameWithoutSessionCount = (name: string): string => {
  const stripped = name.replace(SESSION_COUNT, ' ').replace(/\s{2,}/g, ' ').replace(LOOSE_ENDS, '')
  return stripped === '' ? name : stripped
}

/**
 * The sessions a sessions-based pack holds, from its benefits: the first that counts sessions ('PT
 * sessions'). A benefit that counts something else (a gym's 'Centre access' days) is no session count.
 */
export const packSessionCount = (benefits: readonly SessionBenefit[]): number | undefined =>
  benefits.find((b) => b.maxTickets > 0 && /\bsessions?\b/i.test(b.name))?.maxTickets

/**
 * The name a sessions-based pack is shown by, given the sessions it truly holds (its benefits, or
 * a catalogue pack's session restriction). A name says how many sessions the pack had when it was
 * sold or listed ('Personal Training 60 sessions'), and an edit of the sessions does not rename it:
 * the name keeps its count only while that count is the true one, and loses it otherwise, so no
 * screen shows a count the pack does not hold. A pack whose sessions are not known keeps its name.
 */
export const packName = (name: string, sessions: number | undefined): string => {
  if (sessions === undefined) return name
  const counts = sessionCountsIn(name)
  return counts.length === 0 || counts.every((c) => c === sessions) ? name : nameWithoutSessionCount(name)
}

/** A membership's shown name: its count checked against its benefits (see packName). */
export const membershipPackName = (m: { readonly name: string; readonly benefits: readonly SessionBenefit[] }): string => packName(m.name, packSessionCount(m.benefits))
