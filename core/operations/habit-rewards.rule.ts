import * as E from 'fp-ts/Either'
import type { ValidationFailed } from '../shared/errors'
import { validationFailed } from '../shared/errors'
import * as M from '../shared/messages'
import type { Goodie, GoodieStatus, HabitReward, HabitStatus } from './habit-rewards'
import { withinTextBound } from '../shared/field-check'

/** The words staff use for a habit's status. */
export const HABIT_STATUS_WORDS: Readonly<Record<HabitStatus, string>> = {
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed: to acknowledge',
  ACKNOWLEDGED: 'Acknowledged',
}

/** The words staff use for a goodie's status. */
export const GOODIE_STATUS_WORDS: Readonly<Record<GoodieStatus, string>> = {
  ORDERED: 'Ordered',
  AT_CENTRE: 'At the centre',
  HANDED_OVER: 'Handed over',
}

/** '12 of 16 visits', never more than the target. */
export const habitProgress = (r: Pick<HabitReward, 'done' | 'target'>): { readonly label: string; readonly percent: number } => {
  const target = Math.max(1, r.target)
  const done = Math.max(0, Math.min(r.done, target))
  return { label: `${done} of ${target} visits`, percent: Math.round((done / target) * 100) }
}

/** Only a completed habit that nobody acknowledged yet can be acknowledged. */
export const canAcknowledge = (r: Pick<HabitReward, 'status'>): boolean => r.status === 'COMPLETED'

/** A goodie moves one step at a time: ordered, at the centre, handed over (then it is done). */
export const nextGoodieStatus = (s: GoodieStatus): GoodieStatus | undefined =>
  s === 'ORDERED' ? 'AT_CENTRE' : s === 'AT_CENTRE' ? 'HANDED_OVER' : undefined

/** The action that moves a goodie on, in staff words (undefined when it is done). */
export const goodieActionLabel = (s: GoodieStatus): string | undefined =>
  s === 'ORDERED' ? 'Mark received at centre' : s === 'AT_CENTRE' ? 'Mark handed over' : undefined

/** Moving a goodie to `to` is allowed only as its next step. */
export const checkGoodieMove = (g: Pick<Goodie, 'status'>, to: GoodieStatus): E.Either<string, GoodieStatus> =>
  nextGoodieStatus(g.status) === to ? E.right(to) : E.left(M.goodieMoveRefused(GOODIE_STATUS_WORDS[g.status].toLowerCase(), GOODIE_STATUS_WORDS[to].toLowerCase()))

/** The toast after a goodie moved. */
export const goodieMovedMessage = (to: GoodieStatus): string => (to === 'HANDED_OVER' ? M.GOODIE_HANDED_OVER : M.GOODIE_RECEIVED)

/** A goodie list in the order staff work it: waiting ones first (at the centre, then ordered), newest first within each. */
export const goodiesInWorkOrder = (gs: readonly Goodie[]): readonly Goodie[] => {
  const rank: Record<GoodieStatus, number> = { AT_CENTRE: 0, ORDERED: 1, HANDED_OVER: 2 }
  return [...gs].sort((a, b) => rank[a.status] - rank[b.status] || b.updatedOn - a.updatedOn || a.id.localeCompare(b.id))
}

/** Habits in the order a manager works them: completions to acknowledge, then those in progress (soonest end first), then acknowledged ones (latest first). */
export const habitsInWorkOrder = (hs: readonly HabitReward[]): readonly HabitReward[] => {
  const rank: Record<HabitStatus, number> = { COMPLETED: 0, IN_PROGRESS: 1, ACKNOWLEDGED: 2 }
  return [...hs].sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      (a.status === 'ACKNOWLEDGED' ? (b.acknowledgedOn ?? 0) - (a.acknowledgedOn ?? 0) : a.windowEnd - b.windowEnd) ||
      a.id.localeCompare(b.id),
  )
}

/** A health-partner link is asked for a member's user id: digits, at most 15. */
const validateHealthPartnerUserChecks = (userId: string): E.Either<ValidationFailed<'userId'>, string> => {
  const v = userId.trim()
  if (v === '') return E.left(validationFailed<'userId'>({ userId: M.HEALTH_PARTNER_USER_REQUIRED }))
  if (!/^\d{1,15}$/.test(v)) return E.left(validationFailed<'userId'>({ userId: M.HEALTH_PARTNER_USER_DIGITS }))
  return E.right(v)
}

/** validateHealthPartnerUserChecks, then the text bound: a text the server would refuse is refused under its field (TEXT_TOO_LONG) before any OTP or write. */
export const validateHealthPartnerUser = (...args: Parameters<typeof validateHealthPartnerUserChecks>): ReturnType<typeof validateHealthPartnerUserChecks> =>
  withinTextBound({ userId: args[0] }, validateHealthPartnerUserChecks(...args))
