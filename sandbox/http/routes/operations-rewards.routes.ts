import * as E from 'fp-ts/Either'
import type { Context, Hono } from 'hono'
import { FEATURE_LIST_WIRE_KEYS } from '../../../adapters/http/contract/access.codecs'
import { REWARDS_PATHS } from '../../../adapters/http/contract/rewards-paths'
import { GoodieIdParams, GoodieStatusBody, HealthPartnerHashBody, NoBody, RewardIdParams, RewardsCentreQuery } from '../../../adapters/http/contract/rewards.codecs'
import * as M from '../../../core/shared/messages'
import { createRewardsStore } from '../../rewards/rewards-store'
import { centreById, featureList } from '../../store/profile-store'
import type { ApiEnv } from '../api-env'
import { centreScopes } from '../centre-scope'
import { type RouteDeps, routeTable } from '../route'
import { fieldOf } from '../../audit/audit-log'

/**
 * Habit rewards and goodies (/cultHabitRewards, /goodies-tracking-details) and the health partner
 * (/tata1mg, v1/tata1mg/generate-hash). The screens' gates apply here too.
 */
export const operationsRewardsRoutes = ({ db, now }: RouteDeps): Hono<ApiEnv> => {
  const api = routeTable(db)
  const S = centreScopes(db)
  const store = createRewardsStore(db, now)
  const fail = (c: Context, e: { status: 404 | 409; message: string }) => c.json({ message: e.message }, e.status)
  const HABITS = { screen: '/cultHabitRewards' }
  const GOODIES = { permission: 'staff' as const, screen: '/goodies-tracking-details' }
  const HEALTH = { permission: 'staff' as const, screen: '/tata1mg' }

  // ---- Habit rewards ----
  api.get(
    REWARDS_PATHS.habitRewards,
    { ...HABITS, permission: ['CULT_HABIT_CENTER_MANAGER', 'VIEW'], query: RewardsCentreQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) },
    (c, i) => (S.ofCentreId(i.query.centerId) === undefined ? c.json({ message: M.CENTRE_NOT_FOUND }, 404) : c.json(store.habits(i.query.centerId))),
  )
  api.post(
    REWARDS_PATHS.habitAcknowledge,
    { audit: { action: 'ACKNOWLEDGE_HABIT_REWARD', subject: 'MEMBER', id: (_i, a) => fieldOf(a, 'userId') }, ...HABITS, permission: ['CULT_HABIT_CENTER_MANAGER', 'EDIT'], params: RewardIdParams, body: NoBody, centre: 'the habit reward’s centre (:rewardId)', scope: (i) => S.at([store.centreOfReward(i.params.rewardId)]) },
    (c, i) => {
      const r = store.acknowledge(i.params.rewardId, i.staff.name)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
    },
  )

  // ---- Goodies ----
  api.get(REWARDS_PATHS.goodies, { ...GOODIES, query: RewardsCentreQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) =>
    S.ofCentreId(i.query.centerId) === undefined ? c.json({ message: M.CENTRE_NOT_FOUND }, 404) : c.json(store.goodies(i.query.centerId)),
  )
  api.post(
    REWARDS_PATHS.goodieStatus,
    { audit: { action: 'MOVE_GOODIE', subject: 'MEMBER', id: (_i, a) => fieldOf(a, 'userId') }, ...GOODIES, params: GoodieIdParams, body: GoodieStatusBody, centre: 'the goodie’s centre (:goodieId)', scope: (i) => S.at([store.centreOfGoodie(i.params.goodieId)]) },
    (c, i) => {
      const r = store.moveGoodie(i.params.goodieId, i.body.status, i.staff.name)
      return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
    },
  )

  // ---- Health partner ----
  /** The route map's health-partner rule (part 1 §2): in the HEALTH_PARTNER list, or company-owned. */
  const healthPartnerRefusal = (centreId: number): string | undefined => {
    const centre = centreById(db, centreId)
    if (centre === undefined) return undefined
    const listed = (featureList(db, FEATURE_LIST_WIRE_KEYS.HEALTH_PARTNER) ?? []).includes(centre.wire.centerServiceId)
    return listed || centre.wire.centerModel === 'COCO' ? undefined : M.healthPartnerNotEnabled(centre.wire.name)
  }
  api.post(REWARDS_PATHS.healthPartnerHash, { audit: { action: 'HEALTH_PARTNER_LINK', subject: 'MEMBER', id: (i) => i.body.userId.trim() }, ...HEALTH, body: HealthPartnerHashBody, centre: 'centerId (body)', scope: (i) => S.at([S.ofCentreId(i.body.centerId)]) }, async (c, i) => {
    if (S.ofCentreId(i.body.centerId) === undefined) return c.json({ message: M.CENTRE_NOT_FOUND }, 404)
    const refusal = healthPartnerRefusal(i.body.centerId)
    if (refusal !== undefined) return c.json({ message: refusal }, 403)
    const userId = i.body.userId.trim()
    if (!/^\d{1,15}$/.test(userId)) return c.json({ message: userId === '' ? M.HEALTH_PARTNER_USER_REQUIRED : M.HEALTH_PARTNER_USER_DIGITS }, 400)
    const r = await store.generateLink(i.body.centerId, userId, i.staff.name)
    return E.isLeft(r) ? fail(c, r.left) : c.json(r.right)
  })
  api.get(REWARDS_PATHS.healthPartnerLinks, { ...HEALTH, query: RewardsCentreQuery, centre: 'centerId (query)', scope: (i) => S.at([S.ofCentreId(i.query.centerId)]) }, (c, i) => {
    if (S.ofCentreId(i.query.centerId) === undefined) return c.json({ message: M.CENTRE_NOT_FOUND }, 404)
    const refusal = healthPartnerRefusal(i.query.centerId)
    return refusal !== undefined ? c.json({ message: refusal }, 403) : c.json(store.links(i.query.centerId))
  })
  return api.app
}
