import * as E from 'fp-ts/Either'
import type { PitchDesk } from '../../core/lead/pitch-desk.port'
import { notFound, rejected } from '../../core/shared/errors'
import * as M from '../../core/shared/messages'
import { type InMemoryProfileWorld, addCustomer, customerByPhone, isPhone } from './profile-world'
import { run } from './run'
import { addDays, centreDayOf, startOfCentreDay } from '../../core/shared/centre-day'
import { WALK_IN_DAYS } from '../../core/lead/walk-in.rule'

const blank = (s: string | undefined): boolean => s === undefined || s.trim() === ''

/** Pitches over the in-process world; a pitch for an unknown phone creates the customer. */
export const createInMemoryPitchDesk = (w: InMemoryProfileWorld): PitchDesk => ({
  record: (p) =>
    run(() => {
      if (blank(p.customerName)) return E.left(rejected(M.CUSTOMER_NAME_REQUIRED))
      if (blank(p.leadType)) return E.left(rejected(M.LEAD_QUALITY_IS_REQUIRED))
      if (blank(p.source)) return E.left(rejected(M.SOURCE_REQUIRED))
      if (blank(p.pitchedByUserId)) return E.left(rejected(M.PITCHED_BY_REQUIRED))
      if (blank(p.remarks)) return E.left(rejected(M.REMARKS_REQUIRED))
      if (blank(p.customerId) && !isPhone(p.customerPhone)) return E.left(rejected(M.INVALID_PHONE_NUMBER))
      const centre = w.centres.get(p.centerId)
      if (centre === undefined) return E.left(notFound(M.CENTRE_NOT_FOUND))
      let id = p.customerId
      if (!blank(id)) {
        if (!w.customers.has(id as string)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      } else {
        const phone = p.customerPhone as string
        const [first = '', ...rest] = p.customerName.trim().split(/\s+/)
        id = (customerByPhone(w, phone) ?? addCustomer(w, phone, first, rest.join(' '), centre.cityId)).id
      }
      w.pitches.push({ ...p, customerId: id as string })
      return E.right({ customerId: id as string, message: M.PITCH_RECORDED_SUCCESSFULLY })
    }),
  recordWalkIn: (p) =>
    run(() => {
      if (blank(p.pitchByUserId)) return E.left(rejected(M.PITCHED_BY_REQUIRED))
      if (blank(p.remarks)) return E.left(rejected(M.REMARKS_REQUIRED))
      if (!w.customers.has(p.userId)) return E.left(notFound(M.NO_USER_DETAIL_FOUND))
      if (!w.centres.has(p.centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
      w.pitches.push({ walkIn: true, userId: p.userId, centerId: p.centerId, at: w.clock.now(), remarks: p.remarks })
      return E.right({ customerId: p.userId, message: M.PITCH_RECORDED })
    }),
  scheduledWalkIns: (centerId, fromDay) =>
    run(() => {
      if (!w.centres.has(centerId)) return E.left(notFound(M.CENTRE_NOT_FOUND))
      const from = startOfCentreDay(fromDay)
      const to = startOfCentreDay(addDays(fromDay, WALK_IN_DAYS))
      const list = w.walkIns
        .filter((x) => x.centerId === centerId && x.scheduledAt >= from && x.scheduledAt < to)
        .sort((a, b) => a.scheduledAt - b.scheduledAt || a.id - b.id)
        .map((x) => {
          const dayStart = startOfCentreDay(centreDayOf(x.scheduledAt))
          const pitch = w.pitches.find((p) => 'walkIn' in p && p.userId === x.userId && p.centerId === centerId && (p.at ?? 0) >= dayStart)
          return pitch === undefined || !('walkIn' in pitch) || pitch.at === undefined ? x : { ...x, pitchedAt: pitch.at, pitchRemarks: pitch.remarks ?? '' }
        })
      return E.right(list)
    }),
})
