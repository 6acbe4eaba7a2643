import * as E from 'fp-ts/Either'
import type { PtPackMembership } from '../../core/pt/pt-pack'
import type { PtSchedule } from '../../core/pt/pt-schedule.port'
import type { PtSession, TrainerSlot } from '../../core/pt/pt-session'
import { epochMs } from '../../core/shared/brands'
import { startOfCentreDayOf } from '../../core/shared/centre-day'
import { DAY_MS, HOUR_MS, PT_RESCHEDULE_CANCEL_WINDOW_MS } from '../../core/shared/constants'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import type { InMemoryProfileWorld, WorldMembership, WorldSession } from './profile-world'
import { nextId } from './profile-world'
import { run } from './run'

/** Trainers work 06:00 to 22:00 centre time in one-hour slots; 13:00 is their break (as the sandbox). */
const FIRST_HOUR = 6
const LAST_HOUR = 22
const BREAK_HOUR = 13

const packOf = (m: WorldMembership): PtPackMembership => ({
  id: m.membership.id,
  name: m.membership.name,
  status: m.membership.status,
  start: m.membership.start,
  end: m.membership.end,
  benefits: m.membership.benefits,
  trainerName: m.trainerName ?? '',
  centerId: m.centerId,
  ...(m.membership.metadata?.preferredTrainerId === undefined ? {} : { preferredTrainerId: m.membership.metadata.preferredTrainerId }),
  ...(m.preferredCenterId === undefined ? {} : { preferredCenterId: m.preferredCenterId }),
})

const publicSession = (s: WorldSession): PtSession => {
  const { userId: _u, trainerName: _t, packId: _p, ...rest } = s
  return rest
}

