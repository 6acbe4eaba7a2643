import * as t from 'io-ts'
import { IntFromString, optional, SafeInt as Int, boundedText as text } from './codec-helpers'

/*
 * Wire contract of habit rewards, goodies (/cultHabitRewards, /goodies-tracking-details) and the
 * health partner (/tata1mg, v1/tata1mg/generate-hash). The spec shows no payloads: README
 * "Decisions: Operations: rewards, goodies, health partner".
 */

const oneOf = <A extends string>(values: readonly A[], name: string) =>
  new t.Type<A, string, unknown>(
    name,
    (u): u is A => typeof u === 'string' && (values as readonly string[]).includes(u),
    (u, c) => (typeof u === 'string' && (values as readonly string[]).includes(u) ? t.success(u as A) : t.failure(u, c)),
    (a) => a,
  )

/** core/operations/habit-rewards.ts names the same lists. */
const HABIT_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'ACKNOWLEDGED'] as const
const GOODIE_STATUSES = ['ORDERED', 'AT_CENTRE', 'HANDED_OVER'] as const

export const RewardsCentreQuery = t.type({ centerId: IntFromString })
export const RewardIdParams = t.type({ rewardId: text(64) })
export const GoodieIdParams = t.type({ goodieId: text(64) })
export const NoBody = t.type({})
export const GoodieStatusBody = t.type({ status: t.keyof({ ORDERED: null, AT_CENTRE: null, HANDED_OVER: null }) })

export const HabitRewardWire = t.type({
  id: t.string,
  userId: t.string,
  memberName: t.string,
  habit: t.string,
  target: t.number,
  done: t.number,
  windowEnd: t.number,
  status: oneOf(HABIT_STATUSES, 'HabitStatus'),
  reward: t.string,
  acknowledgedBy: optional(t.string),
  acknowledgedOn: optional(t.number),
})
export const HabitRewardListWire = t.array(HabitRewardWire)

export const GoodieWire = t.type({
  id: t.string,
  rewardId: t.string,
  userId: t.string,
  memberName: t.string,
  item: t.string,
  habit: t.string,
  status: oneOf(GOODIE_STATUSES, 'GoodieStatus'),
  updatedOn: t.number,
  updatedBy: t.string,
})
export const GoodieListWire = t.array(GoodieWire)

export const HealthPartnerHashBody = t.type({ centerId: Int, userId: text(15) })
export const HealthPartnerLinkWire = t.type({
  userId: t.string,
  memberName: t.string,
  hash: t.string,
  link: t.string,
  generatedOn: t.number,
  expiresOn: t.number,
  generatedBy: t.string,
})
export const HealthPartnerLinkListWire = t.array(HealthPartnerLinkWire)
