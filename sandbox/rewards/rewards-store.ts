import * as E from 'fp-ts/Either'
import type { Goodie, GoodieStatus, HabitReward, HabitStatus } from '../../core/operations/habit-rewards'
import { HEALTH_PARTNER_LINK_TTL_MS, type HealthPartnerLink } from '../../core/operations/health-partner'
import { checkGoodieMove } from '../../core/operations/habit-rewards.rule'
import { healthPartnerLinkOf, healthPartnerSignature } from '../../adapters/http/contract/health-partner-hash'
import { epochMs } from '../../core/shared/brands'
import * as M from '../../core/shared/messages'
import type { Db } from '../db/database'
import { signingKey } from '../secrets/signing-key'

type Failure = { readonly status: 404 | 409; readonly message: string }

type HabitRow = {
  id: string
  centre_id: number
  user_id: string
  member_name: string
  habit: string
  target: number
  done: number
  window_end: number
  status: string
  reward: string
  acknowledged_by: string | null
  acknowledged_on: number | null
}
type GoodieRow = { id: string; reward_id: string; centre_id: number; user_id: string; member_name: string; item: string; habit: string; status: string; updated_on: number; updated_by: string }
type LinkRow = { hash: string; user_id: string; member_name: string; link: string; generated_on: number; expires_on: number; generated_by: string }

const habitOf = (r: HabitRow): HabitReward => ({
  id: r.id,
  userId: r.user_id,
  memberName: r.member_name,
  habit: r.habit,
  target: r.target,
  done: r.done,
  windowEnd: epochMs(r.window_end),
  status: r.status as HabitStatus,
  reward: r.reward,
  ...(r.acknowledged_by === null ? {} : { acknowledgedBy: r.acknowledged_by }),
  ...(r.acknowledged_on === null ? {} : { acknowledgedOn: epochMs(r.acknowledged_on) }),
})
const goodieOf = (r: GoodieRow): Goodie => ({
  id: r.id,
  rewardId: r.reward_id,
  userId: r.user_id,
  memberName: r.member_name,
  item: r.item,
  habit: r.habit,
  status: r.status as GoodieStatus,
  updatedOn: epochMs(r.updated_on),
  updatedBy: r.updated_by,
})
const linkOf = (r: LinkRow): HealthPartnerLink => ({
  userId: r.user_id,
  memberName: r.member_name,
  hash: r.hash,
  link: r.link,
  generatedOn: epochMs(r.generated_on),
  expiresOn: epochMs(r.expires_on),
  generatedBy: r.generated_by,
})

/** Habit rewards, goodies and health-partner links (/cultHabitRewards, /goodies-tracking-details, /tata1mg). */
export const createRewardsStore = (db: Db, now: () => number) => {
  // The health-partner hash is signed with the data folder's key (or SANDBOX_SIGNING_KEY), never one written here.
  const secret = signingKey(db)
  const habitsAt = db.prepare('SELECT * FROM habit_rewards WHERE centre_id = ? ORDER BY window_end, id')
  const habit = db.prepare('SELECT * FROM habit_rewards WHERE id = ?')
  const acknowledge = db.prepare("UPDATE habit_rewards SET status = 'ACKNOWLEDGED', acknowledged_by = ?, acknowledged_on = ? WHERE id = ? AND status = 'COMPLETED'")
  const insGoodie = db.prepare(
    "INSERT INTO goodies (id, reward_id, centre_id, user_id, member_name, item, habit, status, updated_on, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?, 'ORDERED', ?, ?)",
  )
  const goodiesAt = db.prepare('SELECT * FROM goodies WHERE centre_id = ? ORDER BY updated_on DESC, id')
  const goodie = db.prepare('SELECT * FROM goodies WHERE id = ?')
  const moveGoodie = db.prepare('UPDATE goodies SET status = ?, updated_on = ?, updated_by = ? WHERE id = ? AND status = ?')
  const member = db.prepare('SELECT first_name, last_name FROM customers WHERE id = ?')
  const insLink = db.prepare(
    'INSERT OR REPLACE INTO health_partner_links (hash, centre_id, user_id, member_name, link, generated_on, expires_on, generated_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const linksAt = db.prepare('SELECT * FROM health_partner_links WHERE centre_id = ? ORDER BY generated_on DESC, hash LIMIT 100')

  return {
    centreOfReward: (id: string): number | undefined => (habit.get(id) as HabitRow | undefined)?.centre_id,
    centreOfGoodie: (id: string): number | undefined => (goodie.get(id) as GoodieRow | undefined)?.centre_id,
    habits: (centreId: number): readonly HabitReward[] => (habitsAt.all(centreId) as HabitRow[]).map(habitOf),
    /** Acknowledges a completed habit and orders its goodie, in one transaction. */
    acknowledge: (id: string, staffName: string): E.Either<Failure, HabitReward> =>
      db.transaction((): E.Either<Failure, HabitReward> => {
        const h = habit.get(id) as HabitRow | undefined
        if (h === undefined) return E.left({ status: 404, message: M.HABIT_REWARD_NOT_FOUND })
        if (h.status === 'ACKNOWLEDGED') return E.left({ status: 409, message: M.HABIT_ALREADY_ACKNOWLEDGED })
        if (h.status !== 'COMPLETED') return E.left({ status: 409, message: M.HABIT_NOT_COMPLETED })
        const at = now()
        acknowledge.run(staffName, at, id)
        insGoodie.run(`GD-${id}`, id, h.centre_id, h.user_id, h.member_name, h.reward, h.habit, at, staffName)
        return E.right(habitOf(habit.get(id) as HabitRow))
      })(),
    goodies: (centreId: number): readonly Goodie[] => (goodiesAt.all(centreId) as GoodieRow[]).map(goodieOf),
    /** Moves a goodie one step on (ordered, at the centre, handed over). */
    moveGoodie: (id: string, to: GoodieStatus, staffName: string): E.Either<Failure, Goodie> =>
      db.transaction((): E.Either<Failure, Goodie> => {
        const g = goodie.get(id) as GoodieRow | undefined
        if (g === undefined) return E.left({ status: 404, message: M.GOODIE_NOT_FOUND })
        const move = checkGoodieMove(goodieOf(g), to)
        if (E.isLeft(move)) return E.left({ status: 409, message: move.left })
        moveGoodie.run(to, now(), staffName, id, g.status)
        return E.right(goodieOf(goodie.get(id) as GoodieRow))
      })(),
    /** A member's link: the hash is computed here, on the server, and the link is kept for the centre's list. */
    generateLink: async (centreId: number, userId: string, staffName: string): Promise<E.Either<Failure, HealthPartnerLink>> => {
      const m = member.get(userId) as { first_name: string; last_name: string } | undefined
      if (m === undefined) return E.left({ status: 404, message: M.healthPartnerMemberUnknown(userId) })
      const generatedOn = now()
      const hash = await healthPartnerSignature(secret, userId, centreId, generatedOn)
      const row: LinkRow = {
        hash,
        user_id: userId,
        member_name: `${m.first_name} ${m.last_name}`,
        link: healthPartnerLinkOf(userId, generatedOn, hash),
        generated_on: generatedOn,
        expires_on: generatedOn + HEALTH_PARTNER_LINK_TTL_MS,
        generated_by: staffName,
      }
      insLink.run(row.hash, centreId, row.user_id, row.member_name, row.link, row.generated_on, row.expires_on, row.generated_by)
      return E.right(linkOf(row))
    },
    links: (centreId: number): readonly HealthPartnerLink[] => (linksAt.all(centreId) as LinkRow[]).map(linkOf),
  }
}
