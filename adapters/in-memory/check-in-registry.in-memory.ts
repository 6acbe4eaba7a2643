import * as E from 'fp-ts/Either'
import { recommendedTrainer } from '../../core/check-in/trainer-recommendation.rule'
import type { CheckIn } from '../../core/check-in/check-in'
import type { CheckInRegistry } from '../../core/check-in/check-in-registry.port'
import { epochMs } from '../../core/shared/brands'
import { CHECK_IN_PAGE_SIZE, HOUR_MS, PASSCODE_MAX_LENGTH } from '../../core/shared/constants'
import { type GatewayError, notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { type InMemoryProfileWorld, type WorldCheckIn, addCustomer, customerByPhone, isPhone, nextId } from './profile-world'
import { run } from './run'
import { worldCheckInDecision } from './check-in-alerts.world'
import type { CheckInAlert } from '../../core/check-in/check-in-alerts.rule'

const CHECK_IN_LENGTH_MS = 2 * HOUR_MS

/** A check-in refused by the centre's blocking alerts, in their words (as the sandbox answers). */
const blocked = (reasons: readonly CheckInAlert[]): GatewayError => rejected(M.checkInRefusedBy(reasons.map((a) => a.message)), 'CHECK_IN_BLOCKED')

const publicView = (c: WorldCheckIn): CheckIn => {
  const { centerId: _c, passcode: _p, ...rest } = c
  return rest
}

/** Check-ins over the in-process world: the reference behaviour of the contract suite. */
export const createInMemoryCheckInRegistry = (w: InMemoryProfileWorld): CheckInRegistry => {
  const openCheckIn = (userId: string): WorldCheckIn | undefined => {
    const now = w.clock.now()
    for (const c of w.checkIns.values())
      if (c.userId === userId && c.state === 'validated' && c.startTime <= now && c.checkOutTime === undefined && c.endTime > now) return c
    return undefined
  }
  const walkIn = (userId: string, firstName: string, lastName: string, centerId: number, type: 'trial' | 'other'): WorldCheckIn => {
    const now = w.clock.now()
    let count = 0
    for (const c of w.checkIns.values()) if (c.userId === userId && c.state === 'validated') count++
    const ci: WorldCheckIn = {
      id: String(nextId(w)),
      centerId,
      state: 'validated',
      startTime: now,
      endTime: epochMs(now + CHECK_IN_LENGTH_MS),
      validatedAt: now,
      checkInTime: now,
      firstName,
      lastName,
      userId,
      checkInType: type,
      userCheckinCount: count + 1,
      flags: [],
      hasEditLeadModalConfig: false,
    }
    w.checkIns.set(ci.id, ci)
    return ci
  }
  const passcodeCheck = (checkInId: string, centerId: number, code: string): E.Either<GatewayError, WorldCheckIn> => {
    if (checkInId === '') return E.left(rejected(M.CHECK_IN_ID_MISSING))
    if (code.trim() === '' || code.length > PASSCODE_MAX_LENGTH) return E.left(rejected(M.PASSCODE_REQUIRED))
    const c = w.checkIns.get(checkInId)
    if (c === undefined || c.centerId !== centerId) return E.left(notFound(M.CHECK_IN_NOT_FOUND))
    if (c.state !== 'created') return E.left(rejected(M.CHECK_IN_NOT_A_BOOKING))
    if (c.passcode !== code.trim()) return E.left(rejected(M.INVALID_PASSCODE))
    return E.right(c)
  }
  const trainersAt = (centerId: number) => {
    const csid = w.centres.get(centerId)?.centerServiceId ?? -1
    return w.agents.filter((a) => a.worksAt.includes(csid) && a.roles.some((r) => r.includes('TRAINER') || r === 'PLAY_COACH'))
  }
  return {
    list: (q) =>
      run(() => {
        if (q.pageSize < 1 || q.pageSize > CHECK_IN_PAGE_SIZE) return E.left(rejected(`pageSize must be between 1 and ${CHECK_IN_PAGE_SIZE}`))
        if (q.from > q.to) return E.left(rejected('startTimeFrom must not be after startTimeTo'))
        if (!w.centres.has(q.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const states = q.states ?? ['created', 'validated', 'cancelled']
        const out: CheckIn[] = []
        for (const c of w.checkIns.values())
          if (c.centerId === q.centerId && c.startTime >= q.from && c.startTime <= q.to && states.includes(c.state)) out.push(publicView(c))
        out.sort((a, b) => a.startTime - b.startTime || Number(a.id) - Number(b.id))
        return E.right(out.slice(0, q.pageSize))
      }),
    past: (userId, centerId, from, to) =>
      run(() => {
        const centre = w.centres.get(centerId)
        if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (centre.type === 'CULT') return E.left(rejected(M.PAST_CHECK_INS_NOT_FOR_CULT))
        if (!w.customers.has(userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        const out = [...w.checkIns.values()].filter((c) => c.userId === userId && c.startTime >= from && c.startTime <= to)
        return E.right(out.sort((a, b) => b.startTime - a.startTime).map(publicView))
      }),
    checkInMember: (userId, centerId) =>
      run(() => {
        const u = w.customers.get(userId)
        if (u === undefined) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const now = w.clock.now()
        const current = [...w.memberships.values()].filter((m) => m.userId === userId && m.kind === 'GYM' && m.membership.start <= now && now <= m.membership.end)
        if (current.length === 0) return E.left(rejected(M.NO_ACTIVE_MEMBERSHIPS))
        if (current.every((m) => m.membership.status === 'PAUSED')) return E.left(rejected(M.MEMBERSHIP_PAUSED_NO_CHECK_IN))
        if (openCheckIn(userId) !== undefined) return E.left(rejected(M.ALREADY_CHECKED_IN))
        const decision = worldCheckInDecision(w, userId, centerId)
        if (decision.outcome === 'refuse') return E.left(blocked(decision.reasons))
        return E.right({ checkIn: publicView(walkIn(userId, u.firstName, u.lastName, centerId, 'other')), warnings: decision.warnings })
      }),
    checkInTrial: (v) =>
      run(() => {
        if (!isPhone(v.phone)) return E.left(rejected(M.INVALID_PHONE_NUMBER))
        if (!w.centres.has(v.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const existing = customerByPhone(w, v.phone)
        if (existing !== undefined) {
          const p = w.profiles.get(existing.id)
          if (p !== undefined && p.trial.used >= p.trial.maxCount) return E.left(rejected(M.NO_TRIALS_LEFT))
          if (openCheckIn(existing.id) !== undefined) return E.left(rejected(M.ALREADY_CHECKED_IN))
        }
        const decision = existing === undefined ? undefined : worldCheckInDecision(w, existing.id, v.centerId)
        if (decision?.outcome === 'refuse') return E.left(blocked(decision.reasons))
        const u = existing ?? addCustomer(w, v.phone, v.firstName.trim(), v.lastName.trim(), v.cityId)
        const p = w.profiles.get(u.id)
        if (p !== undefined) p.trial = { ...p.trial, used: p.trial.used + 1 }
        return E.right({ checkIn: publicView(walkIn(u.id, u.firstName, u.lastName, v.centerId, 'trial')), warnings: decision?.warnings ?? [] })
      }),
    validatePasscode: (checkInId, centerId, passcode) => run(() => E.map(() => true)(passcodeCheck(checkInId, centerId, passcode))),
    checkInByPasscode: (checkInId, centerId, passcode) =>
      run(() => {
        const c = passcodeCheck(checkInId, centerId, passcode)
        if (E.isLeft(c)) return c
        const decision = worldCheckInDecision(w, c.right.userId, c.right.centerId)
        if (decision.outcome === 'refuse') return E.left(blocked(decision.reasons))
        const now = w.clock.now()
        const { checkOutTime: _o, ...rest } = c.right
        const next: WorldCheckIn = { ...rest, state: 'validated', validatedAt: now, checkInTime: now }
        w.checkIns.set(next.id, next)
        return E.right({ checkIn: publicView(next), warnings: decision.warnings })
      }),
    checkOut: (checkInId, userId) =>
      run(() => {
        const c = w.checkIns.get(checkInId)
        if (c === undefined || c.userId !== userId) return E.left(notFound(M.CHECK_IN_NOT_FOUND))
        const now = w.clock.now()
        if (c.state !== 'validated' || c.checkOutTime !== undefined || c.endTime <= now) return E.left(rejected(M.NO_ACTIVE_CHECK_INS))
        const next: WorldCheckIn = { ...c, checkOutTime: now, endTime: now }
        w.checkIns.set(next.id, next)
        return E.right(publicView(next))
      }),
    assignTrainer: (checkInId, trainerId, centerId) =>
      run(() => {
        const c = w.checkIns.get(checkInId)
        if (c === undefined || c.centerId !== centerId) return E.left(notFound(M.CHECK_IN_NOT_FOUND))
        if (c.state === 'cancelled') return E.left(rejected('A cancelled check-in cannot get a trainer'))
        const t = trainersAt(centerId).find((a) => a.identityId === trainerId)
        if (t === undefined) return E.left(notFound(M.TRAINER_NOT_FOUND))
        const next: WorldCheckIn = { ...c, trainerId: t.identityId, trainerName: t.name, guidanceStatus: 'NOT_GUIDED' }
        w.checkIns.set(next.id, next)
        return E.right(publicView(next))
      }),
    trainersFor: (checkInId) =>
      run(() => {
        const c = w.checkIns.get(checkInId)
        if (c === undefined) return E.left(notFound(M.CHECK_IN_NOT_FOUND))
        const trainers = trainersAt(c.centerId)
        const csid = w.centres.get(c.centerId)?.centerServiceId ?? -1
        // 'Assisting N members': the members each trainer is with now (validated check-ins in progress).
        const now = w.clock.now()
        const members = new Map<string, Set<string>>()
        for (const x of w.checkIns.values())
          if (x.centerId === c.centerId && x.trainerId !== undefined && x.state === 'validated' && x.startTime <= now && x.endTime > now && x.checkOutTime === undefined)
            members.set(x.trainerId, (members.get(x.trainerId) ?? new Set()).add(x.userId))
        const assisting = (id: string) => members.get(id)?.size ?? 0
        const recommended = recommendedTrainer(trainers.map((t) => ({ identityId: t.identityId, name: t.name, activePt: t.ptAt.includes(csid), assisting: assisting(t.identityId) })))
        return E.right(
          trainers.map((t) => ({ name: t.name, identityId: t.identityId, recommended: t.identityId === recommended, checkInsAssigned: assisting(t.identityId), photoUrls: [] })),
        )
      }),
  }
}