/** Personal training over the in-process world: the reference behaviour of the contract suite. */
export const createInMemoryPtSchedule = (w: InMemoryProfileWorld): PtSchedule => {
  const dayStart = (t: number): number => startOfCentreDayOf(t)
  const blocked = (start: number, end: number): boolean => {
    const d = dayStart(start)
    const br = d + BREAK_HOUR * HOUR_MS
    return start < d + FIRST_HOUR * HOUR_MS || end > d + LAST_HOUR * HOUR_MS || (start < br + HOUR_MS && end > br)
  }
  const busy = (trainerId: string, start: number, end: number, except?: string): boolean =>
    [...w.sessions.values()].some((s) => s.identityId === trainerId && s.status !== 'CANCELLED' && s.startTime < end && s.endTime > start && s.id !== except)
  const ptTrainerAt = (trainerId: string, centerId: number) => {
    const csid = w.centres.get(centerId)?.centerServiceId ?? -1
    return w.agents.find((a) => a.identityId === trainerId && a.ptAt.includes(csid))
  }
  const adjust = (packId: number | undefined, delta: number): void => {
    const p = packId === undefined ? undefined : w.memberships.get(packId)
    if (p === undefined) return
    const benefits = p.membership.benefits.map((b, i) => (i === 0 ? { ...b, ticketsUsed: Math.max(0, b.ticketsUsed + delta) } : b))
    w.memberships.set(p.membership.id, { ...p, membership: { ...p.membership, benefits } })
  }
  const changeable = (s: WorldSession): boolean => s.status === 'BOOKED' && w.clock.now() < s.startTime + PT_RESCHEDULE_CANCEL_WINDOW_MS
  const packs = (kind: 'PT' | 'PLAY_PT') => (userId: string) =>
    run(() =>
      w.customers.has(userId)
        ? E.right([...w.memberships.values()].filter((m) => m.userId === userId && m.kind === kind).map(packOf))
        : E.left(notFound(M.NO_USER_DETAIL_FOUND)),
    )
  return {
    ptPacks: packs('PT'),
    playPtPacks: packs('PLAY_PT'),
    sessions: (q) =>
      run(() => {
        if (!w.customers.has(q.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        const all = [...w.sessions.values()]
          .filter((s) => s.userId === q.userId && (q.statuses === undefined || q.statuses.includes(s.status)))
          .sort((a, b) => b.startTime - a.startTime || Number(b.id) - Number(a.id))
        return E.right(all.slice(q.page * q.size, (q.page + 1) * q.size).map(publicSession))
      }),
    slots: (centerId, trainerId, from, to) =>
      run(() => {
        if (!(from < to) || to - from > 2 * DAY_MS) return E.left(rejected('Ask for a window of at most two days, start before end'))
        if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        if (ptTrainerAt(trainerId, centerId) === undefined) return E.left(notFound(M.TRAINER_NOT_FOUND))
        const slots: TrainerSlot[] = []
        for (let d = dayStart(from); d < to; d += DAY_MS)
          for (let h = FIRST_HOUR; h < LAST_HOUR; h++) {
            const start = d + h * HOUR_MS
            const end = start + HOUR_MS
            if (end <= from || start >= to) continue
            slots.push({ startTime: epochMs(start), endTime: epochMs(end), status: h === BREAK_HOUR ? 'BLOCKED' : busy(trainerId, start, end) ? 'BOOKED' : 'AVAILABLE' })
          }
        return E.right(slots)
      }),
    book: (b) =>
      run(() => {
        if (!(b.startTime < b.endTime)) return E.left(rejected(M.TIME_SLOT_REQUIRED))
        if (b.endTime <= w.clock.now()) return E.left(rejected('A session cannot be booked in the past'))
        if (!w.customers.has(b.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
        if (!w.centres.has(b.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
        const trainer = ptTrainerAt(b.trainerId, b.centerId)
        if (trainer === undefined) return E.left(rejected(M.TRAINER_NOT_PT))
        const pack = [...w.memberships.values()].find(
          (m) =>
            m.userId === b.userId &&
            m.kind === 'PT' &&
            m.membership.status === 'PURCHASED' &&
            m.membership.start <= b.startTime &&
            b.startTime <= m.membership.end &&
            (m.membership.benefits[0]?.ticketsUsed ?? 0) < (m.membership.benefits[0]?.maxTickets ?? 0),
        )
        if (pack === undefined) return E.left(rejected(M.NO_PT_SESSIONS_LEFT))
        if (blocked(b.startTime, b.endTime) || busy(trainer.identityId, b.startTime, b.endTime)) return E.left(rejected(M.SLOT_NOT_AVAILABLE))
        const id = String(nextId(w))
        const s: WorldSession = {
          id,
          startTime: b.startTime,
          endTime: b.endTime,
          status: 'BOOKED',
          centerId: b.centerId,
          identityId: trainer.identityId,
          bookingCode: `PT${id.padStart(6, '0')}`,
          metadata: { paid: true, doesNoShowCancellationPolicyV1Apply: true },
          userId: b.userId,
          trainerName: trainer.name,
          packId: pack.membership.id,
        }
        w.sessions.set(id, s)
        adjust(pack.membership.id, +1)
        return E.right(publicSession(s))
      }),
    reschedule: (sessionId, startTime, endTime) =>
      run(() => {
        if (!(startTime < endTime)) return E.left(rejected(M.TIME_SLOT_REQUIRED))
        const old = w.sessions.get(sessionId)
        if (old === undefined) return E.left(notFound(M.SESSION_NOT_FOUND))
        if (!changeable(old)) return E.left(rejected(M.SESSION_NOT_CHANGEABLE))
        if (endTime <= w.clock.now()) return E.left(rejected('A session cannot be booked in the past'))
        if (blocked(startTime, endTime) || busy(old.identityId, startTime, endTime, old.id)) return E.left(rejected(M.SLOT_NOT_AVAILABLE))
        w.sessions.set(old.id, { ...old, status: 'CANCELLED' })
        const id = String(nextId(w))
        const s: WorldSession = { ...old, id, startTime, endTime, status: 'BOOKED', bookingCode: `PT${id.padStart(6, '0')}` }
        w.sessions.set(id, s)
        return E.right(publicSession(s))
      }),
    cancel: (sessionId) =>
      run(() => {
        const s = w.sessions.get(sessionId)
        if (s === undefined) return E.left(notFound(M.SESSION_NOT_FOUND))
        if (!changeable(s)) return E.left(rejected(M.SESSION_NOT_CHANGEABLE))
        const next: WorldSession = { ...s, status: 'CANCELLED' }
        w.sessions.set(s.id, next)
        adjust(s.packId, -1)
        return E.right(publicSession(next))
      }),
    start: (sessionId) =>
      run(() => {
        const s = w.sessions.get(sessionId)
        if (s === undefined) return E.left(notFound(M.SESSION_NOT_FOUND))
        if (w.clock.now() < s.startTime || !(s.status === 'BOOKED' || s.status === 'NO_SHOW')) return E.left(rejected(M.SESSION_NOT_STARTABLE))
        const next: WorldSession = { ...s, status: 'ATTENDED' }
        w.sessions.set(s.id, next)
        return E.right(publicSession(next))
      }),
  }
}
